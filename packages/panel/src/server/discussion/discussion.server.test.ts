// @vitest-environment node
import { DISCUSSION_MESSAGE_MAX_LENGTH } from '@quire/contracts';
import { contextForRequest } from '@quire/site/server';
import { describe, expect, it } from 'vitest';
import { DISCUSSION_INTENT, discussionAction } from './discussion.server';

// Each post here breaks the contract the API applies, so the action answers before it calls the
// API: no API runs behind these tests (a check left to the API would fail them as unreachable).
function post(fields: [string, string][]) {
  const request = new Request('http://site.test/review?token=abc', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return { context: contextForRequest(request) };
}

function formData(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
}

function failureOf(answer: unknown): { status: number } & Record<string, unknown> {
  const { data, init } = answer as { data: Record<string, unknown>; init: { status: number } };
  return { status: init.status, ...data };
}

const seat = { as: 'review-link', token: 'abc' } as const;

describe('a discussion message from a page’s form', () => {
  it('leaves every other post to the page’s own action', async () => {
    const fields: [string, string][] = [['intent', 'accept']];
    const { context } = post(fields);
    expect(await discussionAction({ context }, seat, formData(fields), '/review?token=abc')).toBe(
      null,
    );
  });

  it('refuses an empty message beside the box, with the thread it was for', async () => {
    const fields: [string, string][] = [
      ['intent', DISCUSSION_INTENT],
      ['thread', 'editor-reviewer-4'],
      ['clientId', 'client-id-0001'],
      ['body', '   '],
    ];
    const { context } = post(fields);
    const failure = failureOf(
      await discussionAction({ context }, seat, formData(fields), '/review?token=abc'),
    );
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors).toEqual({ body: ['Write a message.'] });
    expect(failure).toMatchObject({ form: 'discussion', thread: 'editor-reviewer-4' });
  });

  it('refuses a message over the limit, keeping what was typed', async () => {
    const body = 'x'.repeat(DISCUSSION_MESSAGE_MAX_LENGTH + 1);
    const fields: [string, string][] = [
      ['intent', DISCUSSION_INTENT],
      ['thread', 'editor-author'],
      ['clientId', 'client-id-0002'],
      ['body', body],
    ];
    const { context } = post(fields);
    const failure = failureOf(
      await discussionAction(
        { context },
        { as: 'author', submissionId: 7 },
        formData(fields),
        '/p',
      ),
    );
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors).toEqual({
      body: [`A message can be at most ${DISCUSSION_MESSAGE_MAX_LENGTH} characters.`],
    });
    expect(failure.body).toBe(body);
  });

  it('refuses more files than a message carries before uploading any', async () => {
    const fields: [string, string][] = [
      ['intent', DISCUSSION_INTENT],
      ['thread', 'editor-author'],
      ['clientId', 'client-id-0003'],
      ['body', 'Six files'],
    ];
    const { context } = post(fields);
    const form = formData(fields);
    for (let index = 0; index < 6; index += 1) {
      form.append(
        'files',
        new File(['%PDF-1.4'], `part-${index}.pdf`, { type: 'application/pdf' }),
      );
    }
    // An empty file input sends one nameless, empty part: it is no file.
    form.append('files', new File([], ''));
    const failure = failureOf(
      await discussionAction({ context }, { as: 'author', submissionId: 7 }, form, '/p'),
    );
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors).toEqual({
      attachmentIds: ['A message can carry at most 5 files.'],
    });
    expect(failure.body).toBe('Six files');
  });
});
