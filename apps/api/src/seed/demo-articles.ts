import type { articles } from '../db/schema';
import { type ArticleKind, SECTION_KINDS } from './article-kinds';
import { articleTimeline } from './article-timeline';
import { demoAuthorRecord } from './demo-accounts';
import type { DemoIssuePlan, DemoVolumePlan } from './demo-issues';
import type { DemoJournal } from './demo-journals';
import { type ArticleText, generateArticleText } from './generate-article-text';
import type { Prng } from './prng';
import { uniqueSlug } from './slugify';

/** The licence every demo article carries. */
export const DEMO_LICENSE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
};

/** An article row before the journal, issue and section ids are known. */
export type DemoArticleRow = Omit<
  typeof articles.$inferInsert,
  'journalId' | 'issueId' | 'sectionId'
> & {
  slug: string;
  title: string;
};

/** A generated demo article and where it belongs. */
export interface DemoArticle {
  issueKey: string;
  kind: ArticleKind;
  row: DemoArticleRow;
}

const PAGE_SPANS: Record<ArticleKind, [number, number]> = {
  editorial: [2, 3],
  'research-article': [12, 24],
  'review-article': [18, 34],
  'short-communication': [4, 8],
};

/** The article types of one issue in table-of-contents order. */
function issueKinds(prng: Prng, journal: DemoJournal, issue: DemoIssuePlan): ArticleKind[] {
  const count = issue.isCurrent ? 6 : issue.title ? 5 : prng.int(2, 3);
  const has = (kind: ArticleKind) => journal.sections.includes(kind);
  const kinds: ArticleKind[] = [];
  if (has('editorial') && (issue.title || (issue.number === 1 && prng.chance(0.5))))
    kinds.push('editorial');
  while (kinds.length < count) {
    const roll = prng.next();
    if (has('review-article') && roll < 0.18) kinds.push('review-article');
    else if (has('short-communication') && roll < 0.36) kinds.push('short-communication');
    else kinds.push('research-article');
  }
  const order = (kind: ArticleKind) => SECTION_KINDS.findIndex((section) => section.kind === kind);
  return kinds.sort((a, b) => order(a) - order(b));
}

/** Text for one article whose title is new to the journal; a special issue's editorial names it. */
function uniqueText(
  prng: Prng,
  journal: DemoJournal,
  kind: ArticleKind,
  issue: DemoIssuePlan,
  titles: Set<string>,
): ArticleText {
  let text = generateArticleText(prng, journal.vocabulary, kind, issue.year);
  for (let tries = 0; titles.has(text.title) && tries < 20; tries += 1) {
    text = generateArticleText(prng, journal.vocabulary, kind, issue.year);
  }
  if (kind === 'editorial' && issue.title) {
    text = { ...text, title: `Editorial: ${issue.title.replace(/^Special Issue: /, '')}` };
  }
  titles.add(text.title);
  return text;
}

/**
 * The demo articles of one journal: every issue filled in section order with consecutive page
 * ranges per volume, DOIs numbered per year, consistent dates, and the demo author as co-author
 * of some research articles in the first two journals.
 */
export function demoArticles(
  prng: Prng,
  journal: DemoJournal,
  journalIndex: number,
  volumes: readonly DemoVolumePlan[],
): DemoArticle[] {
  const result: DemoArticle[] = [];
  const titles = new Set<string>();
  const slugs = new Set<string>();
  let researchCount = 0;
  for (const volume of volumes) {
    let page = 1;
    let doiNumber = 0;
    for (const issue of volume.issues) {
      issueKinds(prng, journal, issue).forEach((kind, position) => {
        const text = uniqueText(prng, journal, kind, issue, titles);
        if (kind === 'research-article') researchCount += 1;
        if (journalIndex < 2 && kind === 'research-article' && researchCount % 5 === 2) {
          // Bylines stay within five authors: the demo author takes the last place if needed.
          if (text.authors.length >= 5) text.authors.pop();
          text.authors.splice(Math.min(1, text.authors.length), 0, demoAuthorRecord());
        }
        const [shortest, longest] = PAGE_SPANS[kind];
        const firstPage = page;
        page += prng.int(shortest, longest);
        doiNumber += 1;
        const slug = uniqueSlug(text.title, slugs);
        const timeline = articleTimeline(prng, issue.publishedAt);
        result.push({
          issueKey: issue.key,
          kind,
          row: {
            ...text,
            ...timeline,
            slug,
            type: kind,
            doi: `10.5555/${journal.abbreviation.toLowerCase()}.${issue.year}.${doiNumber}`,
            pages: `${firstPage}–${page - 1}`,
            license: DEMO_LICENSE.name,
            licenseUrl: DEMO_LICENSE.url,
            pdfPath: `galleys/${journal.slug}/${slug}.pdf`,
            position,
          },
        });
      });
    }
  }
  return result;
}
