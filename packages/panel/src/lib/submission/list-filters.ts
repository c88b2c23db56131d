import {
  EDITOR_VIEWS,
  type EditorView,
  SUBMISSION_STATUSES,
  SUBMISSION_TEXT_LIMITS,
  type SubmissionListQuery,
  type SubmissionStatus,
} from '@quire/contracts';
import { pageParam } from '@quire/site';

/** The filters of a submissions list, as read from its address (strings, '' = none). */
export interface SubmissionFilterValues {
  q: string;
  status: SubmissionStatus | '';
  journalId: string;
  /** One of the editors' views (the editors' queue only; '' = the whole queue). */
  view: EditorView | '';
  page: number;
}

// NUL and the other C0 controls can be neither typed into the search box nor stored by the
// database, which makes the API refuse the whole list; a hand-edited address gets spaces instead.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** Rows per page of every submissions list. */
export const SUBMISSIONS_PER_PAGE = 10;

/**
 * Reads `?q=&status=&journalId=&page=`; anything malformed counts as "no filter" (control
 * characters in `q` as spaces), so a hand-edited address never fails.
 */
export function readSubmissionFilters(search: URLSearchParams): SubmissionFilterValues {
  const status = search.get('status') ?? '';
  const journalId = search.get('journalId') ?? '';
  const view = search.get('view') ?? '';
  return {
    q: (search.get('q') ?? '')
      .replace(CONTROL_CHARACTERS, ' ')
      .trim()
      .slice(0, SUBMISSION_TEXT_LIMITS.search),
    status: SUBMISSION_STATUSES.includes(status as SubmissionStatus)
      ? (status as SubmissionStatus)
      : '',
    journalId: /^\d{1,9}$/.test(journalId) && Number(journalId) > 0 ? journalId : '',
    view: EDITOR_VIEWS.includes(view as EditorView) ? (view as EditorView) : '',
    page: pageParam(search.get('page')),
  };
}

/** The filters as the API's list query (typed as the API reads it: numbers, a known status). */
export function listQuery(
  filters: SubmissionFilterValues,
): SubmissionListQuery & { page: number; perPage: number; journalId?: number } {
  return {
    page: filters.page,
    perPage: SUBMISSIONS_PER_PAGE,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.journalId ? { journalId: Number(filters.journalId) } : {}),
  };
}

/** The filters as an address query (for pagination links). */
export function filtersQuery(filters: SubmissionFilterValues) {
  return {
    q: filters.q,
    status: filters.status,
    journalId: filters.journalId,
    ...(filters.view ? { view: filters.view } : {}),
  };
}
