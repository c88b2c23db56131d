import {
  createJournalBodySchema,
  doiSettingsBodySchema,
  journalSettingsBodySchema,
  sectionBodySchema,
  sectionUpdateBodySchema,
} from '@quire/contracts';
import { textField } from '@quire/site/server';

/*
 * The journal forms' fields read into the contract's bodies. A form posts text; these turn it
 * into what the API takes (numbers, booleans, one declaration per line) and check it with the
 * contract, so a refusal names its field before the API is asked.
 */

/** What the settings form posted, kept as typed so a refused form shows it again. */
export type TypedFields = Record<string, string>;

/** Every text field of a form, as typed (for a refused form). */
export function typedFields(form: FormData): TypedFields {
  const typed: TypedFields = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !(name in typed)) typed[name] = value;
  }
  return typed;
}

const ticked = (form: FormData, name: string) => form.get(name) === 'on';

/** The one-per-line declarations of the settings form, blank lines left out. */
export function declarationLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The contract's messages by field, for a form. */
export function messagesByField(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/** The settings form, checked with the contract. */
export function readSettingsForm(form: FormData) {
  return journalSettingsBodySchema.safeParse({
    version: Number(textField(form, 'version')),
    title: textField(form, 'title'),
    slug: textField(form, 'slug'),
    abbreviation: textField(form, 'abbreviation'),
    issn: textField(form, 'issn'),
    eissn: textField(form, 'eissn'),
    publisher: textField(form, 'publisher'),
    contactName: textField(form, 'contactName'),
    contactEmail: textField(form, 'contactEmail'),
    description: textField(form, 'description'),
    focusScope: textField(form, 'focusScope'),
    authorGuidelines: textField(form, 'authorGuidelines'),
    submissionDeclarations: declarationLines(textField(form, 'submissionDeclarations')),
    brandColor: textField(form, 'brandColor'),
    license: textField(form, 'license'),
    timeZone: textField(form, 'timeZone'),
    submissionsOpen: ticked(form, 'submissionsOpen'),
  });
}

/** The DOI settings form, checked with the contract (a blank password keeps the stored one). */
export function readDoiForm(form: FormData) {
  return doiSettingsBodySchema.safeParse({
    version: Number(textField(form, 'version')),
    prefix: textField(form, 'prefix'),
    articlePattern: textField(form, 'articlePattern'),
    issuePattern: textField(form, 'issuePattern'),
    noticePattern: textField(form, 'noticePattern'),
    crossmarkPolicyDoi: textField(form, 'crossmarkPolicyDoi'),
    depositorName: textField(form, 'depositorName'),
    depositorEmail: textField(form, 'depositorEmail'),
    username: textField(form, 'username'),
    password: textField(form, 'password'),
    clearPassword: ticked(form, 'clearPassword'),
    environment: textField(form, 'environment'),
  });
}

/** A section's form (add, or save with its `version`), checked with the contract. */
export function readSectionForm(form: FormData, { withVersion }: { withVersion: boolean }) {
  const fields = {
    title: textField(form, 'title'),
    abbreviation: textField(form, 'abbreviation'),
    policy: textField(form, 'policy'),
    submissionsOpen: ticked(form, 'submissionsOpen'),
    peerReviewed: ticked(form, 'peerReviewed'),
  };
  return withVersion
    ? sectionUpdateBodySchema.safeParse({ ...fields, version: Number(textField(form, 'version')) })
    : sectionBodySchema.safeParse(fields);
}

/** The new-journal form, checked with the contract. */
export function readCreateForm(form: FormData) {
  return createJournalBodySchema.safeParse({
    title: textField(form, 'title'),
    slug: textField(form, 'slug'),
    abbreviation: textField(form, 'abbreviation'),
  });
}

/** The ids in `order` with the one at `index` moved one place up (-1) or down (+1). */
export function moved<Item>(order: readonly Item[], index: number, step: -1 | 1): Item[] {
  const target = index + step;
  if (index < 0 || target < 0 || target >= order.length) return [...order];
  const next = [...order];
  [next[index], next[target]] = [next[target] as Item, next[index] as Item];
  return next;
}
