import { requireSession } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadEditorQueue, requireEditor } from '../../server/submission/editor.server';
import { adminSubmissionsHandle } from './submissions';

export async function adminSubmissionsLoader({ request }: LoaderFunctionArgs) {
  requireEditor(await requireSession(request, adminSubmissionsHandle.auth));
  return loadEditorQueue(request);
}
