import { guardMiddleware, requireSession } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadAudit } from '../../server/audit/audit.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see this page (redirects run before its loader). */
export const adminAuditMiddleware = [guardMiddleware('user')];

/** `{paths.audit}`: the back office's changes (journal managers and site administrators). */
export async function adminAuditLoader({ request, context }: LoaderFunctionArgs) {
  const editor = requireEditor(await requireSession(context));
  return loadAudit({ request, context }, editor);
}
