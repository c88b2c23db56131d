import { isApiError } from '@quire/api-client';
import {
  createIssueBodySchema,
  type EditableIssue,
  issueUpdateBodySchema,
  withdrawIssueBodySchema,
} from '@quire/contracts';
import { journalSite, type SiteDatedText, siteDatedText } from '@quire/site';
import {
  apiContext,
  formFailure,
  localFailure,
  type RequestArgs,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { editorIssuePath } from '../../lib/panel-paths';
import { panelTexts } from '../../texts';
import { instantToLocal, localToInstant } from '../editorial/zoned-time.server';
import { messagesByField, moved, typedFields } from '../journals/journal-forms.server';

/*
 * The editors' forms of one issue besides its cover: its details, its publication (now, at a
 * date, back to draft, withdrawn, current), its deletion and its table of contents. Each form
 * posts the issue's `version`, so a change someone made meanwhile is never overwritten.
 */

/** Where an issue stands, in the editors' words. */
export function issueStateText(
  issue: Pick<EditableIssue, 'state' | 'publishedAt' | 'isCurrent'>,
): SiteDatedText {
  const texts = panelTexts();
  const words = (text: string): SiteDatedText => ({ before: text, date: null, after: '' });
  switch (issue.state) {
    case 'draft':
      return words(texts.issueStateDraft);
    case 'scheduled':
      return siteDatedText(texts.issueStateScheduled, issue.publishedAt) ?? words('');
    case 'withdrawn':
      return words(texts.issueStateWithdrawn);
    default:
      return (
        siteDatedText(
          (date) => texts.issueStatusPublished(date, issue.isCurrent),
          issue.publishedAt,
        ) ?? words('')
      );
  }
}

/** What the issue page's forms need besides the cover. */
export function issueEditingView(issue: EditableIssue) {
  return {
    id: issue.id,
    version: issue.version,
    state: issue.state,
    stateText: issueStateText(issue),
    isCurrent: issue.isCurrent,
    timeZone: issue.journal.timeZone,
    /** The scheduled moment in the journal's time zone, for the date field ('' if none). */
    publishAt:
      issue.state === 'scheduled' && issue.publishedAt
        ? instantToLocal(issue.publishedAt, issue.journal.timeZone)
        : '',
    withdrawalReason: issue.withdrawalReason,
    details: {
      volume: String(issue.volume),
      number: String(issue.number),
      year: String(issue.year),
      title: issue.title ?? '',
      description: issue.description ?? '',
    },
    canDelete: issue.state === 'draft' && issue.articles.length === 0,
    sections: issue.sections,
    articles: issue.articles,
  };
}

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : value);

/**
 * The issue list's "new issue" form: a draft in one of the editor's journals. A refusal comes
 * back beside the form with what was typed; success opens the new issue's page.
 */
export async function createIssueAction({ context }: RequestArgs, form: FormData) {
  const values = typedFields(form);
  const parsed = createIssueBodySchema.safeParse({
    journalId: whole(textField(form, 'journalId')),
    volume: whole(textField(form, 'volume')),
    number: whole(textField(form, 'number')),
    year: whole(textField(form, 'year')),
    title: textField(form, 'title'),
  });
  if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
  try {
    const issue = await context.get(apiContext).editor.createIssue({ body: parsed.data });
    throw redirect(`${editorIssuePath(journalSite().paths, issue.id)}?saved=created`);
  } catch (caught) {
    if (caught instanceof Response) throw caught;
    return formFailure(caught, values);
  }
}

/** The articles' order, sections and pages as the contents form sent them. */
function contentsOf(form: FormData) {
  return form
    .getAll('article')
    .filter((value): value is string => typeof value === 'string')
    .map((id) => {
      const section = textField(form, `section-${id}`);
      return {
        id: Number(id),
        sectionId: section ? Number(section) : null,
        pages: textField(form, `pages-${id}`),
      };
    });
}

/**
 * The issue page's posts besides the cover's, by `intent`: `details`, `publish` (now),
 * `schedule` (at `publishAt`, in the journal's time zone), `unschedule`, `withdraw` (with a
 * `reason`), `current`, `delete`, and `contents` (with `move=up:<id>` or `down:<id>` when an
 * article's move button sent it). Done, the page opens again with what happened.
 */
export async function issueEditingAction(
  { context }: RequestArgs,
  id: number,
  form: FormData,
  intent: string,
) {
  const api = context.get(apiContext).editor;
  const texts = panelTexts();
  const version = Number(textField(form, 'version'));
  const values = { intent, ...typedFields(form) };
  const done = (saved: string) =>
    redirect(`${editorIssuePath(journalSite().paths, id)}?saved=${saved}`);
  try {
    switch (intent) {
      case 'details': {
        const parsed = issueUpdateBodySchema.safeParse({
          volume: whole(textField(form, 'volume')),
          number: whole(textField(form, 'number')),
          year: whole(textField(form, 'year')),
          title: textField(form, 'title'),
          description: textField(form, 'description'),
          version,
        });
        if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
        await api.saveIssue({ params: { issueId: id }, body: parsed.data });
        return done('details');
      }
      case 'publish':
        await api.publishIssue({ params: { issueId: id }, body: { at: null, version } });
        return done('published');
      case 'schedule': {
        const issue = await api.issue({ params: { issueId: id } });
        const local = textField(form, 'publishAt').trim();
        const at = local ? localToInstant(local, issue.journal.timeZone) : null;
        if (!at) {
          return localFailure({ publishAt: [texts.issueScheduleMissing] }, values);
        }
        await api.publishIssue({ params: { issueId: id }, body: { at, version } });
        return done('scheduled');
      }
      case 'unschedule':
        await api.unscheduleIssue({ params: { issueId: id }, body: { version } });
        return done('unscheduled');
      case 'withdraw': {
        const parsed = withdrawIssueBodySchema.safeParse({
          reason: textField(form, 'reason'),
          version,
        });
        if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
        await api.withdrawIssue({ params: { issueId: id }, body: parsed.data });
        return done('withdrawn');
      }
      case 'current':
        await api.makeIssueCurrent({ params: { issueId: id }, body: { version } });
        return done('current');
      case 'delete':
        await api.removeIssue({ params: { issueId: id } });
        throw redirect(`${journalSite().paths.issues}?saved=deleted`);
      case 'contents': {
        let articles = contentsOf(form);
        const [direction, moving] = textField(form, 'move').split(':');
        if (direction === 'up' || direction === 'down') {
          const from = articles.findIndex((article) => article.id === Number(moving));
          articles = moved(articles, from, direction === 'up' ? -1 : 1);
        }
        await api.saveIssueContents({ params: { issueId: id }, body: { articles, version } });
        return done('contents');
      }
    }
  } catch (caught) {
    if (caught instanceof Response) throw caught;
    if (isApiError(caught) && caught.status === 404) throw data('Not Found', { status: 404 });
    return formFailure(caught, values);
  }
  throw data(texts.unknownFormIntent, { status: 400 });
}
