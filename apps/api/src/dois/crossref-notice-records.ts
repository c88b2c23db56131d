import { NOTICE_TYPE_LABELS } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { articleNotices, articles, journals } from '../db/schema';
import { notFound } from '../http/errors';
import { recordLinks } from '../oai/record-links';
import {
  accountOf,
  type BuiltDeposit,
  type DepositSubject,
  depositHead,
  refusal,
  registerIds,
} from './crossref-head';
import { crossrefNoticeXml } from './crossref-xml';

/*
 * A notice's deposit, as Crossref documents an update: the notice is an item of its own (its DOI,
 * its page, its date) whose `crossmark` names the article's DOI it updates and the update's type
 * (the notice's type is Crossref's name for it). Crossref takes `updates` only inside `crossmark`,
 * which names the journal's Crossmark policy DOI, so a journal without one cannot deposit notices.
 */

/** Builds a notice's deposit, not yet validated; 409 naming what to mend when it cannot be made. */
export async function composeNoticeDeposit(
  db: Database,
  origins: { webOrigin: string; backendUrl: string },
  subject: Extract<DepositSubject, { kind: 'notice' }>,
  now = new Date(),
): Promise<BuiltDeposit> {
  const [row] = await db
    .select({ notice: articleNotices, article: articles, journal: journals })
    .from(articleNotices)
    .innerJoin(articles, eq(articles.id, articleNotices.articleId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(eq(articleNotices.id, subject.id));
  if (!row) throw notFound('The notice');
  const { notice, article, journal } = row;
  if (!notice.doi) {
    throw refusal('The notice has no DOI: set the journal’s DOI prefix before publishing notices.');
  }
  if (!article.doi) {
    throw refusal(
      'The article this notice updates has no DOI: Crossref links a notice to the DOI it updates.',
    );
  }
  if (!journal.crossmarkPolicyDoi) {
    throw refusal(
      'Give the journal’s Crossmark policy DOI in its DOI settings: Crossref takes a notice’s link to its article only with it.',
      'crossmarkPolicyDoi',
    );
  }
  const head = depositHead(journal, subject, now);
  const links = recordLinks(origins.webOrigin, origins.backendUrl);
  const xml = crossrefNoticeXml({
    ...head,
    notice: {
      title: `${NOTICE_TYPE_LABELS[notice.type]}: ${article.title}`,
      updateType: notice.type,
      date: notice.date,
      doi: notice.doi,
      url: links.noticeUrl({ journalSlug: journal.slug }, notice.id),
      updatesDoi: article.doi,
      crossmarkPolicyDoi: journal.crossmarkPolicyDoi,
    },
  });
  return {
    xml,
    fileName: `${journal.slug}-notice-${notice.id}.xml`,
    doiIds: await registerIds(db, [notice.doi]),
    journalId: journal.id,
    account: accountOf(journal),
  };
}
