import { apiContext, guardMiddleware, requireSession } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadAttention } from '../../server/attention/attention.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see this page (redirects run before its loader). */
export const adminHomeMiddleware = [guardMiddleware('user')];

/** `{paths.editorial}`: what needs the editor's attention, and the counts of their views. */
export async function adminHomeLoader({ request, context }: LoaderFunctionArgs) {
  const editor = requireEditor(await requireSession(context));
  const [attention, views] = await Promise.all([
    loadAttention({ request, context }, editor),
    context.get(apiContext).editor.viewCounts(),
  ]);
  return { ...attention, views };
}
