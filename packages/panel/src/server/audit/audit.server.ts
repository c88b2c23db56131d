import { isApiError } from '@quire/api-client';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type Session,
} from '@quire/contracts';
import { journalSite, type SiteDate, siteDate, withQuery } from '@quire/site';
import { apiContext, type RequestArgs } from '@quire/site/server';
import { panelTexts } from '../../texts';
import { editorJournals } from '../editor-journals.server';
import { rethrowApiError } from '../submission/api-errors.server';

/** Entries per page of the audit log. */
export const AUDIT_PER_PAGE = 25;

/** The longest value an entry shows before it is cut (a description can be pages long). */
const VALUE_PREVIEW_LENGTH = 300;

/** The audit log's filters, as the address carries them. */
export interface AuditFilters {
  journal: string;
  action: AuditAction | '';
  who: string;
}

/** One field's change, in words. */
export interface AuditChangeView {
  field: string;
  before: string;
  after: string;
}

/** One entry as the audit log shows it. */
export interface AuditEntryView {
  id: number;
  at: SiteDate | null;
  who: string;
  journal: string | null;
  action: string;
  subject: string;
  changes: AuditChangeView[];
}

/** A stored value in words: text as it is (cut when long), lists joined, nothing as a dash. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = Array.isArray(value)
    ? value.length === 0
      ? '—'
      : value.map(String).join(', ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return text.length > VALUE_PREVIEW_LENGTH ? `${text.slice(0, VALUE_PREVIEW_LENGTH)}…` : text;
}

function toEntryView(entry: AuditEntry): AuditEntryView {
  const texts = panelTexts();
  return {
    id: entry.id,
    at: siteDate(entry.at, { withTime: true }),
    who: entry.actor ? `${entry.actor.name} (${entry.actor.email})` : texts.auditFormerAccount,
    journal: entry.journal?.title ?? null,
    action: AUDIT_ACTION_NAMES[entry.action],
    subject: entry.subject,
    changes: entry.changes.map((change) => ({
      field: texts.auditFieldName(change.field),
      before: auditValue(change.before),
      after: auditValue(change.after),
    })),
  };
}

/** Reads the filters from the address; unknown values are dropped. */
function readFilters(url: URL): AuditFilters & { before: number | undefined } {
  const action = url.searchParams.get('action') ?? '';
  const before = Number(url.searchParams.get('before'));
  const text = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 200);
  return {
    journal: text('journal'),
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : '',
    who: text('who'),
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  };
}

/**
 * `{paths.audit}`: the back office's changes, newest first, filtered by journal, action and who;
 * "Older entries" continues below the last one shown. A filter the API refuses (text it cannot
 * search with) shows its message above an empty list instead of an error page.
 */
export async function loadAudit({ request, context }: RequestArgs, editor: Session['user']) {
  const { paths } = journalSite();
  const filters = readFilters(new URL(request.url));
  const { before, ...shown } = filters;
  const api = context.get(apiContext);
  const [journals, page] = await Promise.all([
    editorJournals({ context }, editor),
    api.audit
      .list({
        query: {
          journal: filters.journal || undefined,
          action: filters.action || undefined,
          who: filters.who || undefined,
          before,
          limit: AUDIT_PER_PAGE,
        },
      })
      .catch((caught: unknown) => {
        if (isApiError(caught) && caught.status === 400) return caught;
        return rethrowApiError(caught);
      }),
  ]);
  const refused = isApiError(page) ? page.message : null;
  const entries = isApiError(page) ? [] : page.data.map(toEntryView);
  const nextBefore = isApiError(page) ? null : page.meta.nextBefore;
  return {
    filters: shown,
    journals: journals.map(({ slug, title }) => ({ value: slug, label: title })),
    actions: AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_NAMES[action] })),
    entries,
    refused,
    paged: before !== undefined,
    firstHref: withQuery(paths.audit, shown),
    olderHref:
      nextBefore === null ? null : withQuery(paths.audit, { ...shown, before: nextBefore }),
  };
}
