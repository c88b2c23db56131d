import { NOTICE_TYPE_LABELS, type NoticeType } from '@quire/contracts';
import type { PageSeo } from '@quire/site';
import { articlePath, idParam, noticePath, type SiteDate, siteDate } from '@quire/site';
import { absoluteUrl, apiContext, doiUrl, orNotFound, type RequestArgs } from '@quire/site/server';
import { sanitizeHtml } from '@quire/utils';
import { readingTexts } from '../texts';
import { journalContext, notFound } from './journal.server';
import { journalSeo } from './journal-pages.server';
import { noticeIndexingTags } from './scholar-meta.server';

/** What a notice's page shows; `textHtml` is already sanitised. */
export interface NoticeView {
  id: number;
  type: NoticeType;
  /** `Retraction`. */
  label: string;
  /** `Retraction: {the article's title}`. */
  title: string;
  date: SiteDate | null;
  doi: string | null;
  doiUrl: string | null;
  textHtml: string;
  /** The article it updates, linked from the page (and linking back to it). */
  article: { title: string; href: string; authors: string; doi: string | null };
}

/**
 * `/journals/{slug}/notices/{id}`: a correction, retraction, expression of concern or addendum
 * with the article it updates (404 for an unknown notice or one of an article readers cannot
 * see); its text sanitised here, on the server, like every rich text.
 */
export async function loadNoticePage(
  { request, context }: RequestArgs,
  slug: string,
  noticeParam: string | undefined,
): Promise<{ notice: NoticeView; seo: PageSeo }> {
  const id = idParam(noticeParam);
  if (id === null) notFound();
  const [journal, notice] = await Promise.all([
    context.get(journalContext),
    orNotFound(context.get(apiContext).content.notice({ params: { slug, noticeId: id } })),
  ]);
  const texts = readingTexts();
  const label = NOTICE_TYPE_LABELS[notice.type];
  const title = texts.noticeTitle(label, notice.article.title);
  const path = noticePath(journal.slug, notice.id);
  const articleHref = articlePath(journal.slug, notice.article.slug);
  return {
    notice: {
      id: notice.id,
      type: notice.type,
      label,
      title,
      date: siteDate(notice.date),
      doi: notice.doi,
      doiUrl: notice.doi ? doiUrl(notice.doi) : null,
      textHtml: sanitizeHtml(notice.text),
      article: {
        title: notice.article.title,
        href: articleHref,
        authors: notice.article.authors.map((author) => author.name).join(', '),
        doi: notice.article.doi,
      },
    },
    seo: await journalSeo({ request, context }, journal, {
      title: [title],
      path,
      description: texts.noticeDescription(label, notice.article.title),
      extra: noticeIndexingTags(notice, {
        url: absoluteUrl(path),
        articleUrl: absoluteUrl(articleHref),
      }),
    }),
  };
}
