import { randomBytes } from 'node:crypto';
import {
  LICENSE_OPTIONS,
  type PublishSubmissionBody,
  type PublishTarget,
  refusalMessage,
} from '@quire/contracts';
import { and, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { editorialScope, publishingScope } from '../access/access';
import type { SessionUser } from '../auth/session';
import { isPublished } from '../content/published';
import type { Database } from '../db/client';
import {
  articles,
  files,
  issues,
  journals,
  sections,
  submissionEvents,
  submissionFiles,
  volumes,
} from '../db/schema';
import { queueDeposit } from '../dois/doi-deposits';
import { assertDoiFree, mintIssueDois } from '../dois/doi-minting';
import type { FileStorage } from '../files/storage';
import { conflict, forbidden, notFound } from '../http/errors';
import { insertNotification } from '../notifications/notification-store';
import { slugify, uniqueSlug } from '../seed/slugify';
import { abstractToHtml } from './abstract-html';
import { unprocessable } from './placement';
import { approvedGalleys, readGalleyText } from './submission-production';
import { articlePath, findSubmission, type SubmissionRow } from './submission-view';
import {
  type CreatedNotification,
  noticeTitle,
  recordTransition,
  submissionLink,
} from './submission-workflow';

/**
 * The submission an editor is about to publish: 404 outside their editorial scope, 403 when they
 * may see it but not publish (a section editor: only a journal's managers and editors publish).
 */
async function findForPublishing(
  db: Database,
  editor: SessionUser,
  id: number,
): Promise<SubmissionRow> {
  const row = await findSubmission(db, id, { editor: editorialScope(editor) });
  if (!row) throw notFound('The submission');
  const scope = publishingScope(editor);
  if (scope !== 'all' && (row.journalId === null || !scope.includes(row.journalId))) {
    throw forbidden('Only the journal’s managers and editors can publish.');
  }
  return row;
}

/**
 * The issues of a submission's journal, newest first, each with the journal's sections (2
 * queries). Unpublished issues are listed too: publishing into one makes the article public
 * when the issue is.
 */
export async function listPublishTargets(
  db: Database,
  editor: SessionUser,
  id: number,
): Promise<PublishTarget[]> {
  const row = await findForPublishing(db, editor, id);
  if (row.journalId === null) return [];
  const journalId = row.journalId;
  const rows = await db
    .select({
      id: issues.id,
      volume: volumes.number,
      number: issues.number,
      year: issues.year,
      title: issues.title,
      isPublished: sql<boolean>`coalesce(${issues.publishedAt} <= now(), false)`,
      sections: sql<Array<{ id: number; title: string }>>`coalesce((
        select json_agg(json_build_object('id', s.id, 'title', s.title) order by s.position, s.id)
        from sections s where s.journal_id = ${journalId}), '[]'::json)`,
    })
    .from(issues)
    .innerJoin(volumes, eq(volumes.id, issues.volumeId))
    .where(eq(issues.journalId, journalId))
    .orderBy(desc(issues.year), desc(volumes.number), desc(issues.number), desc(issues.id));
  return rows;
}

/** The PDF files of a submission that can become its galley, latest round (and upload) first. */
async function galleyCandidates(db: Database, submissionId: number) {
  return db
    .select({
      id: files.id,
      storageKey: files.storageKey,
      originalName: files.originalName,
      size: files.size,
    })
    .from(submissionFiles)
    .innerJoin(files, eq(files.id, submissionFiles.fileId))
    .where(
      and(
        eq(submissionFiles.submissionId, submissionId),
        inArray(submissionFiles.role, ['manuscript', 'revision']),
        eq(files.mimeType, 'application/pdf'),
      ),
    )
    .orderBy(desc(submissionFiles.round), desc(submissionFiles.id));
}

/** A slug for a new article, unique in its journal (one query). */
export async function freeArticleSlug(
  db: Database,
  journalId: number,
  title: string,
): Promise<string> {
  const base = slugify(title);
  const taken = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(
      and(
        eq(articles.journalId, journalId),
        or(eq(articles.slug, base), like(articles.slug, `${base}-%`)),
      ),
    );
  return uniqueSlug(title, new Set(taken.map((entry) => entry.slug)));
}

/** The calendar day (YYYY-MM-DD, UTC) of a moment. */
function dayOf(moment: Date | null | undefined): string | null {
  return moment ? moment.toISOString().slice(0, 10) : null;
}

/** Where an accepted submission goes: its issue (labelled, public yet or not) and section. */
interface PublishPlacement {
  issueId: number;
  sectionId: number | null;
  journalSlug: string;
  /** `Vol. 3 No. 2 (2026)`, the way journals label an issue. */
  issueLabel: string;
  /** Whether readers see the issue now; if not, the article waits for it. */
  issueIsPublic: boolean;
  /** The licence chosen by the editor, else the journal's default. */
  license: { name: string; url: string | null };
}

/** Checks the issue and section chosen for an accepted submission. */
async function checkTarget(
  db: Database,
  row: SubmissionRow,
  body: PublishSubmissionBody,
): Promise<PublishPlacement> {
  const journalId = row.journalId;
  const sectionSent = body.sectionId !== undefined;
  const sectionId = sectionSent ? (body.sectionId ?? null) : row.sectionId;
  const [[issue], [section], [journal]] = await Promise.all([
    db
      .select({
        journalId: issues.journalId,
        volume: volumes.number,
        number: issues.number,
        year: issues.year,
        isPublic: sql<boolean>`coalesce(${isPublished(issues.publishedAt)}, false)`,
      })
      .from(issues)
      .innerJoin(volumes, eq(volumes.id, issues.volumeId))
      .where(eq(issues.id, body.issueId))
      .limit(1),
    sectionId === null
      ? Promise.resolve([])
      : db
          .select({ journalId: sections.journalId })
          .from(sections)
          .where(eq(sections.id, sectionId))
          .limit(1),
    journalId === null
      ? Promise.resolve([])
      : db
          .select({
            slug: journals.slug,
            licenseName: journals.licenseName,
            licenseUrl: journals.licenseUrl,
          })
          .from(journals)
          .where(eq(journals.id, journalId))
          .limit(1),
  ]);
  if (journalId === null || !journal) {
    throw conflict('The submission’s journal no longer exists, so it cannot be published.');
  }
  if (!issue || issue.journalId !== journalId) {
    throw unprocessable('issueId', 'Choose an issue of the journal this submission was sent to.');
  }
  let placedIn: number | null = null;
  if (sectionId !== null && section?.journalId === journalId) placedIn = sectionId;
  else if (sectionId !== null && sectionSent) {
    throw unprocessable(
      'sectionId',
      'Choose a section of the journal this submission was sent to.',
    );
  }
  return {
    issueId: body.issueId,
    sectionId: placedIn,
    journalSlug: journal.slug,
    issueLabel: `Vol. ${issue.volume} No. ${issue.number} (${issue.year})`,
    issueIsPublic: issue.isPublic,
    license: chosenLicense(body.licenseId) ?? {
      name: journal.licenseName,
      url: journal.licenseUrl,
    },
  };
}

/** The offered licence an editor picked, if any. */
function chosenLicense(id: string | null | undefined): PublishPlacement['license'] | undefined {
  const option = LICENSE_OPTIONS.find((candidate) => candidate.id === id);
  return option ? { name: option.name, url: option.url } : undefined;
}

/**
 * What the author is told on publication. An article in an issue that is not public yet cannot
 * be read, so the notice says when it will be and links to the submission instead of a 404.
 */
function publishedNotice(
  submissionId: number,
  target: PublishPlacement,
  articleSlug: string,
): { body: string; link: string } {
  if (target.issueIsPublic) {
    return {
      body: 'Your article is now published and can be read on the journal’s site.',
      link: articlePath(target.journalSlug, articleSlug),
    };
  }
  return {
    body: `Your article is scheduled in ${target.issueLabel}; it becomes readable when the issue is published.`,
    link: submissionLink(submissionId),
  };
}

/** The galley: the chosen PDF of the submission, else its latest PDF manuscript or revision. */
async function chooseGalley(
  db: Database,
  submissionId: number,
  galleyFileId: number | null | undefined,
) {
  const candidates = await galleyCandidates(db, submissionId);
  if (galleyFileId === null || galleyFileId === undefined) return candidates[0] ?? null;
  const chosen = candidates.find((candidate) => candidate.id === galleyFileId);
  if (!chosen) {
    throw unprocessable(
      'galleyFileId',
      'Choose a PDF manuscript or revised file of this submission as the galley.',
    );
  }
  return chosen;
}

/** Copies the galley to a public key of its own: the article keeps it if the author leaves. */
export async function copyGalley(
  storage: FileStorage,
  source: { storageKey: string },
  journalSlug: string,
  articleSlug: string,
): Promise<string> {
  const stored = await storage.get(source.storageKey);
  if (!stored) throw conflict('The galley file is missing from storage; upload it again.');
  const key = `galleys/${journalSlug}/${articleSlug}-${randomBytes(4).toString('hex')}.pdf`;
  await storage.put(key, stored.stream);
  return key;
}

/** When the submission was accepted: its latest `accepted` event. */
async function acceptedAt(db: Database, submissionId: number): Promise<Date | null> {
  const [event] = await db
    .select({ createdAt: submissionEvents.createdAt })
    .from(submissionEvents)
    .where(
      and(
        eq(submissionEvents.submissionId, submissionId),
        eq(submissionEvents.toStatus, 'accepted'),
      ),
    )
    .orderBy(desc(submissionEvents.id))
    .limit(1);
  return event?.createdAt ?? null;
}

/**
 * Publishes an accepted submission into an issue of its journal: creates the public article
 * (abstract as safe HTML, authors, keywords, dates, a public copy of the PDF galley), marks the
 * submission published and notifies the author — in one transaction. Returns the notification
 * to push; the caller drops the read caches.
 */
export async function publishSubmission(
  db: Database,
  storage: FileStorage,
  editor: SessionUser,
  id: number,
  body: PublishSubmissionBody,
): Promise<CreatedNotification> {
  const row = await findForPublishing(db, editor, id);
  if (row.status !== 'accepted') throw conflict(refusalMessage('publish', row.status));
  const target = await checkTarget(db, row, body);
  await assertDoiFree(db, body.doi, null);
  // A submission in production is published with the galleys of the proof its author approved
  // (409 until they have); one accepted before production existed keeps the PDF it was sent with.
  const approved = await approvedGalleys(db, id);
  if (approved && body.galleyFileId !== null && body.galleyFileId !== undefined) {
    throw unprocessable(
      'galleyFileId',
      'This submission is published with the galleys of the proof its author approved; choose no other galley.',
    );
  }
  const galley = approved ? approved.pdf : await chooseGalley(db, id, body.galleyFileId);
  const fullTextJats = approved?.jats ? await readGalleyText(storage, approved.jats) : null;
  const title = row.title ?? 'Untitled';
  const [slug, accepted] = await Promise.all([
    freeArticleSlug(db, row.journalId as number, title),
    acceptedAt(db, id),
  ]);
  const pdfPath = galley ? await copyGalley(storage, galley, target.journalSlug, slug) : null;
  try {
    return await db.transaction(async (tx) => {
      const [article] = await tx
        .insert(articles)
        .values({
          journalId: row.journalId as number,
          issueId: target.issueId,
          sectionId: target.sectionId,
          slug,
          title,
          abstract: abstractToHtml(row.abstract ?? ''),
          authors: row.authors.map((author) => ({
            name: author.name,
            email: author.email,
            affiliation: author.affiliation ?? undefined,
            orcid: author.orcid ?? undefined,
            corresponding: author.corresponding,
          })),
          keywords: row.keywords,
          doi: body.doi ?? null,
          pages: body.pages ?? null,
          license: target.license.name,
          licenseUrl: target.license.url,
          receivedAt: dayOf(row.submittedAt),
          acceptedAt: dayOf(accepted),
          publishedAt: new Date(),
          pdfPath,
          fullTextJats,
          submittedBy: row.ownerId,
          position: sql`(select coalesce(max(a.position) + 1, 0) from articles a where a.issue_id = ${target.issueId})`,
        })
        .returning({ id: articles.id });
      if (!article) throw new Error('article insert returned no row');
      if (target.issueIsPublic) {
        // Into an issue readers see: the article gets its DOI, and its deposit, as the issue's did.
        await mintIssueDois(tx, target.issueId);
        await queueDeposit(
          tx,
          row.journalId as number,
          { kind: 'article', id: article.id },
          {
            whenAccount: true,
          },
        );
      }
      if (galley && pdfPath) {
        await tx.insert(files).values({
          ownerId: null,
          purpose: 'galley',
          storageKey: pdfPath,
          originalName: `${slug}.pdf`,
          mimeType: 'application/pdf',
          size: galley.size,
          isPublic: true,
        });
      }
      await recordTransition(tx, row, {
        from: 'accepted',
        to: 'published',
        actor: 'editor',
        by: editor,
        message: null,
        // The article's section is the one the editor published it in: the submission follows it.
        set: {
          articleId: article.id,
          ...(target.sectionId ? { sectionId: target.sectionId } : {}),
        },
      });
      return insertNotification(tx, {
        userId: row.ownerId,
        kind: 'published',
        title: noticeTitle('Published', row.title),
        ...publishedNotice(row.id, target, slug),
        submissionId: row.id,
      });
    });
  } catch (error) {
    if (pdfPath) await storage.delete(pdfPath).catch(() => {});
    if (
      (error as { code?: unknown }).code === '23505' ||
      (error as { cause?: { code?: unknown } }).cause?.code === '23505'
    ) {
      throw conflict('Another article took the same address meanwhile; publish again.');
    }
    throw error;
  }
}
