import { guardMiddleware, requireSession } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadEditorQueue, requireEditor } from '../../server/submission/editor.server';

/** Who may see this page (redirects run before its loader and action). */
export const adminSubmissionsMiddleware = [guardMiddleware('user')];

export async function adminSubmissionsLoader({ request, context }: LoaderFunctionArgs) {
  const editor = requireEditor(await requireSession(context));
  return loadEditorQueue({ request, context }, editor);
}
