import { ApiError, type QuireApi } from '@quire/api-client';
import type { OjsAddress, OjsItemKind } from '@quire/contracts';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ojsRedirectLoader } from './ojs-redirect.server';
import { apiContext } from './request-context.server';

/** A context whose API knows `known` (`kind/id` → address), recording what it was asked. */
function contextKnowing(known: Record<string, OjsAddress>) {
  const asked: string[] = [];
  const context = new RouterContextProvider();
  const content = {
    ojsAddress: async ({
      params: { ojsPath, kind, ojsId: id },
    }: {
      params: { ojsPath: string; kind: OjsItemKind; ojsId: number };
    }) => {
      asked.push(`${ojsPath}/${kind}/${id}`);
      const address = ojsPath === 'nmr' ? known[`${kind}/${id}`] : undefined;
      if (!address) throw new ApiError({ kind: 'http', status: 404, message: 'Not found.' });
      return address;
    },
  };
  context.set(apiContext, { content } as unknown as QuireApi);
  return { context, asked };
}

const ARTICLE: OjsAddress = { kind: 'article', journalSlug: 'marine', articleSlug: 'tides' };
const ISSUE: OjsAddress = { kind: 'issue', journalSlug: 'marine', issueId: 9, volumeId: 4 };

/** What the loader answers for an old address (`/index.php/…`): its status and Location. */
async function answer(path: string, known: Record<string, OjsAddress>) {
  const [ojs_path, ojs_page, ojs_op, ojs_id, ojs_galley] = path.split('/');
  const { context, asked } = contextKnowing(known);
  const params = { ojs_path, ojs_page, ojs_op, ojs_id, ojs_galley };
  try {
    const response = (await ojsRedirectLoader({ params, context } as never)) as Response;
    return { status: response.status, location: response.headers.get('Location'), asked };
  } catch (error) {
    // A thrown `data(null, { status })`: the route's error answer.
    const status = (error as { init?: { status?: number } }).init?.status;
    if (status) return { status, location: null, asked };
    throw error;
  }
}

describe('ojsRedirectLoader', () => {
  it('sends an article, its galley and an issue to their new pages with 301s', async () => {
    const known = { 'article/101': ARTICLE, 'galley/201': ARTICLE, 'issue/12': ISSUE };
    expect(await answer('nmr/article/view/101', known)).toMatchObject({
      status: 301,
      location: '/journals/marine/articles/tides',
    });
    expect(await answer('nmr/article/download/101/201', known)).toMatchObject({
      status: 301,
      location: '/journals/marine/articles/tides',
      asked: ['nmr/galley/201'],
    });
    expect(await answer('nmr/issue/view/12/3', known)).toMatchObject({
      status: 301,
      location: '/journals/marine/volumes/4/issues/9',
    });
  });

  it('falls back to the article when its galley id is unknown', async () => {
    expect(await answer('nmr/article/view/101/999', { 'article/101': ARTICLE })).toEqual({
      status: 301,
      location: '/journals/marine/articles/tides',
      asked: ['nmr/galley/999', 'nmr/article/101'],
    });
  });

  it('answers 404 for unknown ids and addresses that are no issue or article, asking nothing', async () => {
    expect(await answer('nmr/article/view/102', {})).toMatchObject({ status: 404 });
    expect(await answer('elsewhere/article/view/101', { 'article/101': ARTICLE })).toMatchObject({
      status: 404,
    });
    for (const path of ['nmr/user/view/1', 'nmr/article/edit/1', 'nmr/article/view/x1']) {
      expect(await answer(path, { 'article/1': ARTICLE })).toEqual({
        status: 404,
        location: null,
        asked: [],
      });
    }
  });
});
