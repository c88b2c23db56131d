import type { SubmissionAuthor, SubmissionDeclarations } from '@quire/contracts';

/** What the completeness check looks at. */
export interface CompletenessInput {
  journalId: number | null;
  title: string | null;
  abstract: string | null;
  keywords: readonly string[];
  authors: readonly Pick<SubmissionAuthor, 'corresponding'>[];
  declarations: SubmissionDeclarations;
  hasManuscript: boolean;
}

/**
 * Words in a text, counted as the panel counts them: runs of non-whitespace.
 * @example countWords('  two\nwords ') // 2
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Everything a draft still lacks before it can be submitted, as `{ field: [message] }`; empty
 * when it is complete. The keys are the wizard's field names, so each message lands beside its
 * field.
 */
export function missingForSubmit(
  submission: CompletenessInput,
  abstractWordLimit: number,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (submission.journalId === null) add('journalId', 'Choose the journal to submit to.');
  if (!submission.title?.trim()) add('title', 'Enter a title.');
  const abstract = submission.abstract?.trim() ?? '';
  if (!abstract) add('abstract', 'Write an abstract.');
  else {
    const words = countWords(abstract);
    if (words > abstractWordLimit) {
      add(
        'abstract',
        `The abstract has ${words} words; shorten it to at most ${abstractWordLimit}.`,
      );
    }
  }
  if (submission.keywords.length === 0) add('keywords', 'Add at least one keyword.');
  if (submission.authors.length === 0) add('authors', 'List at least one author.');
  else {
    const corresponding = submission.authors.filter((author) => author.corresponding).length;
    if (corresponding !== 1) {
      add('authors', 'Mark exactly one author as the corresponding author.');
    }
  }
  if (!submission.hasManuscript) add('manuscript', 'Upload the manuscript file.');
  const { originality, licence, privacy } = submission.declarations;
  if (!originality || !licence || !privacy) {
    add('declarations', 'Confirm all three declarations before submitting.');
  }
  return errors;
}
