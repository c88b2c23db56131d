import { ApiError, type QuireApi } from '@quire/api-client';
import type { Issue, Journal } from '@quire/contracts';
import { apiContext } from '@quire/site/server';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  bylineOf,
  FALLBACK_BRAND_COLOR,
  groupByYear,
  issueLabel,
  journalContext,
  journalMiddleware,
  safeBrandColor,
  toIssueView,
} from './journal.server';

const issue: Issue = {
  id: 7,
  volumeId: 3,
  volume: 11,
  number: 3,
  year: 2026,
  title: null,
  coverUrl: null,
  coverAlt: '',
  publishedAt: '2026-10-15T09:00:00.000Z',
  isCurrent: true,
  articleCount: 1,
  description: '<p onclick="alert(1)">Special <em>issue</em></p><script>alert(2)</script>',
  sections: [
    {
      id: 2,
      title: 'Research Articles',
      articles: [
        {
          id: 18,
          slug: 'canopy-gaps',
          title: 'Canopy gaps',
          authors: [{ name: 'A' }, { name: 'B' }],
          pages: '1–10',
          doi: '10.5555/x',
          pdfUrl: null,
          pdfDownloadUrl: null,
          publishedAt: '2026-10-15T09:00:00.000Z',
        },
      ],
    },
    { id: 3, title: 'Reviews', articles: [] },
  ],
};

describe('issueLabel', () => {
  it('labels an issue the way journals do', () => {
    expect(issueLabel({ volume: 11, number: 3, year: 2026 })).toBe('Vol. 11 No. 3 (2026)');
  });
});

describe('bylineOf', () => {
  it.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
  ])('joins %j', (names, expected) => {
    expect(bylineOf(names.map((name) => ({ name })))).toBe(expected);
  });
});

describe('safeBrandColor', () => {
  it('keeps plain hex colours', () => {
    expect(safeBrandColor('#0f766e')).toBe('#0f766e');
    expect(safeBrandColor('#ABC')).toBe('#ABC');
  });

  it.each(['red', 'url(https://x)', '#12345', '#0f766e;background:red', '', null])(
    'replaces %j with the fallback',
    (color) => {
      expect(safeBrandColor(color)).toBe(FALLBACK_BRAND_COLOR);
    },
  );
});

describe('toIssueView', () => {
  const view = toIssueView('jce', issue);

  it('sanitises the description', () => {
    expect(view.descriptionHtml).toBe('<p>Special <em>issue</em></p>');
  });

  it('links the issue and its articles and drops empty sections', () => {
    expect(view.href).toBe('/journals/jce/volumes/3/issues/7');
    expect(view.sections).toHaveLength(1);
    expect(view.sections[0]?.articles[0]).toMatchObject({
      href: '/journals/jce/articles/canopy-gaps',
      authors: 'A and B',
      doiUrl: 'https://doi.org/10.5555/x',
    });
  });

  it('formats the publication date as DD-MM-YYYY', () => {
    expect(view.published).toEqual({ dateTime: '2026-10-15', text: '15-10-2026' });
  });
});

describe('groupByYear', () => {
  it('groups in the order years first appear', () => {
    const groups = groupByYear([
      { year: 2026, id: 3 },
      { year: 2026, id: 2 },
      { year: 2025, id: 1 },
    ]);
    expect(groups.map((group) => [group.year, group.items.map((item) => item.id)])).toEqual([
      [2026, [3, 2]],
      [2025, [1]],
    ]);
  });
});

describe('journalMiddleware', () => {
  /** A request's context whose API knows only the journal `known`, counting its calls. */
  function contextKnowing(known: string) {
    const asked: string[] = [];
    const context = new RouterContextProvider();
    const content = {
      journal: async ({ params: { slug } }: { params: { slug: string } }) => {
        asked.push(slug);
        if (slug !== known)
          throw new ApiError({ kind: 'http', status: 404, message: 'Not found.' });
        return { slug, title: `Journal ${slug}` } as Journal;
      },
    };
    context.set(apiContext, { content } as unknown as QuireApi);
    return { context, asked };
  }

  async function runFor(context: RouterContextProvider, slug: string) {
    const request = new Request(`http://site.test/journals/${slug}`);
    const args = { request, context, params: { slug }, url: new URL(request.url), pattern: '' };
    await journalMiddleware(args as never, async () => new Response());
  }

  it('puts the journal of the address into the context, asked once for layout and page', async () => {
    const { context, asked } = contextKnowing('jce');
    await runFor(context, 'jce');
    const [forLayout, forPage] = await Promise.all([
      context.get(journalContext),
      context.get(journalContext),
    ]);
    expect(forLayout.title).toBe('Journal jce');
    expect(forPage).toBe(forLayout);
    expect(asked).toEqual(['jce']);
  });

  it('keeps each request’s journal to itself', async () => {
    const one = contextKnowing('one');
    const two = contextKnowing('two');
    await Promise.all([runFor(one.context, 'one'), runFor(two.context, 'two')]);
    expect((await one.context.get(journalContext)).slug).toBe('one');
    expect((await two.context.get(journalContext)).slug).toBe('two');
  });

  it('answers 404 through the loaders that read a journal that does not exist', async () => {
    const { context } = contextKnowing('jce');
    await runFor(context, 'nope');
    await expect(context.get(journalContext)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
