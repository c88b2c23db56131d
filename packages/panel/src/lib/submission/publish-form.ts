import { licenseIdSchema, type PublishSubmissionBody } from '@quire/contracts';
import { panelTexts } from '../../texts';
import { idField } from './draft-form';

/** The publish form read into the API's body, or the fields that need another look. */
export type PublishFormResult =
  | { ok: true; body: PublishSubmissionBody }
  | { ok: false; fieldErrors: Record<string, string[]> };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Reads the editor's publish form. The section list starts with "The submission's section"
 * (value ""): then `sectionId` is left out of the body, because the API reads an explicit
 * `null` as "no section" and would drop the section the author chose.
 */
export function readPublishForm(form: FormData): PublishFormResult {
  const issueId = idField(form, 'issueId');
  if (issueId === null) return { ok: false, fieldErrors: { issueId: [panelTexts().chooseIssue] } };
  // "" is the journal's default licence: the API then applies it.
  const license = licenseIdSchema.nullable().safeParse(text(form, 'licenseId') || null);
  if (!license.success) {
    return {
      ok: false,
      fieldErrors: { licenseId: license.error.issues.map((issue) => issue.message) },
    };
  }
  const body: PublishSubmissionBody = {
    issueId,
    pages: text(form, 'pages') || null,
    doi: text(form, 'doi') || null,
    licenseId: license.data,
  };
  if (text(form, 'sectionId') !== '') {
    const sectionId = idField(form, 'sectionId');
    if (sectionId === null) {
      return { ok: false, fieldErrors: { sectionId: [panelTexts().chooseOfferedSection] } };
    }
    body.sectionId = sectionId;
  }
  return { ok: true, body };
}
