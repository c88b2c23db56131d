import { randomBytes } from 'node:crypto';
import { articleAuthorBodySchema, articleMetadataBodySchema, licenseByUrl } from '@quire/contracts';
import { stripTags } from '@quire/utils';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import { renderJatsFullText } from '../content/jats/jats-to-html';
import type { Database } from '../db/client';
import {
  articles,
  dois,
  files,
  issues,
  journals,
  type OjsImportKind,
  ojsImports,
  sections,
  volumes,
} from '../db/schema';
import type { FileStorage } from '../files/storage';
import { volumeFor } from '../issues/issue-writes';
import { freeArticleSlug } from '../submissions/submission-publish';
import type { OjsArticle, OjsExport, OjsFile, OjsGalley, OjsIssue } from './ojs-export';

/*
 * `quire import`: an Open Journal Systems export (read by `ojs-export.ts`) made the issues and
 * articles of one Quire journal, as editors make them in the back office — published issues with
 * their dates, articles with their authors, keywords, DOIs and galleys (the PDF, and the JATS full
 * text when OJS had one), sections found by title or made. Every OJS id is recorded in
 * `ojs_imports`, so importing the same export again finds what it made (or, for items Quire had
 * before, what carries the same DOI, or an issue with the same volume and number) and creates no
 * duplicates; the same records answer the journal's old OJS addresses with 301s. The whole
 * import is one transaction: a refusal leaves nothing behind.
 */

/** Why an import was refused before anything was written (exit code 1, one message). */
export class OjsImportError extends Error {
  override name = 'OjsImportError';
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What an import did (or, dry, would do), item by item. */
export interface OjsImportReport {
  journalSlug: string;
  dryRun: boolean;
  counts: {
    issuesCreated: number;
    issuesFound: number;
    articlesCreated: number;
    articlesFound: number;
    galleysStored: number;
    sectionsCreated: number;
  };
  /** One line per item, as a person reads the plan. */
  lines: string[];
}

/** A galley that becomes the article's PDF or its full text. */
interface GalleyPlan {
  galley: OjsGalley;
  use: 'pdf' | 'jats' | 'skip';
  content: Buffer | null;
  reason?: string;
}

interface ArticlePlan {
  source: OjsArticle;
  existingId: number | null;
  matchedBy: 'import' | 'doi' | null;
  title: string;
  authors: { name: string; affiliation?: string; orcid?: string; email?: string }[];
  galleys: GalleyPlan[];
}

interface IssuePlan {
  source: OjsIssue;
  existingId: number | null;
  matchedBy: 'import' | 'doi' | 'number' | null;
  volume: number;
  number: number;
  year: number;
  articles: ArticlePlan[];
}

interface Journal {
  id: number;
  slug: string;
}

/** Reads a referenced galley file (`<href src>`); the CLI's is `fetch`, tests pass their own. */
export type FetchFile = (url: string) => Promise<Buffer>;

/** Fetches a galley file an export references by address. */
export const fetchFile: FetchFile = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
};

function issueLabel(plan: { volume: number; number: number; year: number }) {
  return `Vol. ${plan.volume} No. ${plan.number} (${plan.year})`;
}

async function journalBySlug(db: Database, slug: string): Promise<Journal> {
  const [journal] = await db
    .select({ id: journals.id, slug: journals.slug })
    .from(journals)
    .where(eq(journals.slug, slug));
  if (!journal) throw new OjsImportError(`There is no journal with the address "${slug}".`);
  return journal;
}

async function mapped(db: Database, journalId: number, kind: OjsImportKind, ojsId: number) {
  const [row] = await db
    .select({ issueId: ojsImports.issueId, articleId: ojsImports.articleId })
    .from(ojsImports)
    .where(
      and(
        eq(ojsImports.journalId, journalId),
        eq(ojsImports.kind, kind),
        eq(ojsImports.ojsId, ojsId),
      ),
    );
  return row;
}

/** The item (article or issue) a DOI is registered to on the site, if any. */
async function doiHolder(db: Database, doi: string) {
  const [row] = await db
    .select({ journalId: dois.journalId, articleId: dois.articleId, issueId: dois.issueId })
    .from(dois)
    .where(sql`lower(${dois.doi}) = lower(${doi})`);
  return row;
}

