import type { AssignedEditor, EditorCandidate } from '@quire/contracts';
import { rolesInWords } from '@quire/contracts';
import { type SiteDate, SiteTime } from '@quire/site';
import { SelectField } from '@quire/ui';
import { Form, useNavigation } from 'react-router';
import { errorsFor, type SubmissionActionData } from '../lib/submission/action-data';
import { usePanelTexts } from '../texts';

/** An assigned editor with the assignment's date as the site shows it (the loader's `siteDate`). */
export type LabelledAssignedEditor = AssignedEditor & { assigned: SiteDate | null };

export interface AssignedEditorsProps {
  assigned: readonly LabelledAssignedEditor[];
  /** Who else may be assigned, the section's editors (`suggested`) first. */
  candidates: readonly EditorCandidate[];
  /** The submission's section, naming the suggested group. */
  sectionTitle: string | null;
  /** Whether editors can still be assigned (the submission is being handled). */
  open: boolean;
  /** The last post of these forms, when it failed. */
  result: SubmissionActionData | undefined;
}

/**
 * The editors of a submission: each assigned one with who assigned them and a button to remove
 * them, and a form to assign another — the section's editors offered first. Plain forms posting
 * `assign` and `unassign`, so it works without JavaScript.
 */
export function AssignedEditors({
  assigned,
  candidates,
  sectionTitle,
  open,
  result,
}: AssignedEditorsProps) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const failed = result?.form === 'assign' || result?.form === 'unassign' ? result : undefined;
  const suggested = candidates.filter((candidate) => candidate.suggested);
  const others = candidates.filter((candidate) => !candidate.suggested);
  const option = (candidate: EditorCandidate) => (
    <option key={candidate.id} value={candidate.id}>
      {`${candidate.name} — ${rolesInWords(candidate.roles)}`}
    </option>
  );
  return (
    <section className="q-section" aria-labelledby="editors-heading">
      <h2 id="editors-heading">{texts.editorsHeading}</h2>
      <p className="q-muted">{texts.editorsIntro}</p>
      {failed?.message && Object.keys(failed.fieldErrors ?? {}).length === 0 && (
        <p className="q-notice q-notice--error" role="alert">
          {failed.message}
        </p>
      )}
      {assigned.length === 0 ? (
        <p>{texts.noEditorsAssigned}</p>
      ) : (
        <ul className="q-assigned-editors">
          {assigned.map((editor) => (
            <li key={editor.id} className="q-assigned-editors__item">
              <span>
                <strong>{editor.name}</strong> · {rolesInWords(editor.roles)}
                <br />
                <span className="q-muted">
                  {editor.assigned ? (
                    <SiteTime
                      date={editor.assigned}
                      sentence={(date) => texts.assignedByOn(editor.assignedBy, date)}
                    />
                  ) : (
                    texts.assignedByOn(editor.assignedBy, '')
                  )}
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="unassign" />
                <input type="hidden" name="userId" value={editor.id} />
                <button type="submit" className="q-btn" disabled={busy}>
                  {texts.unassignEditor(editor.name)}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {open &&
        (candidates.length === 0 ? (
          <p className="q-muted">{texts.noEditorCandidates}</p>
        ) : (
          <Form method="post" className="q-form">
            <input type="hidden" name="intent" value="assign" />
            <SelectField
              id="assign-editor"
              name="userId"
              label={texts.assignEditorLabel}
              hint={texts.assignEditorHint}
              required
              defaultValue={failed?.form === 'assign' ? (failed.userId ?? '') : ''}
              errors={errorsFor(failed, 'userId')}
            >
              <option value="">{texts.chooseEditorOption}</option>
              {suggested.length > 0 && (
                <optgroup label={texts.suggestedEditors(sectionTitle ?? '')}>
                  {suggested.map(option)}
                </optgroup>
              )}
              {others.length > 0 && (
                <optgroup label={texts.journalEditors}>{others.map(option)}</optgroup>
              )}
            </SelectField>
            <div className="q-form-actions">
              <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
                {texts.assignEditorButton}
              </button>
            </div>
          </Form>
        ))}
    </section>
  );
}
