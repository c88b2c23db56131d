import { Form, useActionData, useNavigation } from 'react-router';
import { useActionErrorModal } from '~/components/error-modal-provider';
import { ErrorSummary } from '~/components/error-summary';
import { JournalFields } from '~/components/submission/wizard/journal-fields';
import { WizardFrame } from '~/components/submission/wizard/wizard-frame';
import type { AuthHandle } from '~/lib/auth-guard';
import { isFormFailure } from '~/lib/form-errors';
import { requireSession } from '~/lib/guard.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { SUBMISSION_FIELD_LABELS } from '~/lib/submission/field-labels';
import { createSubmission, loadNewSubmission } from '~/lib/submission/wizard.server';
import type { Route } from './+types/submission-new';
import '~/components/submission/submission.css';

export const handle = { auth: 'user' } satisfies AuthHandle;

export async function loader({ request }: Route.LoaderArgs) {
  await requireSession(request, handle.auth);
  return loadNewSubmission(request);
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const session = await requireSession(request, handle.auth);
  return createSubmission(request, session);
}

export function meta(_: Route.MetaArgs) {
  return [{ title: 'New submission: journal · Quire' }];
}

/**
 * `/panel/submission/new`: the first step. Choosing the journal creates the draft (once, thanks
 * to the form's key) and opens the next step.
 */
export default function Page({ loaderData }: Route.ComponentProps) {
  const { options, clientKey } = loaderData;
  const result = useActionData<typeof action>();
  useActionErrorModal(result);
  const failure = isFormFailure(result) ? result : undefined;
  const busy = useNavigation().state === 'submitting';
  return (
    <WizardFrame current="journal" hrefFor={null}>
      <p>
        Choose the journal you are submitting to. Your draft is saved at every step: you can leave
        and come back to it from your submissions.
      </p>
      <ErrorSummary failure={failure} labels={SUBMISSION_FIELD_LABELS} />
      <Form method="post" className="q-form">
        <input type="hidden" name="clientKey" value={clientKey} />
        <JournalFields
          journals={options.journals}
          journalId={failure && 'journalId' in failure ? String(failure.journalId) : ''}
          sectionId={failure && 'sectionId' in failure ? String(failure.sectionId) : ''}
          failure={failure}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {busy ? 'Creating the draft…' : 'Save and continue'}
          </button>
        </div>
      </Form>
    </WizardFrame>
  );
}
