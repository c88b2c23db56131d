import { isApiError } from '@quire/api-client';
import type { Journal, MostReadArticle } from '@quire/contracts';
import type { PageSeo } from '@quire/site';
import {
  articlePath,
  formatSiteCount,
  idParam,
  issuePath,
  journalBasePath,
  journalPagePath,
  journalPath,
  pageParam,
  volumePath,
  withQuery,
} from '@quire/site';
import {
  apiContext,
  feedLinks,
  orNotFound,
  pageSeo,
  type RequestArgs,
  type SeoInput,
} from '@quire/site/server';
import { sanitizeHtml } from '@quire/utils';
import type { MostReadView } from '../reading/most-read-list';
import { readingTexts } from '../texts';
import {
  groupByYear,
  type IssueView,
  issueLabel,
  journalContext,
  notFound,
  toIssueCard,
  toIssueView,
} from './journal.server';
import { toNewsCard } from './news.server';

/** Issues per archive page. */
export const ARCHIVE_PER_PAGE = 12;
/** News items on a journal's home page. */
export const JOURNAL_NEWS_COUNT = 3;
/** Articles in a journal home's most-read list. */
export const MOST_READ_COUNT = 5;
/** The slug of the journal page that holds its author guidelines (the submission invitation links it). */
export const AUTHOR_GUIDELINES_SLUG = 'author-guidelines';

/** The SEO of a page inside a journal: its title after the page's, its cover, its feed. */
export async function journalSeo(
  { context }: RequestArgs,
  journal: Journal,
  input: Omit<SeoInput, 'title'> & { title: readonly (string | null)[] },
): Promise<PageSeo> {
  return pageSeo(context.get(apiContext), {
    ...input,
    title: [...input.title, journal.title],
    image: input.image ?? journal.coverUrl,
    description: input.description ?? journal.summary,
    extra: [
      ...feedLinks(journalPath(journal.slug), `${journal.title}: latest articles`),
      ...(input.extra ?? []),
    ],
  });
}