function problemsOf(issues: { path: PropertyKey[]; message: string }[]) {
  return issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`);
}

/** The galley's content, fetched when the export only references it. */
async function galleyContent(file: OjsFile, fetchReferenced: FetchFile): Promise<Buffer> {
  if (file.kind === 'embedded') return file.content;
  try {
    return await fetchReferenced(file.url);
  } catch (error) {
    throw new OjsImportError(
      `The galley file ${file.url} could not be fetched (${(error as Error).message}): make it reachable, or export with the files embedded.`,
    );
  }
}

/** What becomes of each galley of a new article: its first PDF, its first JATS full text. */
async function planGalleys(article: OjsArticle, fetchReferenced: FetchFile): Promise<GalleyPlan[]> {
  const plans: GalleyPlan[] = [];
  for (const galley of article.galleys) {
    const file = galley.file;
    if (!file) {
      const reason = galley.remoteUrl
        ? `a link to ${galley.remoteUrl}, kept in OJS`
        : 'the export has no file for it';
      plans.push({ galley, use: 'skip', content: null, reason });
      continue;
    }
    const isPdf = file.mimeType === 'application/pdf' || /\.pdf$/i.test(file.name);
    const isXml = /[/+]xml$/.test(file.mimeType) || /\.xml$/i.test(file.name);
    const taken = (use: 'pdf' | 'jats') => plans.some((plan) => plan.use === use);
    if (isPdf && !taken('pdf')) {
      const content = await galleyContent(file, fetchReferenced);
      if (content.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new OjsImportError(
          `Line ${galley.line}: the galley "${galley.label}" of article ${article.ojsId} says it is a PDF but is not one.`,
        );
      }
      plans.push({ galley, use: 'pdf', content });
    } else if (isXml && !taken('jats')) {
      const content = await galleyContent(file, fetchReferenced);
      const usable = renderJatsFullText(content.toString('utf8')) !== null;
      plans.push(
        usable
          ? { galley, use: 'jats', content }
          : { galley, use: 'skip', content: null, reason: 'XML that is not a JATS article' },
      );
    } else {
      const reason = `${file.mimeType}: Quire keeps one PDF and one JATS full text per article`;
      plans.push({ galley, use: 'skip', content: null, reason });
    }
  }
  return plans;
}

async function planArticle(
  db: Database,
  journal: Journal,
  issuePlan: IssuePlan,
  article: OjsArticle,
  fetchReferenced: FetchFile,
  problems: string[],
): Promise<ArticlePlan> {
  const where = `Line ${article.line}: article ${article.ojsId}`;
  const title = stripTags(article.title).replace(/\s+/g, ' ').trim();
  const authors = article.authors.map((author) => {
    const parsed = articleAuthorBodySchema.safeParse(author);
    if (!parsed.success) {
      problems.push(`${where}, author "${author.name}": ${problemsOf(parsed.error.issues)}`);
      return { name: author.name };
    }
    return {
      name: parsed.data.name,
      affiliation: parsed.data.affiliation ?? undefined,
      orcid: parsed.data.orcid ?? undefined,
      email: parsed.data.email ?? undefined,
    };
  });
  const checked = articleMetadataBodySchema.omit({ license: true, sectionId: true }).safeParse({
    title,
    abstract: article.abstract,
    // Checked one by one above (each problem named with its author).
    authors,
    keywords: article.keywords,
    type: 'research-article',
    language: article.language,
    pages: article.pages,
    doi: article.doi,
    receivedAt: article.dateSubmitted,
    acceptedAt: null,
  });
  if (!checked.success) {
    for (const problem of problemsOf(checked.error.issues)) problems.push(`${where}: ${problem}`);
  }
  const plan: ArticlePlan = {
    source: article,
    existingId: null,
    matchedBy: null,
    title,
    authors,
    galleys: [],
  };
  const known = await mapped(db, journal.id, 'article', article.ojsId);
  if (known?.articleId) return { ...plan, existingId: known.articleId, matchedBy: 'import' };
  if (article.doi) {
    const holder = await doiHolder(db, article.doi);
    if (holder?.articleId && holder.journalId === journal.id) {
      return { ...plan, existingId: holder.articleId, matchedBy: 'doi' };
    }
    if (holder) {
      problems.push(`${where}: its DOI ${article.doi} is already given to another item.`);
    }
  }
  if (issuePlan.articles.some((other) => other.source.ojsId === article.ojsId)) {
    problems.push(`${where} appears twice in the export.`);
  }
  return { ...plan, galleys: await planGalleys(article, fetchReferenced) };
}

async function planIssue(
  db: Database,
  journal: Journal,
  issue: OjsIssue,
  fetchReferenced: FetchFile,
  problems: string[],
): Promise<IssuePlan> {
  const where = `Line ${issue.line}: issue ${issue.ojsId}`;
  const year = issue.year ?? Number(issue.datePublished?.slice(0, 4) ?? Number.NaN);
  if (issue.volume === null || issue.number === null || !Number.isSafeInteger(year)) {
    problems.push(
      `${where} needs a volume, a number (whole numbers) and a year: Quire labels issues "Vol. 3 No. 2 (2026)".`,
    );
  }
  const plan: IssuePlan = {
    source: issue,
    existingId: null,
    matchedBy: null,
    volume: issue.volume ?? 0,
    number: issue.number ?? 0,
    year: Number.isSafeInteger(year) ? year : 0,
    articles: [],
  };
  const known = await mapped(db, journal.id, 'issue', issue.ojsId);
  if (known?.issueId) {
    plan.existingId = known.issueId;
    plan.matchedBy = 'import';
  } else {
    const holder = issue.doi ? await doiHolder(db, issue.doi) : undefined;
    if (holder?.issueId && holder.journalId === journal.id) {
      plan.existingId = holder.issueId;
      plan.matchedBy = 'doi';
    } else if (holder) {
      problems.push(`${where}: its DOI ${issue.doi} is already given to another item.`);
    } else {
      const [same] = await db
        .select({ id: issues.id })
        .from(issues)
        .innerJoin(volumes, eq(volumes.id, issues.volumeId))
        .where(
          and(
            eq(issues.journalId, journal.id),
            eq(volumes.number, plan.volume),
            eq(issues.number, plan.number),
          ),
        );
      if (same) {
        plan.existingId = same.id;
        plan.matchedBy = 'number';
      }
    }
  }
  for (const article of issue.articles) {
    plan.articles.push(await planArticle(db, journal, plan, article, fetchReferenced, problems));
  }
  return plan;
}

/** The plan, as lines a person reads, and its counts. */
function describe(plans: IssuePlan[], dryRun: boolean, journal: Journal, newSections: string[]) {
  const will = (done: string, future: string) => (dryRun ? future : done);
  const lines: string[] = [];
  const counts = {
    issuesCreated: 0,
    issuesFound: 0,
    articlesCreated: 0,
    articlesFound: 0,
    galleysStored: 0,
    sectionsCreated: newSections.length,
  };
  for (const section of newSections) {
    lines.push(`section "${section}": ${will('created', 'would be created')}`);
  }
  const found = { import: 'imported before', doi: 'same DOI', number: 'same volume and number' };
  for (const plan of plans) {
    const label = issueLabel(plan);
    if (plan.existingId !== null) {
      counts.issuesFound += 1;
      lines.push(
        `issue ${plan.source.ojsId} → ${label}: already in Quire (${found[plan.matchedBy ?? 'import']}), kept`,
      );
    } else {
      counts.issuesCreated += 1;
      const state = plan.source.datePublished
        ? `published ${plan.source.datePublished}`
        : 'a draft';
      lines.push(
        `issue ${plan.source.ojsId} → ${label}: ${will('created', 'would be created')}, ${state}`,
      );
    }
    for (const article of plan.articles) {
      const name = `  article ${article.source.ojsId} "${article.title}"`;
      if (article.existingId !== null) {
        counts.articlesFound += 1;
        lines.push(`${name}: already in Quire (${found[article.matchedBy ?? 'import']}), kept`);
        continue;
      }
      counts.articlesCreated += 1;
      const doi = article.source.doi ? `, DOI ${article.source.doi}` : '';
      lines.push(`${name}: ${will('created', 'would be created')}${doi}`);
      for (const galley of article.galleys) {
        const what = `    galley ${galley.galley.ojsId} "${galley.galley.label}"`;
        if (galley.use === 'skip') lines.push(`${what}: skipped (${galley.reason})`);
        else {
          counts.galleysStored += 1;
          const use = galley.use === 'pdf' ? 'the PDF' : 'the full text (JATS)';
          lines.push(`${what}: ${will('stored as', 'would be stored as')} ${use}`);
        }
      }
    }
  }
  return { journalSlug: journal.slug, dryRun, counts, lines };
}

/** The journal's sections by lower-cased title, and the titles the export needs that are new. */
async function sectionTitles(db: Database, journalId: number, plans: IssuePlan[]) {
  const rows = await db
    .select({ id: sections.id, title: sections.title })
    .from(sections)
    .where(eq(sections.journalId, journalId));
  const byTitle = new Map(rows.map((row) => [row.title.trim().toLowerCase(), row.id]));
  const missing = new Set<string>();
  for (const plan of plans) {
    for (const article of plan.articles) {
      const title = article.source.sectionTitle?.trim();
      if (article.existingId === null && title && !byTitle.has(title.toLowerCase())) {
        missing.add(title);
      }
    }
  }
  return { byTitle, missing: [...missing] };
}

async function record(
  tx: Transaction,
  journalId: number,
  ojsPath: string,
  kind: OjsImportKind,
  ojsId: number,
  target: { issueId?: number; articleId?: number },
) {
  await tx
    .insert(ojsImports)
    .values({ journalId, ojsPath, kind, ojsId, ...target })
    .onConflictDoNothing({ target: [ojsImports.journalId, ojsImports.kind, ojsImports.ojsId] });
}

/** Midnight UTC of an OJS date (OJS exports days). */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

async function createIssue(tx: Transaction, journal: Journal, plan: IssuePlan): Promise<number> {
  const volumeId = await volumeFor(tx, journal.id, plan.volume, plan.year);
  const publishedAt = plan.source.datePublished ? dayStart(plan.source.datePublished) : null;
  if (plan.source.current && publishedAt) {
    // The issue OJS showed as current is current here too (one per journal).
    await tx
      .update(issues)
      .set({ isCurrent: false })
      .where(and(eq(issues.journalId, journal.id), eq(issues.isCurrent, true)));
  }
  const [created] = await tx
    .insert(issues)
    .values({
      journalId: journal.id,
      volumeId,
      number: plan.number,
      year: plan.year,
      title: plan.source.title ? stripTags(plan.source.title) : null,
      description: plan.source.description,
      publishedAt,
      isCurrent: Boolean(plan.source.current && publishedAt),
      doi: plan.source.doi,
    })
    .returning({ id: issues.id });
  if (!created) throw new Error('The issue was not created');
  await recordAudit(tx, {
    actorId: null,
    journalId: journal.id,
    action: 'issue.created',
    subject: `${issueLabel(plan)}, imported from OJS`,
    targetId: created.id,
  });
  return created.id;
}

async function createArticle(
  tx: Transaction,
  storage: FileStorage,
  journal: Journal,
  issueId: number,
  issuePublishedAt: Date | null,
  sectionId: number | null,
  plan: ArticlePlan,
  stored: string[],
): Promise<number> {
  const source = plan.source;
  const slug = await freeArticleSlug(tx, journal.id, plan.title);
  const license = licenseByUrl(source.licenseUrl);
  let pdfPath: string | null = null;
  let fullTextJats: string | null = null;
  for (const galley of plan.galleys) {
    if (galley.use === 'pdf' && galley.content) {
      pdfPath = `galleys/${journal.slug}/${slug}-${randomBytes(4).toString('hex')}.pdf`;
      await storage.put(pdfPath, galley.content);
      stored.push(pdfPath);
      await tx.insert(files).values({
        ownerId: null,
        purpose: 'galley',
        storageKey: pdfPath,
        originalName: `${slug}.pdf`,
        mimeType: 'application/pdf',
        size: galley.content.length,
        isPublic: true,
      });
    }
    if (galley.use === 'jats' && galley.content) fullTextJats = galley.content.toString('utf8');
  }
  const publishedAt = source.datePublished ? dayStart(source.datePublished) : issuePublishedAt;
  const [created] = await tx
    .insert(articles)
    .values({
      journalId: journal.id,
      issueId,
      sectionId,
      slug,
      title: plan.title,
      abstract: source.abstract,
      authors: plan.authors.map((author, index) => ({ ...author, corresponding: index === 0 })),
      keywords: source.keywords,
      language: source.language,
      doi: source.doi,
      pages: source.pages,
      license: license?.name ?? (source.licenseUrl ? source.licenseUrl : null),
      licenseUrl: source.licenseUrl,
      receivedAt: source.dateSubmitted,
      // A draft issue's articles wait with it, dated when it is published (as in the back office).
      publishedAt: issuePublishedAt ? publishedAt : new Date(),
      pdfPath,
      fullTextJats,
      position: source.position,
    })
    .returning({ id: articles.id });
  if (!created) throw new Error('The article was not created');
  await recordAudit(tx, {
    actorId: null,
    journalId: journal.id,
    action: 'article.created',
    subject: `${plan.title}, imported from OJS`,
    targetId: created.id,
  });
  return created.id;
}

/** What `quire import` is asked to do. */
export interface OjsImportOptions {
  journalSlug: string;
  /** The journal's path in OJS (`/index.php/{ojsPath}/…`); its Quire slug when not given. */
  ojsPath?: string;
  dryRun: boolean;
  fetchReferenced?: FetchFile;
}

/**
 * Imports an OJS export into a journal (see the module's comment). Every problem of the export
 * is found before anything is written and reported together; a dry run stops there and reports
 * what the import would do.
 */
export async function importOjsExport(
  db: Database,
  storage: FileStorage,
  data: OjsExport,
  options: OjsImportOptions,
): Promise<OjsImportReport> {
  const journal = await journalBySlug(db, options.journalSlug);
  const ojsPath = options.ojsPath ?? journal.slug;
  const fetchReferenced = options.fetchReferenced ?? fetchFile;
  const problems: string[] = [];
  const plans: IssuePlan[] = [];
  for (const issue of data.issues) {
    plans.push(await planIssue(db, journal, issue, fetchReferenced, problems));
  }
  const seen = new Set<string>();
  for (const plan of plans) {
    const key = `${plan.volume}/${plan.number}`;
    if (plan.existingId === null && seen.has(key)) {
      problems.push(`Line ${plan.source.line}: a second ${issueLabel(plan)} in the export.`);
    }
    seen.add(key);
  }
  if (problems.length > 0) {
    throw new OjsImportError(
      `Nothing was imported: the export has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
  const { byTitle, missing } = await sectionTitles(db, journal.id, plans);
  const report = describe(plans, options.dryRun, journal, missing);
  if (options.dryRun) return report;

  const stored: string[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const title of missing) {
        const [section] = await tx
          .insert(sections)
          .values({
            journalId: journal.id,
            title,
            position: sql`(select coalesce(max(s.position) + 1, 0) from sections s where s.journal_id = ${journal.id})`,
          })
          .returning({ id: sections.id });
        if (section) byTitle.set(title.toLowerCase(), section.id);
      }
      for (const plan of plans) {
        const issueId = plan.existingId ?? (await createIssue(tx, journal, plan));
        await record(tx, journal.id, ojsPath, 'issue', plan.source.ojsId, { issueId });
        const [issue] = await tx
          .select({ publishedAt: issues.publishedAt })
          .from(issues)
          .where(eq(issues.id, issueId));
        for (const article of plan.articles) {
          const sectionTitle = article.source.sectionTitle?.trim().toLowerCase();
          const articleId =
            article.existingId ??
            (await createArticle(
              tx,
              storage,
              journal,
              issueId,
              issue?.publishedAt ?? null,
              (sectionTitle && byTitle.get(sectionTitle)) || null,
              article,
              stored,
            ));
          await record(tx, journal.id, ojsPath, 'article', article.source.ojsId, { articleId });
          for (const galley of article.source.galleys) {
            await record(tx, journal.id, ojsPath, 'galley', galley.ojsId, { articleId });
          }
        }
      }
    });
  } catch (error) {
    // The rows are rolled back; the files written for them go too.
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return report;
}

