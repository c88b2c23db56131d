// @vitest-environment node
import { type Session, SUBMISSION_TEXT_LIMITS } from '@quire/contracts';
import { contextForRequest, type RequestArgs } from '@quire/site/server';
import { describe, expect, it } from 'vitest';
import { applySubmissionDetailAction } from './detail.server';
import { editorSubmissionAction } from './editor.server';
import { createSubmission, wizardAction } from './wizard.server';

// Every post here breaks the contract the API would apply, so the action answers before it
// calls the API: no API runs behind these tests, and a check that moved to the API would fail
// them (the call would be refused as unreachable instead of answering beside the field).
function post(fields: [string, string][]): RequestArgs {
  const request = new Request('http://site.test/panel/submissions/7/edit', {
    method: 'POST',
    headers: { Origin: 'http://site.test' },
    body: new URLSearchParams(fields),
  });
  return { request, context: contextForRequest(request) };
}

function failureOf(answer: unknown): { status: number } & Record<string, unknown> {
  const { data, init } = answer as { data: Record<string, unknown>; init: { status: number } };
  return { status: init.status, ...data };
}

const author: Session = {
  user: { id: 3, name: 'Ada Author', email: 'ada@example.org', role: 'author' },
} as Session;

describe('the wizard checks each step with the draft contract', () => {
  it('refuses an over-long title and keeps what was typed', async () => {
    const title = 'T'.repeat(SUBMISSION_TEXT_LIMITS.title + 1);
    const failure = failureOf(
      await wizardAction(
        post([
          ['intent', 'save'],
          ['step', 'details'],
          ['title', title],
          ['abstract', 'A short abstract.'],
        ]),
        7,
      ),
    );
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors).toEqual({
      title: [`The title has at most ${SUBMISSION_TEXT_LIMITS.title} characters.`],
    });
    expect(failure).toMatchObject({ step: 'details', title, abstract: 'A short abstract.' });
  });

  it('names the author row and field of a bad email, as the API would', async () => {
    const failure = failureOf(
      await wizardAction(
        post([
          ['intent', 'save'],
          ['step', 'authors'],
          ['authors.0.name', 'Ada Author'],
          ['authors.0.email', 'ada@example.org'],
          ['authors.1.name', 'Grace Hopper'],
          ['authors.1.email', 'grace-at-navy'],
          ['corresponding', '0'],
        ]),
        7,
      ),
    );
    expect(failure.status).toBe(400);
    expect(Object.keys(failure.fieldErrors as object)).toEqual(['authors.1.email']);
    expect(failure.authors).toHaveLength(2);
  });

  it('words a forged journal id as a choice from the list', async () => {
    const failure = failureOf(
      await wizardAction(
        post([
          ['intent', 'save'],
          ['step', 'journal'],
          ['journalId', '2'],
          ['sectionId', '1e3'],
        ]),
        7,
      ),
    );
    expect(failure.fieldErrors).toEqual({ sectionId: ['Choose one of the sections offered.'] });
  });

  it('refuses a note to the editor over its limit on submit', async () => {
    const note = 'n'.repeat(SUBMISSION_TEXT_LIMITS.submitNote + 1);
    const failure = failureOf(
      await wizardAction(
        post([
          ['intent', 'submit'],
          ['step', 'review'],
          ['message', note],
        ]),
        7,
      ),
    );
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors).toEqual({
      message: [
        `The note to the editor has at most ${SUBMISSION_TEXT_LIMITS.submitNote} characters.`,
      ],
    });
  });

  it('creates nothing from a forged journal id', async () => {
    const failure = failureOf(
      await createSubmission(
        post([
          ['journalId', 'ecology'],
          ['clientKey', 'key-0123456789'],
        ]),
        author,
      ),
    );
    expect(failure.fieldErrors).toEqual({
      journalId: ['Choose the journal you are submitting to.'],
    });
    expect(failure).toMatchObject({ journalId: 'ecology', clientKey: 'key-0123456789' });
  });
});

describe('the editor’s forms check with the decision and publish contracts', () => {
  it('refuses a decision that is not one', async () => {
    const failure = failureOf(
      await editorSubmissionAction(
        post([
          ['intent', 'decide'],
          ['decision', 'publish'],
        ]),
        7,
      ),
    );
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors).toEqual({ decision: ['Choose one of the decisions offered.'] });
  });

  it('asks for the letter of a decline before asking the API', async () => {
    const failure = failureOf(
      await editorSubmissionAction(
        post([
          ['intent', 'decide'],
          ['decision', 'decline'],
          ['message', '   '],
        ]),
        7,
      ),
    );
    expect(failure.fieldErrors).toEqual({
      message: ['Write to the author what this decision means for them.'],
    });
    expect(failure).toMatchObject({ form: 'decision', decision: 'decline' });
  });

  it('refuses an over-long letter with the contract’s limit', async () => {
    const letter = 'l'.repeat(SUBMISSION_TEXT_LIMITS.decisionMessage + 1);
    const failure = failureOf(
      await editorSubmissionAction(
        post([
          ['intent', 'decide'],
          ['decision', 'accept'],
          ['message', letter],
        ]),
        7,
      ),
    );
    expect(failure.fieldErrors).toEqual({
      message: [
        `The message to the author has at most ${SUBMISSION_TEXT_LIMITS.decisionMessage} characters.`,
      ],
    });
    expect(failure.letter).toBe(letter);
  });

  it('refuses a malformed DOI on publish and keeps the form', async () => {
    const failure = failureOf(
      await editorSubmissionAction(
        post([
          ['intent', 'publish'],
          ['issueId', '4'],
          ['doi', 'https://doi.org/10.1234/x'],
          ['pages', '1–9'],
        ]),
        7,
      ),
    );
    expect(failure.fieldErrors).toEqual({ doi: ['Enter a DOI like 10.1234/abc.2026.1.'] });
    expect(failure).toMatchObject({ form: 'publish', issueId: '4', pages: '1–9' });
  });
});

describe('the author’s resubmission checks with its contract', () => {
  it('asks what changed when the response is blank', async () => {
    const failure = failureOf(
      await applySubmissionDetailAction(
        post([
          ['intent', 'resubmit'],
          ['message', '  '],
        ]),
        7,
      ),
    );
    expect(failure.status).toBe(400);
    expect(failure.fieldErrors).toEqual({ message: ['Tell the editor what you changed.'] });
    expect(failure).toMatchObject({ form: 'resubmit', response: '  ' });
  });
});