/** The issue shown as current, or null when the journal has published none yet. */
async function currentIssueOf({ context }: RequestArgs, slug: string) {
  try {
    return await context.get(apiContext).content.currentIssue({ params: { slug } });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The most-read list as the journal home shows it. */
export function toMostReadView(slug: string, article: MostReadArticle): MostReadView {
  return {
    title: article.title,
    href: articlePath(slug, article.slug),
    authors: article.authors.map((author) => author.name).join(', '),
    views: formatSiteCount(article.views, readingTexts().viewUnit, readingTexts().viewsUnit),
  };
}

/**
 * `/journals/{slug}`: description, the invitation to submit, current issue with its contents,
 * the most read articles of the month, news, pages.
 */
export async function loadJournalHome({ request, context }: RequestArgs, slug: string) {
  const [journal, current, news, mostRead] = await Promise.all([
    context.get(journalContext),
    currentIssueOf({ request, context }, slug),
    context.get(apiContext).content.news({ query: { journal: slug, perPage: JOURNAL_NEWS_COUNT } }),
    context
      .get(apiContext)
      .content.mostRead({ params: { slug }, query: { limit: MOST_READ_COUNT } }),
  ]);
  const guidelines = journal.pages.find((page) => page.slug === AUTHOR_GUIDELINES_SLUG);
  return {
    journal: {
      title: journal.title,
      slug: journal.slug,
      descriptionHtml: sanitizeHtml(journal.description),
      publisher: journal.publisher,
      contact: journal.contact,
      pages: journal.pages.map((page) => ({
        title: page.title,
        href: journalPagePath(slug, page.slug),
      })),
      guidelinesHref: guidelines ? journalPagePath(slug, guidelines.slug) : null,
      focusScopeHtml: sanitizeHtml(journal.focusScope),
      // The guidelines written in the journal's settings, shown on its home when no page holds them.
      authorGuidelinesHtml: guidelines ? '' : sanitizeHtml(journal.authorGuidelines),
      submissionsOpen: journal.submissionsOpen,
      editorialBoardHref: `${journalBasePath(slug)}/editorial-board`,
    },
    currentIssue: current && toIssueView(slug, current),
    mostRead: mostRead.data.map((article) => toMostReadView(slug, article)),
    news: news.data.map(toNewsCard),
    moreNewsHref: withQuery('/news', { journal: slug }),
    seo: await journalSeo({ request, context }, journal, {
      title: [],
      path: journalPath(slug),
      description: journal.description,
    }),
  };
}

/** `/journals/{slug}/current-issue`: the current issue (or a note that there is none yet). */
export async function loadCurrentIssue({ request, context }: RequestArgs, slug: string) {
  const [journal, current] = await Promise.all([
    context.get(journalContext),
    currentIssueOf({ request, context }, slug),
  ]);
  const issue = current && toIssueView(slug, current);
  return {
    issue,
    seo: await journalSeo({ request, context }, journal, {
      title: [readingTexts().currentIssueTitle],
      // The current issue's lasting address is its own; this one moves on with each issue.
      path: current ? issuePath(slug, current) : `${journalPath(slug)}/current-issue`,
      description: issue
        ? readingTexts().currentIssueDescription(issue.label, journal.title)
        : null,
      image: current?.coverUrl,
    }),
  };
}

/** `/journals/{slug}/archive?page=`: published issues, newest first, grouped by year. */
export async function loadArchive({ request, context }: RequestArgs, slug: string) {
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const [journal, archive] = await Promise.all([
    context.get(journalContext),
    orNotFound(
      context
        .get(apiContext)
        .content.archive({ params: { slug }, query: { page, perPage: ARCHIVE_PER_PAGE } }),
    ),
  ]);
  return {
    years: groupByYear(archive.data.map((issue) => toIssueCard(slug, issue))),
    page: archive.meta.page,
    lastPage: archive.meta.lastPage,
    seo: await journalSeo({ request, context }, journal, {
      title: [readingTexts().archivePageTitle(page)],
      path: withQuery(`${journalPath(slug)}/archive`, { page }),
      description: readingTexts().archiveDescription(journal.title),
    }),
  };
}

/** One issue with its contents; `expectedVolumeId` guards `/volumes/{id}/issues/{issue_id}`. */
async function loadIssue(
  { request, context }: RequestArgs,
  slug: string,
  issueId: string | undefined,
  expectedVolumeId?: number | null,
): Promise<{ issue: IssueView; seo: PageSeo }> {
  const id = idParam(issueId);
  if (id === null) notFound();
  const [journal, issue] = await Promise.all([
    context.get(journalContext),
    orNotFound(context.get(apiContext).content.issue({ params: { slug, issueId: id } })),
  ]);
  // An issue reached through the wrong volume is not a page of this site.
  if (expectedVolumeId !== undefined && issue.volumeId !== expectedVolumeId) notFound();
  return {
    issue: toIssueView(slug, issue),
    seo: await journalSeo({ request, context }, journal, {
      title: [readingTexts().issueTitle(issueLabel(issue), issue.title)],
      path: issuePath(slug, issue),
      description:
        issue.description ||
        readingTexts().currentIssueDescription(issueLabel(issue), journal.title),
      image: issue.coverUrl,
    }),
  };
}

/** `/journals/{slug}/archive/{id}`: an issue reached from the archive. */
export function loadArchiveItem(
  { request, context }: RequestArgs,
  slug: string,
  id: string | undefined,
) {
  return loadIssue({ request, context }, slug, id);
}

/** `/journals/{slug}/volumes/{id}/issues/{issue_id}`: an issue's table of contents. */
export function loadVolumeIssue(
  { request, context }: RequestArgs,
  slug: string,
  volumeId: string | undefined,
  issueId: string | undefined,
) {
  const volume = idParam(volumeId);
  if (volume === null) notFound();
  return loadIssue({ request, context }, slug, issueId, volume);
}

/** `/journals/{slug}/volumes`: the volumes with published issues, newest first. */
export async function loadVolumes({ request, context }: RequestArgs, slug: string) {
  const [journal, volumes] = await Promise.all([
    context.get(journalContext),
    orNotFound(context.get(apiContext).content.volumes({ params: { slug } })),
  ]);
  return {
    volumes: volumes.data.map((volume) => ({
      id: volume.id,
      label: readingTexts().volumeLabel(volume.number, volume.year),
      title: volume.title,
      href: volumePath(slug, volume.id),
      issueCount: volume.issueCount,
    })),
    seo: await journalSeo({ request, context }, journal, {
      title: [readingTexts().volumesTitle],
      path: `${journalPath(slug)}/volumes`,
      description: readingTexts().volumesDescription(journal.title),
    }),
  };
}

/** `/journals/{slug}/volumes/{id}/issues`: a volume's published issues. */
export async function loadVolumeIssues(
  { request, context }: RequestArgs,
  slug: string,
  id: string | undefined,
) {
  const volumeId = idParam(id);
  if (volumeId === null) notFound();
  const [journal, answer] = await Promise.all([
    context.get(journalContext),
    orNotFound(context.get(apiContext).content.volumeIssues({ params: { slug, volumeId } })),
  ]);
  const label = readingTexts().volumeLabel(answer.volume.number, answer.volume.year);
  return {
    volume: { label, title: answer.volume.title },
    issues: answer.data.map((issue) => toIssueCard(slug, issue)),
    seo: await journalSeo({ request, context }, journal, {
      title: [label],
      path: volumePath(slug, volumeId),
      description: readingTexts().volumeIssuesDescription(label, journal.title),
    }),
  };
}

/** `/journals/{slug}/pages/{page_slug}`: a journal page, its body sanitised here. */
export async function loadJournalPage(
  { request, context }: RequestArgs,
  slug: string,
  pageSlug: string,
) {
  const [journal, page] = await Promise.all([
    context.get(journalContext),
    orNotFound(context.get(apiContext).content.journalPage({ params: { slug, pageSlug } })),
  ]);
  return {
    journal: { slug: journal.slug, title: journal.title },
    page: {
      title: page.title,
      bodyHtml: sanitizeHtml(page.body),
      isAuthorGuidelines: page.slug === AUTHOR_GUIDELINES_SLUG,
    },
    seo: await journalSeo({ request, context }, journal, {
      title: [page.title],
      path: journalPagePath(slug, page.slug),
      description: page.body,
    }),
  };
}

/**
 * `/journals/{slug}/editorial-board`: the journal's editorial board, made from the holders of its
 * roles (managers, editors, section editors with their sections), each with their public profile.
 */
export async function loadEditorialBoard({ request, context }: RequestArgs, slug: string) {
  const texts = readingTexts();
  const [journal, board] = await Promise.all([
    context.get(journalContext),
    orNotFound(context.get(apiContext).content.editorialBoard({ params: { slug } })),
  ]);
  return {
    journal: { slug: journal.slug, title: journal.title },
    groups: board.groups.map((group) => ({
      role: group.role,
      heading: texts.editorialBoardRole(group.role),
      members: group.members.map((member) => ({
        ...member,
        orcidUrl: member.orcid ? `https://orcid.org/${member.orcid}` : null,
        sections:
          member.sections.length > 0
            ? texts.editorialBoardSections(member.sections.join(', '))
            : null,
      })),
    })),
    seo: await journalSeo({ request, context }, journal, {
      title: [texts.editorialBoardTitle],
      path: `${journalBasePath(slug)}/editorial-board`,
      description: texts.editorialBoardOf(journal.title),
    }),
  };
}
