import { type PublishSubmissionBody, publishSubmissionBodySchema } from '@quire/contracts';
import { numberField } from '@quire/site';
import { type ParsedForm, parseFields, textField } from '@quire/site/server';
import { type PanelTexts, panelTexts } from '../../texts';

/**
 * The editor's publish form as the API's body, checked by the contract the API applies to it:
 * the body, or each field's messages. The contract decides what is valid; the issue and
 * section lists word their refusals as choices, since the editor picks from a list.
 *
 * The section list starts with "The submission's section" (value ""): then `sectionId` is left
 * out of the body, because the API reads an explicit `null` as "no section" and would drop the
 * section the author chose. An empty licence is the journal's default: the API then applies it.
 */
export function readPublishBody(
  form: FormData,
  texts: PanelTexts = panelTexts(),
): ParsedForm<PublishSubmissionBody> {
  const optional = (name: string) => textField(form, name).trim() || null;
  const body = {
    issueId: numberField(form, 'issueId'),
    ...(textField(form, 'sectionId').trim() === ''
      ? {}
      : { sectionId: numberField(form, 'sectionId') }),
    pages: optional('pages'),
    doi: optional('doi'),
    licenseId: optional('licenseId'),
  };
  const parsed = parseFields(body, publishSubmissionBodySchema, {
    messages: { issueId: texts.chooseIssue, sectionId: texts.chooseOfferedSection },
  });
  // The API gets the body as read (the contract's output only trims it the same way).
  return parsed.ok ? { ok: true, data: body as PublishSubmissionBody } : parsed;
}
