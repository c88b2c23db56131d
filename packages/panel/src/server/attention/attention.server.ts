import { isSiteAdministrator, type JournalAttention, type Session } from '@quire/contracts';
import { journalSite, withQuery } from '@quire/site';
import { apiContext, type RequestArgs } from '@quire/site/server';
import { journalSettingsPath, journalStaffPath } from '../../lib/panel-paths';
import { panelTexts } from '../../texts';
import { rethrowApiError } from '../submission/api-errors.server';

/** One thing that waits, in words, and where to act on it. */
export interface AttentionLink {
  text: string;
  href: string;
}

/** A journal's card on the back office's dashboard. */
export interface JournalAttentionView {
  id: number;
  title: string;
  settingsHref: string;
  items: AttentionLink[];
}

function toView(entry: JournalAttention): JournalAttentionView {
  const { paths } = journalSite();
  const texts = panelTexts();
  const { journal } = entry;
  const queue = (status: string) =>
    withQuery(paths.editorSubmissions, { status, journalId: journal.id });
  const settings = journalSettingsPath(paths, journal.id);
  const items: AttentionLink[] = [];
  if (entry.newSubmissions > 0) {
    items.push({
      text: texts.attentionNewSubmissions(entry.newSubmissions),
      href: queue('submitted'),
    });
  }
  if (entry.underReview > 0) {
    items.push({
      text: texts.attentionUnderReview(entry.underReview),
      href: queue('under_review'),
    });
  }
  if (entry.acceptedUnpublished > 0) {
    items.push({
      text: texts.attentionAccepted(entry.acceptedUnpublished),
      href: queue('accepted'),
    });
  }
  if (entry.newsDrafts > 0) {
    items.push({
      text: texts.attentionNewsDrafts(entry.newsDrafts),
      href: withQuery(paths.newsAdmin, { journal: journal.slug, status: 'draft' }),
    });
  }
  if (entry.expiredInvitations > 0) {
    items.push({
      text: texts.attentionExpiredInvitations(entry.expiredInvitations),
      href: journalStaffPath(paths, journal.slug),
    });
  }
  if (entry.noSections) items.push({ text: texts.attentionNoSections, href: settings });
  if (entry.closed) items.push({ text: texts.attentionClosed, href: settings });
  return { id: journal.id, title: journal.title, settingsHref: settings, items };
}

/** `{paths.editorial}`: what waits for the editor, per journal, with the back office's links. */
export async function loadAttention({ context }: RequestArgs, editor: Session['user']) {
  const { paths } = journalSite();
  const attention = await context.get(apiContext).attention.read().catch(rethrowApiError);
  const journals = attention.journals.map(toView);
  const siteDrafts = attention.siteNewsDrafts ?? 0;
  return {
    journals,
    site:
      siteDrafts > 0
        ? [
            {
              text: panelTexts().attentionNewsDrafts(siteDrafts),
              href: withQuery(paths.newsAdmin, { journal: 'site', status: 'draft' }),
            },
          ]
        : [],
    siteAdmin: isSiteAdministrator(editor),
    waiting: journals.some((journal) => journal.items.length > 0) || siteDrafts > 0,
  };
}
