import type { QuireApi } from '@quire/api-client';
import { type StaffCandidate, staffCandidatesQuerySchema } from '@quire/contracts';
import { rethrowApiError } from '../submission/api-errors.server';

/**
 * The staff page's search by name (`?find=`), for a manager adding someone whose email they do
 * not know: the text as typed, the accounts found, or why the text cannot be searched for
 * (shown beside the field). Nothing is asked of the API until something was typed.
 */
export interface StaffFinding {
  /** What was typed ('' when nothing was searched for). */
  find: string;
  /** The accounts whose name contains it (null: no search made). */
  found: StaffCandidate[] | null;
  /** Why the text was refused, beside the field. */
  errors: string[];
  /** The address chosen from the results (`?email=`), put in the add form. */
  chosenEmail: string;
}

/** Reads `?find=` and `?email=` and, when a name was typed, asks the API for its accounts. */
export async function findStaffCandidates(
  api: QuireApi,
  journalId: number,
  url: URL,
): Promise<StaffFinding> {
  const find = url.searchParams.get('find') ?? '';
  const chosenEmail = (url.searchParams.get('email') ?? '').trim().slice(0, 320);
  if (!url.searchParams.has('find')) return { find, found: null, errors: [], chosenEmail };
  const parsed = staffCandidatesQuerySchema.safeParse({ name: find });
  if (!parsed.success) {
    return {
      find,
      found: null,
      errors: parsed.error.issues.map((issue) => issue.message),
      chosenEmail,
    };
  }
  const { data } = await api.staff
    .candidates({ params: { journalId }, query: { name: parsed.data.name } })
    .catch(rethrowApiError);
  return { find, found: data, errors: [], chosenEmail };
}
