import { data } from 'react-router';
import { readFormData } from '~/lib/form-data.server';
import { requireSession } from '~/lib/guard.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import { requireIdParam } from '~/lib/submission/api-errors.server';
import { roleField, uploadAndAttach } from '~/lib/submission/files.server';
import type { Route } from './+types/submission-upload';

/**
 * `POST /panel/submission/:id/upload` (multipart `file` + `role`): what the upload fields post to
 * from the browser, so they can show progress; answers JSON — the attached file, or
 * `{ message, fieldErrors }` with the API's status (413, 415…). Without JavaScript the same
 * upload goes through the page's own action.
 */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  await requireSession(request);
  const id = requireIdParam(params.id);
  const form = await readFormData(request);
  const role = roleField(form, ['manuscript', 'supplementary', 'revision']);
  if (!role) {
    return Response.json(
      { message: 'Say what the file is for.', fieldErrors: { role: ['Unknown file role.'] } },
      { status: 400 },
    );
  }
  const outcome = await uploadAndAttach(request, id, form, role);
  return outcome.ok
    ? Response.json(
        { file: outcome.file },
        { status: 201, headers: { 'Cache-Control': 'no-store' } },
      )
    : Response.json(outcome.failure, { status: outcome.status });
}

/** Only posts are answered here. */
export function loader() {
  throw data('Send the file with POST.', { status: 405, headers: { Allow: 'POST' } });
}