/** Where an old OJS address of a journal leads: the Quire issue or article it became. */
export type OjsTarget =
  | { kind: 'issue'; journalSlug: string; issueId: number; volumeId: number }
  | { kind: 'article'; journalSlug: string; articleSlug: string };

/**
 * The Quire item an OJS id of a journal's path became (`kind` `galley` leads to its article),
 * when readers may see it; null otherwise.
 */
export async function ojsTarget(
  db: Database,
  ojsPath: string,
  kind: OjsImportKind,
  ojsId: number,
): Promise<OjsTarget | null> {
  if (kind === 'issue') {
    const [row] = await db
      .select({ journalSlug: journals.slug, issueId: issues.id, volumeId: issues.volumeId })
      .from(ojsImports)
      .innerJoin(issues, eq(issues.id, ojsImports.issueId))
      .innerJoin(journals, eq(journals.id, issues.journalId))
      .where(
        and(
          eq(ojsImports.ojsPath, ojsPath),
          eq(ojsImports.kind, 'issue'),
          eq(ojsImports.ojsId, ojsId),
          sql`${issues.publishedAt} <= now()`,
          isNull(issues.withdrawnAt),
        ),
      )
      .limit(1);
    return row ? { kind: 'issue', ...row } : null;
  }
  const [row] = await db
    .select({ journalSlug: journals.slug, articleSlug: articles.slug })
    .from(ojsImports)
    .innerJoin(articles, eq(articles.id, ojsImports.articleId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(
      and(
        eq(ojsImports.ojsPath, ojsPath),
        eq(ojsImports.kind, kind),
        eq(ojsImports.ojsId, ojsId),
        sql`${articles.publishedAt} <= now()`,
        sql`(${articles.issueId} is null or ${issues.publishedAt} <= now())`,
      ),
    )
    .limit(1);
  return row ? { kind: 'article', ...row } : null;
}
