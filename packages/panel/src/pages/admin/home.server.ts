import { guardMiddleware, requireSession } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadAttention } from '../../server/attention/attention.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see this page (redirects run before its loader). */
export const adminHomeMiddleware = [guardMiddleware('user')];

/** `{paths.editorial}`: what needs the editor's attention. */
export async function adminHomeLoader({ request, context }: LoaderFunctionArgs) {
  const editor = requireEditor(await requireSession(context));
  return loadAttention({ request, context }, editor);
}
