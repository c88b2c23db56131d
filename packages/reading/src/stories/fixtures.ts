/*
 * Realistic loader data for the reading screens' stories: a computational ecology journal with
 * its current issue, an article with authors, affiliations, ORCID iDs, DOI, references and full
 * text, news and search results. Typed against the loaders, so a changed view-model breaks here
 * first. Not exported from the package: stories only.
 */
import type { SiteDate } from '@quire/site';
import type { aboutLoader } from '../pages/about.server';
import type { contactLoader } from '../pages/contact.server';
import type { homeLoader } from '../pages/home.server';
import type { archiveLoader } from '../pages/journal/archive.server';
import type { archiveItemLoader } from '../pages/journal/archive-item.server';
import type { articleLoader } from '../pages/journal/article.server';
import type { authorLoader } from '../pages/journal/author.server';
import type { currentIssueLoader } from '../pages/journal/current-issue.server';
import type { editorialBoardLoader } from '../pages/journal/editorial-board.server';
import type { journalHomeLoader } from '../pages/journal/home.server';
import type { issueLoader } from '../pages/journal/issue.server';
import type { keywordLoader } from '../pages/journal/keyword.server';
import type { journalPageLoader } from '../pages/journal/page.server';
import type { volumeIssuesLoader } from '../pages/journal/volume-issues.server';
import type { volumesLoader } from '../pages/journal/volumes.server';
import type { journalsLoader } from '../pages/journals.server';
import type { journalArticleLayoutLoader } from '../pages/layouts/journal-article.server';
import type { newsLoader } from '../pages/news.server';
import type { newsItemLoader } from '../pages/news-item.server';
import type { searchLoader } from '../pages/search.server';
import type { NoticeView } from '../server/notice.server';
import { fullTextFixture } from './full-text-fixture';

/** What a loader's promise resolves to: the page's `useLoaderData()`. */
export type LoaderData<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

type ArticleData = LoaderData<typeof articleLoader>;

/**
 * A date as a loader hands it over (`siteDate`): the text in the default `DD-MM-YYYY` (with
 * ` HH:mm`, in UTC) and its machine-readable form.
 */
function day(text: string): SiteDate {
  const [date = '', time] = text.split(' ');
  const iso = date.split('-').reverse().join('-');
  return { dateTime: time ? `${iso}T${time}:00+00:00` : iso, text };
}

const JOURNAL_SLUG = 'computational-ecology';
const JOURNAL_PATH = `/journals/${JOURNAL_SLUG}`;
const SITE = 'https://quire.example.org';

function seo(title: string, path: string, description?: string) {
  return {
    title: `${title} — Quire`,
    description,
    canonical: `${SITE}${path}`,
    type: 'website' as const,
    siteName: 'Quire',
  };
}

/** The journal layout's data: masthead, ISSNs, brand colour and the journal's own pages. */
export const JOURNAL_FRAME: LoaderData<typeof journalArticleLayoutLoader> = {
  journal: {
    slug: JOURNAL_SLUG,
    title: 'Journal of Computational Ecology',
    issn: '2753-4127',
    eissn: '2753-4135',
    brandColor: '#0f766e',
    logoUrl: null,
    pages: [
      { slug: 'aims-and-scope', title: 'Aims and scope' },
      { slug: 'editorial-board', title: 'Editorial board' },
      { slug: 'author-guidelines', title: 'Author guidelines' },
    ],
  },
};

const ARTICLE_TITLE =
  'Drought legacies in boreal forest carbon uptake: a hierarchical Bayesian analysis of eddy-covariance records, 2001–2023';

const ABSTRACT = `<p>Droughts leave legacies in forest carbon uptake that outlast the dry season itself, yet their size and duration remain poorly constrained at the biome scale. We fitted a hierarchical Bayesian model to 23 years of eddy-covariance records from 41 boreal flux towers, separating the concurrent response of gross primary production to soil-moisture deficit from its lagged response in the following two growing seasons.</p><p>Lagged losses amounted to 38% (95% credible interval 27–49%) of the concurrent loss and were largest in stands dominated by <i>Picea abies</i>. Legacies shortened with stand age and lengthened with the depth of the organic layer. Models that ignore legacies overestimate the recovery of boreal carbon uptake after the 2018 drought by 0.21 Pg C.</p>`;

/** The article page: a research article with full text, files, references and citations. */
export const ARTICLE: ArticleData = {
  article: {
    id: 412,
    title: ARTICLE_TITLE,
    authors: [
      {
        name: 'Ingrid Halvorsen',
        affiliation: 'Department of Biological Sciences, University of Bergen, Norway',
        orcid: '0000-0002-1825-0097',
        orcidUrl: 'https://orcid.org/0000-0002-1825-0097',
      },
      {
        name: 'Matti Räsänen',
        affiliation: 'Institute for Atmospheric and Earth System Research, University of Helsinki',
        orcid: '0000-0001-5109-3700',
        orcidUrl: 'https://orcid.org/0000-0001-5109-3700',
      },
      {
        name: 'Chiara Bellandi',
        affiliation:
          'Department of Agriculture, Food, Environment and Forestry, University of Florence',
        orcid: null,
        orcidUrl: null,
      },
      { name: 'Samuel Okonkwo-Lindqvist', affiliation: null, orcid: null, orcidUrl: null },
    ],
    typeLabel: 'Research article',
    section: 'Research articles',
    issue: {
      label: 'Vol. 11 No. 3 (2026): Forests under drought',
      href: `${JOURNAL_PATH}/archive/87`,
      withdrawal: null,
    },
    versions: { current: 1, updated: null, earlier: [] },
    notices: [],
    noticeBanner: null,
    retracted: false,
    received: day('23-02-2026'),
    accepted: day('14-06-2026'),
    published: day('15-09-2026'),
    doi: '10.5555/jce.2026.0412',
    doiUrl: 'https://doi.org/10.5555/jce.2026.0412',
    keywords: [
      'drought legacy',
      'boreal forest',
      'eddy covariance',
      'gross primary production',
      'Bayesian hierarchical model',
    ],
    license: 'CC BY 4.0',
    licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
    creativeCommons: true,
    pages: '74–96',
    usage: { views: '2,418', downloads: '611' },
    abstractHtml: ABSTRACT,
    references: [
      [
        {
          text: 'Anderegg, W. R. L., Schwalm, C., Biondi, F., et al. (2015). Pervasive drought legacies in forest ecosystems and their implications for carbon cycle models. Science, 349(6247), 528–532. ',
        },
        {
          text: 'https://doi.org/10.1126/science.aab1833',
          href: 'https://doi.org/10.1126/science.aab1833',
        },
      ],
      [
        {
          text: 'Pastorello, G., Trotta, C., Canfora, E., et al. (2020). The FLUXNET2015 dataset and the ONEFlux processing pipeline for eddy covariance data. Scientific Data, 7, 225. ',
        },
        {
          text: 'https://doi.org/10.1038/s41597-020-0534-3',
          href: 'https://doi.org/10.1038/s41597-020-0534-3',
        },
      ],
      [
        {
          text: 'Gelman, A., Carlin, J. B., Stern, H. S., et al. (2013). Bayesian Data Analysis (3rd ed.). Chapman and Hall/CRC.',
        },
      ],
    ],
    pdfUrl: 'https://files.quire.example.org/jce/2026/jce-2026-0412.pdf',
    // Its references are the full text's (linked to their citations): the page lists them once.
    fullText: fullTextFixture(),
    supplementaryFiles: [
      {
        label: 'Site table and model code',
        dataTypeLabel: 'Code',
        name: 'legacy-model.zip',
        size: '2.4 MB',
        url: 'https://files.quire.example.org/jce/2026/legacy-model.zip',
      },
      {
        label: 'Posterior draws',
        dataTypeLabel: 'Dataset',
        name: 'posterior-draws.csv',
        size: '48.1 MB',
        url: 'https://files.quire.example.org/jce/2026/posterior-draws.csv',
      },
    ],
    citations: {
      styles: [
        {
          style: 'apa',
          label: 'APA',
          html: `Halvorsen, I., Räsänen, M., Bellandi, C., &amp; Okonkwo-Lindqvist, S. (2026). ${ARTICLE_TITLE}. <i>Journal of Computational Ecology</i>, <i>11</i>(3), 74–96. https://doi.org/10.5555/jce.2026.0412`,
          text: `Halvorsen, I., Räsänen, M., Bellandi, C., & Okonkwo-Lindqvist, S. (2026). ${ARTICLE_TITLE}. Journal of Computational Ecology, 11(3), 74–96. https://doi.org/10.5555/jce.2026.0412`,
          href: '?cite=apa',
        },
        {
          style: 'mla',
          label: 'MLA',
          html: `Halvorsen, Ingrid, et al. “${ARTICLE_TITLE}.” <i>Journal of Computational Ecology</i>, vol. 11, no. 3, 2026, pp. 74–96.`,
          text: `Halvorsen, Ingrid, et al. “${ARTICLE_TITLE}.” Journal of Computational Ecology, vol. 11, no. 3, 2026, pp. 74–96.`,
          href: '?cite=mla',
        },
      ],
      selected: 'apa',
      downloads: [
        {
          format: 'bibtex',
          label: 'BibTeX',
          url: '/api/articles/412/citation?format=bibtex&download=1',
        },
        { format: 'ris', label: 'RIS', url: '/api/articles/412/citation?format=ris&download=1' },
      ],
    },
    url: `${SITE}${JOURNAL_PATH}/articles/drought-legacies-boreal-carbon`,
  },
  seo: seo(ARTICLE_TITLE, `${JOURNAL_PATH}/articles/drought-legacies-boreal-carbon`),
  bookmark: null,
};

/** A short communication: no full text, no files, no references, one author. */
export const SHORT_ARTICLE: ArticleData = {
  ...ARTICLE,
  article: {
    ...ARTICLE.article,
    id: 418,
    title: 'A note on seed rain in burnt pine stands',
    authors: [ARTICLE.article.authors[1] as ArticleData['article']['authors'][number]],
    typeLabel: 'Short communication',
    keywords: [],
    references: [],
    fullText: null,
    supplementaryFiles: [],
    pdfUrl: null,
    abstractHtml: '<p>Seed rain was counted in 12 stands one year after fire.</p>',
  },
};

const ISSUE_PATH = `${JOURNAL_PATH}/volumes/11/issues/87`;

const TOC_SECTIONS = [
  {
    title: 'Editorial',
    articles: [
      {
        id: 409,
        title: 'Forests under drought: what a decade of flux data can and cannot tell us',
        href: `${JOURNAL_PATH}/articles/forests-under-drought-editorial`,
        authors: 'Tomás Ferreira',
        pages: '1–3',
        doi: '10.5555/jce.2026.0409',
        doiUrl: 'https://doi.org/10.5555/jce.2026.0409',
        pdfUrl: 'https://files.quire.example.org/jce/2026/jce-2026-0409.pdf',
      },
    ],
  },
  {
    title: 'Research articles',
    articles: [
      {
        id: 412,
        title: ARTICLE_TITLE,
        href: `${JOURNAL_PATH}/articles/drought-legacies-boreal-carbon`,
        authors: 'Ingrid Halvorsen, Matti Räsänen, Chiara Bellandi, Samuel Okonkwo-Lindqvist',
        pages: '74–96',
        doi: '10.5555/jce.2026.0412',
        doiUrl: 'https://doi.org/10.5555/jce.2026.0412',
        pdfUrl: 'https://files.quire.example.org/jce/2026/jce-2026-0412.pdf',
      },
      {
        id: 414,
        title:
          'Individual-based simulation of bark beetle outbreaks under warming: sensitivity to host defence parameters',
        href: `${JOURNAL_PATH}/articles/bark-beetle-ibm-warming`,
        authors: 'Lena Vogt, Hiroshi Tanaka',
        pages: '97–118',
        doi: '10.5555/jce.2026.0414',
        doiUrl: 'https://doi.org/10.5555/jce.2026.0414',
        pdfUrl: null,
      },
      {
        id: 415,
        title:
          'Remote sensing of canopy water content with Sentinel-2: a comparison of radiative-transfer inversions',
        href: `${JOURNAL_PATH}/articles/sentinel-2-canopy-water`,
        authors: 'Aisha Rahman, Pedro Alves, Marta Kowalczyk',
        pages: '119–140',
        doi: '10.5555/jce.2026.0415',
        doiUrl: 'https://doi.org/10.5555/jce.2026.0415',
        pdfUrl: 'https://files.quire.example.org/jce/2026/jce-2026-0415.pdf',
      },
    ],
  },
  {
    title: 'Short communications',
    articles: [
      {
        id: 418,
        title: 'A note on seed rain in burnt pine stands',
        href: `${JOURNAL_PATH}/articles/seed-rain-burnt-pine`,
        authors: 'Matti Räsänen',
        pages: '141–144',
        doi: null,
        doiUrl: null,
        pdfUrl: null,
      },
    ],
  },
];

function issueCard(id: number, volume: number, number: number, year: number, published: SiteDate) {
  return {
    id,
    label: `Vol. ${volume} No. ${number} (${year})`,
    title: null as string | null,
    href: `${JOURNAL_PATH}/archive/${id}`,
    coverUrl: null as string | null,
    coverAlt: '',
    year,
    published,
    articleCount: 9 + ((id * 7) % 6),
    isCurrent: false,
  };
}

const CURRENT_ISSUE = {
  ...issueCard(87, 11, 3, 2026, day('15-09-2026')),
  title: 'Forests under drought',
  href: ISSUE_PATH,
  isCurrent: true,
  articleCount: 5,
};

/** An issue page: a special issue with its description and table of contents. */
export const ISSUE: LoaderData<typeof issueLoader> = {
  issue: {
    ...CURRENT_ISSUE,
    descriptionHtml:
      '<p>Guest edited by Ingrid Halvorsen and Tomás Ferreira. The articles of this special issue follow drought through boreal and temperate forests, from flux towers and satellites to models of insect outbreaks.</p>',
    sections: TOC_SECTIONS,
  },
  seo: seo('Vol. 11 No. 3 (2026): Forests under drought', ISSUE_PATH),
};

/** An issue announced but without articles yet. */
export const EMPTY_ISSUE: LoaderData<typeof issueLoader> = {
  issue: { ...ISSUE.issue, title: null, descriptionHtml: '', sections: [], articleCount: 0 },
  seo: ISSUE.seo,
};

/** The journal's front page. */
export const JOURNAL_HOME: LoaderData<typeof journalHomeLoader> = {
  journal: {
    title: JOURNAL_FRAME.journal.title,
    slug: JOURNAL_SLUG,
    descriptionHtml:
      '<p>The <em>Journal of Computational Ecology</em> publishes models, algorithms and data analyses that advance ecological understanding, from individual organisms to the biosphere. It is open access under CC BY 4.0, with no charges to authors.</p>',
    publisher: 'Nordic Society for Ecological Modelling',
    contact: { name: 'Tomás Ferreira', email: 'editors@jce.example.org' },
    pages: JOURNAL_FRAME.journal.pages.map((page) => ({
      title: page.title,
      href: `${JOURNAL_PATH}/pages/${page.slug}`,
    })),
    guidelinesHref: `${JOURNAL_PATH}/pages/author-guidelines`,
    focusScopeHtml:
      '<p>Population dynamics, species distribution models, ecological forecasting and the statistics of sparse monitoring data.</p>',
    authorGuidelinesHtml: '',
    submissionsOpen: true,
    editorialBoardHref: `${JOURNAL_PATH}/editorial-board`,
  },
  currentIssue: ISSUE.issue,
  mostRead: [
    {
      title: ARTICLE_TITLE,
      href: `${JOURNAL_PATH}/articles/drought-legacies-boreal-carbon`,
      authors: 'Ingrid Halvorsen, Matti Räsänen, Chiara Bellandi, Samuel Okonkwo-Lindqvist',
      views: '2,418 views',
    },
    {
      title:
        'Remote sensing of canopy water content with Sentinel-2: a comparison of radiative-transfer inversions',
      href: `${JOURNAL_PATH}/articles/sentinel-2-canopy-water`,
      authors: 'Aisha Rahman, Pedro Alves, Marta Kowalczyk',
      views: '1,032 views',
    },
  ],
  news: [],
  moreNewsHref: `/news?journal=${JOURNAL_SLUG}`,
  seo: seo('Journal of Computational Ecology', JOURNAL_PATH),
};

const NEWS_ITEMS = [
  {
    slug: 'call-for-papers-ecological-forecasting',
    title: 'Call for papers: near-term ecological forecasting',
    href: '/news/call-for-papers-ecological-forecasting',
    summary:
      'A special issue on iterative forecasts of populations, communities and ecosystems, with data assimilation and open forecast archives. Submissions until 31 March 2027.',
    published: day('02-11-2026'),
    coverUrl: null,
    featured: true,
    journal: { title: 'Journal of Computational Ecology', href: JOURNAL_PATH },
  },
  {
    slug: 'orcid-required-for-corresponding-authors',
    title: 'ORCID iDs now required for corresponding authors',
    href: '/news/orcid-required-for-corresponding-authors',
    summary:
      'From 1 January 2027 every corresponding author gives an ORCID iD when submitting, so their work is credited to them without ambiguity.',
    published: day('18-10-2026'),
    coverUrl: null,
    featured: false,
    journal: null,
  },
  {
    slug: 'quire-joins-crossref',
    title: 'Quire journals now register DOIs with Crossref',
    href: '/news/quire-joins-crossref',
    summary:
      'Every article published from this month on gets a DOI, and references are deposited as well.',
    published: day('03-09-2026'),
    coverUrl: null,
    featured: false,
    journal: null,
  },
];

/** The journal's front page with news. */
export const JOURNAL_HOME_WITH_NEWS: LoaderData<typeof journalHomeLoader> = {
  ...JOURNAL_HOME,
  news: NEWS_ITEMS.slice(0, 1),
};

/** A new journal: no issue, no article read yet, no news, no pages. */
export const NEW_JOURNAL_HOME: LoaderData<typeof journalHomeLoader> = {
  ...JOURNAL_HOME,
  journal: {
    ...JOURNAL_HOME.journal,
    publisher: null,
    contact: null,
    pages: [],
    guidelinesHref: null,
  },
  currentIssue: null,
  mostRead: [],
  news: [],
};

/** The archive: issues newest first, grouped by year, over two pages. */
export const ARCHIVE: LoaderData<typeof archiveLoader> = {
  years: [
    {
      year: 2026,
      items: [
        CURRENT_ISSUE,
        issueCard(81, 11, 2, 2026, day('15-06-2026')),
        issueCard(76, 11, 1, 2026, day('16-03-2026')),
      ],
    },
    {
      year: 2025,
      items: [
        issueCard(70, 10, 4, 2025, day('15-12-2025')),
        issueCard(64, 10, 3, 2025, day('15-09-2025')),
        issueCard(59, 10, 2, 2025, day('16-06-2025')),
        issueCard(53, 10, 1, 2025, day('17-03-2025')),
      ],
    },
  ],
  page: 1,
  lastPage: 3,
  seo: seo('Archive', `${JOURNAL_PATH}/archive`),
};

/** The volumes list. */
export const VOLUMES: LoaderData<typeof volumesLoader> = {
  volumes: [11, 10, 9, 8, 7].map((number) => ({
    id: number,
    label: `Volume ${number} (${2015 + number})`,
    title: number === 11 ? 'Forests, fire and forecasting' : null,
    href: `${JOURNAL_PATH}/volumes/${number}/issues`,
    issueCount: number === 11 ? 3 : 4,
  })),
  seo: seo('Volumes', `${JOURNAL_PATH}/volumes`),
};

/** A journal's own page (its author guidelines). */
export const GUIDELINES_PAGE: LoaderData<typeof journalPageLoader> = {
  journal: { slug: JOURNAL_SLUG, title: JOURNAL_FRAME.journal.title },
  page: {
    title: 'Author guidelines',
    bodyHtml:
      '<h2>Scope</h2><p>We consider research articles (up to 8,000 words), review articles and short communications (up to 2,500 words) that develop or apply computational methods in ecology.</p><h2>Preparing your manuscript</h2><ul><li>An abstract of at most 250 words, without references.</li><li>Three to eight keywords.</li><li>Code and data in a public repository, cited with a DOI.</li></ul><h2>Review</h2><p>Manuscripts are reviewed double-blind by at least two referees; a first decision usually takes six weeks.</p>',
    isAuthorGuidelines: true,
  },
  seo: seo('Author guidelines', `${JOURNAL_PATH}/pages/author-guidelines`),
};

const JOURNAL_CARDS = [
  {
    slug: JOURNAL_SLUG,
    title: 'Journal of Computational Ecology',
    href: JOURNAL_PATH,
    summary:
      'Models, algorithms and data analyses that advance ecological understanding, from organisms to the biosphere.',
    brandColor: '#0f766e',
    issn: '2753-4127',
    eissn: '2753-4135',
    coverUrl: null,
    articleCount: 412,
  },
  {
    slug: 'codex-studies',
    title: 'Journal of Codex Studies',
    href: '/journals/codex-studies',
    summary:
      'Manuscripts, bindings and the material history of the book, from late antiquity to the printing press.',
    brandColor: '#9a3412',
    issn: '1784-2290',
    eissn: null,
    coverUrl: null,
    articleCount: 187,
  },
  {
    slug: 'applied-linguistics-review',
    title: 'Applied Linguistics Review',
    href: '/journals/applied-linguistics-review',
    summary: 'Language in use: acquisition, multilingualism, corpora and language policy.',
    brandColor: '#4338ca',
    issn: null,
    eissn: '2950-1183',
    coverUrl: null,
    articleCount: 96,
  },
];

/** The list of journals. */
export const JOURNALS: LoaderData<typeof journalsLoader> = {
  journals: JOURNAL_CARDS,
  page: 1,
  lastPage: 1,
  total: JOURNAL_CARDS.length,
  seo: seo('Journals', '/journals'),
};

/** The site's home page. */
export const HOME: LoaderData<typeof homeLoader> = {
  intro:
    'Quire publishes open-access journals in ecology, book history and linguistics: peer reviewed, free to read and free to publish in.',
  journals: JOURNAL_CARDS,
  news: NEWS_ITEMS,
  issues: [
    {
      ...CURRENT_ISSUE,
      journal: {
        title: 'Journal of Computational Ecology',
        href: JOURNAL_PATH,
        brandColor: '#0f766e',
      },
    },
    {
      ...issueCard(86, 6, 2, 2026, day('01-09-2026')),
      href: '/journals/codex-studies/archive/86',
      title: 'Bindings',
      journal: {
        title: 'Journal of Codex Studies',
        href: '/journals/codex-studies',
        brandColor: '#9a3412',
      },
    },
  ],
  seo: seo('Quire', '/'),
};

/** A site just set up: no journal, news or issue yet. */
export const EMPTY_HOME: LoaderData<typeof homeLoader> = {
  ...HOME,
  intro: '',
  journals: [],
  news: [],
  issues: [],
};

/** The news list. */
export const NEWS: LoaderData<typeof newsLoader> = {
  items: NEWS_ITEMS,
  page: 1,
  lastPage: 2,
  journal: null,
  journalOptions: JOURNAL_CARDS.map(({ slug, title, brandColor }) => ({ slug, title, brandColor })),
  seo: seo('News', '/news'),
};

/** A news item. */
export const NEWS_ITEM: LoaderData<typeof newsItemLoader> = {
  item: {
    ...(NEWS_ITEMS[0] as (typeof NEWS_ITEMS)[number]),
    bodyHtml:
      '<p>Forecasts that are made, checked against what happened and made again are changing how ecologists test their understanding. This special issue collects methods and case studies of such near-term forecasts.</p><h2>Topics</h2><ul><li>Data assimilation for populations and ecosystems</li><li>Forecast evaluation and proper scoring rules</li><li>Open, reproducible forecast archives</li></ul><p>Guest editors: Aisha Rahman (University of Dhaka) and Lena Vogt (Technical University of Munich). Submit through the author panel, choosing the section “Ecological forecasting”.</p>',
  },
  seo: seo(
    'Call for papers: near-term ecological forecasting',
    '/news/call-for-papers-ecological-forecasting',
  ),
};

/** The about page. */
export const ABOUT: LoaderData<typeof aboutLoader> = {
  siteName: 'Quire',
  description:
    'Quire is a non-profit platform for scholar-led, open-access journals. It hosts the journals of learned societies and university departments and charges neither readers nor authors.',
  publishers: ['Nordic Society for Ecological Modelling', 'Society for the History of the Book'],
  contactEmail: 'office@quire.example.org',
  journals: JOURNAL_CARDS,
  written: null,
  seo: seo('About', '/about'),
};

/** The About page's text as a site's administrators wrote it (the site page `about`). */
export const WRITTEN_ABOUT = {
  title: 'About the Quire consortium',
  bodyHtml:
    '<p>Quire is run by a consortium of eleven university libraries and three learned societies, who share its costs so that neither readers nor authors pay.</p><h2>Governance</h2><p>A board elected every three years by the member institutions sets the platform’s policies; its minutes are public.</p><ul><li>Open access under CC BY 4.0 by default</li><li>Long-term preservation in two independent archives</li></ul>',
};

/** Unmarked text runs: a name or keyword the search's words are not in. */
const unmarked = (...items: string[]) => items.map((text) => [{ text, marked: false }]);

const SEARCH_BASE = {
  filters: { q: 'drought legacy', journal: '', type: '', year: '', sort: '' },
  journals: JOURNAL_CARDS.map(({ slug, title }) => ({ slug, title })),
  types: [
    { value: 'research-article', label: 'Research article' },
    { value: 'review-article', label: 'Review article' },
    { value: 'short-communication', label: 'Short communication' },
    { value: 'editorial', label: 'Editorial' },
  ],
  sorts: [
    { value: 'relevance', label: 'Relevance' },
    { value: 'newest', label: 'Newest first' },
    { value: 'oldest', label: 'Oldest first' },
    { value: 'title', label: 'Title (A–Z)' },
  ],
  scope: null,
  seo: seo('Search results for “drought legacy”', '/search?q=drought+legacy'),
} as const;

/** Search results with the words found marked. */
export const SEARCH_RESULTS: LoaderData<typeof searchLoader> = {
  ...SEARCH_BASE,
  outcome: {
    kind: 'results',
    hits: [
      {
        id: 412,
        href: `${JOURNAL_PATH}/articles/drought-legacies-boreal-carbon`,
        title: [
          { text: 'Drought legacies', marked: true },
          {
            text: ' in boreal forest carbon uptake: a hierarchical Bayesian analysis of eddy-covariance records, 2001–2023',
            marked: false,
          },
        ],
        snippet: [
          { text: '…Droughts leave ', marked: false },
          { text: 'legacies', marked: true },
          {
            text: ' in forest carbon uptake that outlast the dry season itself, yet their size and duration remain poorly constrained…',
            marked: false,
          },
        ],
        snippetSource: 'abstract',
        authors: unmarked(
          'Ingrid Halvorsen',
          'Matti Räsänen',
          'Chiara Bellandi',
          'Samuel Okonkwo-Lindqvist',
        ),
        keywords: [],
        journal: {
          title: 'Journal of Computational Ecology',
          href: JOURNAL_PATH,
          brandColor: '#0f766e',
        },
        issue: 'Vol. 11 No. 3 (2026)',
        published: day('15-09-2026'),
        doi: '10.5555/jce.2026.0412',
      },
      {
        id: 377,
        href: `${JOURNAL_PATH}/articles/tree-ring-drought-memory`,
        title: [
          { text: 'Tree-ring evidence of multi-year drought memory in Scots pine', marked: false },
        ],
        snippet: [
          { text: '…growth stayed below its pre-', marked: false },
          { text: 'drought', marked: true },
          { text: ' level for up to four years, a ', marked: false },
          { text: 'legacy', marked: true },
          { text: ' that…', marked: false },
        ],
        snippetSource: 'abstract',
        authors: unmarked('Chiara Bellandi', 'Tomás Ferreira'),
        keywords: [],
        journal: {
          title: 'Journal of Computational Ecology',
          href: JOURNAL_PATH,
          brandColor: '#0f766e',
        },
        issue: 'Vol. 10 No. 2 (2025)',
        published: day('16-06-2025'),
        doi: '10.5555/jce.2025.0377',
      },
    ],
    page: 1,
    lastPage: 1,
    total: 2,
    totalIsCapped: false,
    firstNumber: 1,
    lookup: null,
  },
};

/**
 * A search for a name typed without its accents: the author's name is marked as written, and
 * the snippet is the abstract's opening (its words are not in the abstract).
 */
export const SEARCH_AUTHOR_FOUND: LoaderData<typeof searchLoader> = {
  ...SEARCH_BASE,
  filters: { ...SEARCH_BASE.filters, q: 'rasanen' },
  outcome: {
    kind: 'results',
    hits: [
      {
        id: 412,
        href: `${JOURNAL_PATH}/articles/drought-legacies-boreal-carbon`,
        title: unmarked(ARTICLE_TITLE)[0] ?? [],
        snippet: [
          {
            text: 'Droughts leave legacies in forest carbon uptake that outlast the dry season itself, yet their size and duration remain poorly constrained at the biome scale …',
            marked: false,
          },
        ],
        snippetSource: 'abstract',
        authors: [
          ...unmarked('Ingrid Halvorsen'),
          [
            { text: 'Matti ', marked: false },
            { text: 'Räsänen', marked: true },
          ],
          ...unmarked('Chiara Bellandi'),
        ],
        keywords: [],
        journal: {
          title: 'Journal of Computational Ecology',
          href: JOURNAL_PATH,
          brandColor: '#0f766e',
        },
        issue: 'Vol. 11 No. 3 (2026)',
        published: day('15-09-2026'),
        doi: '10.5555/jce.2026.0412',
      },
    ],
    page: 1,
    lastPage: 1,
    total: 1,
    totalIsCapped: false,
    firstNumber: 1,
    lookup: null,
  },
  seo: seo('Search results for “rasanen”', '/search?q=rasanen'),
};

/** Words found in a keyword of one hit and only in the full text of another. */
export const SEARCH_KEYWORD_AND_FULL_TEXT: LoaderData<typeof searchLoader> = {
  ...SEARCH_BASE,
  filters: { ...SEARCH_BASE.filters, q: 'peatland' },
  outcome: {
    kind: 'results',
    hits: [
      {
        id: 388,
        href: `${JOURNAL_PATH}/articles/boreal-wetland-methane`,
        title: unmarked('Methane fluxes of boreal wetlands under a warming climate')[0] ?? [],
        snippet: [
          {
            text: 'We compiled chamber and tower measurements from 64 northern sites and related their methane emissions to water-table depth and soil temperature …',
            marked: false,
          },
        ],
        snippetSource: 'abstract',
        authors: unmarked('Aino Virtanen', 'Jonas Berg'),
        keywords: [
          ...unmarked('methane', 'wetlands'),
          [{ text: 'peatlands', marked: true }],
          ...unmarked('climate warming'),
        ],
        journal: {
          title: 'Journal of Computational Ecology',
          href: JOURNAL_PATH,
          brandColor: '#0f766e',
        },
        issue: 'Vol. 11 No. 2 (2026)',
        published: day('15-06-2026'),
        doi: '10.5555/jce.2026.0388',
      },
      {
        id: 377,
        href: `${JOURNAL_PATH}/articles/tree-ring-drought-memory`,
        title: unmarked('Tree-ring evidence of multi-year drought memory in Scots pine')[0] ?? [],
        snippet: [
          { text: 'Stands on drained ', marked: false },
          { text: 'peatland', marked: true },
          {
            text: ' recovered more slowly than those on mineral soil, and their growth stayed depressed for a further two seasons',
            marked: false,
          },
        ],
        snippetSource: 'fullText',
        authors: unmarked('Chiara Bellandi', 'Tomás Ferreira'),
        keywords: [],
        journal: {
          title: 'Journal of Computational Ecology',
          href: JOURNAL_PATH,
          brandColor: '#0f766e',
        },
        issue: 'Vol. 10 No. 2 (2025)',
        published: day('16-06-2025'),
        doi: '10.5555/jce.2025.0377',
      },
    ],
    page: 1,
    lastPage: 1,
    total: 2,
    totalIsCapped: false,
    firstNumber: 1,
    lookup: null,
  },
  seo: seo('Search results for “peatland”', '/search?q=peatland'),
};

/** A search that found nothing. */
export const SEARCH_NOTHING: LoaderData<typeof searchLoader> = {
  ...SEARCH_BASE,
  filters: { ...SEARCH_BASE.filters, q: 'permafrost methane' },
  outcome: {
    kind: 'results',
    hits: [],
    page: 1,
    lastPage: 1,
    total: 0,
    totalIsCapped: false,
    firstNumber: 1,
    lookup: null,
  },
};

/** The search page before anything was asked. */
export const SEARCH_EMPTY: LoaderData<typeof searchLoader> = {
  ...SEARCH_BASE,
  filters: { ...SEARCH_BASE.filters, q: '' },
  outcome: { kind: 'prompt' },
  seo: seo('Search', '/search'),
};

/** A search the API refused (a year that is not one). */
export const SEARCH_INVALID: LoaderData<typeof searchLoader> = {
  ...SEARCH_BASE,
  filters: { ...SEARCH_BASE.filters, year: '20266' },
  outcome: {
    kind: 'invalid',
    message: 'The year must be between 1900 and 2100.',
    fieldErrors: { year: ['The year must be between 1900 and 2100.'] },
  },
};

/** The current issue page: the special issue of the autumn. */
export const CURRENT_ISSUE_PAGE: LoaderData<typeof currentIssueLoader> = {
  issue: ISSUE.issue,
  seo: seo('Current issue', ISSUE_PATH),
};

/** A journal that has not published an issue yet. */
export const NO_CURRENT_ISSUE: LoaderData<typeof currentIssueLoader> = {
  issue: null,
  seo: seo('Current issue', `${JOURNAL_PATH}/current-issue`),
};

/**
 * A cover image as a data URL (an SVG of the journal's colour with the issue's number), so the
 * stories show a cover without a file server.
 */
function coverImage(color: string, caption: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><rect width="300" height="400" fill="${color}"/><path d="M0 300 C80 250 140 330 300 270 V400 H0Z" fill="#ffffff" fill-opacity="0.18"/><text x="24" y="64" font-family="Georgia, serif" font-size="26" fill="#ffffff">JCE</text><text x="24" y="104" font-family="Georgia, serif" font-size="20" fill="#ffffff">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const VOL_10_NO_4_PATH = `${JOURNAL_PATH}/volumes/10/issues/70`;

function tocArticle(
  id: number,
  slug: string,
  title: string,
  authors: string,
  pages: string,
  withPdf = true,
) {
  return {
    id,
    title,
    href: `${JOURNAL_PATH}/articles/${slug}`,
    authors,
    pages,
    doi: `10.5555/jce.2025.${String(id).padStart(4, '0')}`,
    doiUrl: `https://doi.org/10.5555/jce.2025.${String(id).padStart(4, '0')}`,
    pdfUrl: withPdf ? `https://files.quire.example.org/jce/2025/jce-2025-${id}.pdf` : null,
  };
}

/** An issue reached from the archive: a regular issue with a cover and its description. */
export const ARCHIVE_ITEM: LoaderData<typeof archiveItemLoader> = {
  issue: {
    ...issueCard(70, 10, 4, 2025, day('15-12-2025')),
    coverUrl: coverImage('#0f766e', 'Vol. 10 No. 4'),
    coverAlt: 'Aerial photograph of a burnt pine stand with green regrowth, in the journal’s teal',
    articleCount: 4,
    descriptionHtml:
      '<p>The last issue of 2025 collects work on post-fire succession, seed dispersal and the calibration of forest gap models against inventory data.</p>',
    sections: [
      {
        title: 'Research articles',
        articles: [
          tocArticle(
            371,
            'post-fire-succession-gap-model',
            'Calibrating a forest gap model against 40 years of post-fire inventory plots in central Sweden',
            'Erik Lindgren, Hiroshi Tanaka',
            '289–311',
          ),
          tocArticle(
            372,
            'wind-dispersal-birch-seed',
            'Mechanistic wind dispersal of birch seed across burnt landscapes',
            'Aisha Rahman, Lena Vogt',
            '312–330',
          ),
          tocArticle(
            373,
            'soil-seed-bank-fire-severity',
            'Soil seed banks along a gradient of fire severity: a Bayesian occupancy model',
            'Marta Kowalczyk, Pedro Alves, Ingrid Halvorsen',
            '331–352',
            false,
          ),
        ],
      },
      {
        title: 'Review articles',
        articles: [
          tocArticle(
            374,
            'review-boreal-fire-regimes-models',
            'Modelling boreal fire regimes: a review of process-based and statistical approaches',
            'Tomás Ferreira',
            '353–388',
          ),
        ],
      },
    ],
  },
  seo: seo('Vol. 10 No. 4 (2025)', VOL_10_NO_4_PATH),
};

const LONG_TITLES = [
  'Density dependence in reindeer calf survival across forty years of herd records from northern Finland',
  'Bayesian calibration of a process-based model of peatland methane emissions against chamber and tower fluxes',
  'Spatial capture–recapture of wolverines from camera traps and snow tracking',
  'Lévy flights or composite random walks? Re-analysing the foraging paths of grey seals',
  'Agent-based simulation of bark beetle dispersal in fragmented spruce forests under three management scenarios',
  'Phenological mismatch between pied flycatchers and caterpillar peaks: a state-space model of 31 breeding seasons',
  'Species distribution models for alpine plants under warming: how much does dispersal limitation matter?',
  'Estimating detection probability of breeding waders from repeated point counts with N-mixture models',
  'A stochastic matrix model for the recovery of freshwater pearl mussel populations',
  'Automated acoustic monitoring of nocturnal bird migration with convolutional neural networks',
  'Early-warning signals of regime shifts in shallow lakes: a test on 18 years of high-frequency sensor data',
  'Population viability of the white-backed woodpecker under alternative forest harvesting regimes',
  'Integrating citizen-science and structured survey data on butterflies with joint likelihood models',
  'Effects of grid resolution on simulated fire spread in heterogeneous boreal landscapes',
];

const LONG_AUTHORS = [
  'Sanna Heikkinen, Jouni Kumpula, Ingrid Halvorsen',
  'Matti Räsänen, Chiara Bellandi',
  'Erik Lindgren, Aisha Rahman, Pedro Alves, Marta Kowalczyk, Hiroshi Tanaka, Lena Vogt',
  'Fiona MacLeod',
];

/** An issue with a long table of contents: fourteen articles with long titles and bylines. */
export const LONG_ARCHIVE_ITEM: LoaderData<typeof archiveItemLoader> = {
  issue: {
    ...ARCHIVE_ITEM.issue,
    ...issueCard(64, 10, 3, 2025, day('15-09-2025')),
    title: 'Forty years of monitoring: long-term ecological data and the models they make possible',
    coverAlt: '',
    articleCount: LONG_TITLES.length,
    descriptionHtml:
      '<p>This special issue marks forty years of the Nordic long-term ecological research network. Its fourteen articles show what long, consistent records of animals, plants and ecosystem fluxes make possible, and where the models built on them still fall short.</p><p>Guest editors: Sanna Heikkinen (Natural Resources Institute Finland) and Erik Lindgren (Swedish University of Agricultural Sciences).</p>',
    sections: [
      {
        title: 'Research articles',
        articles: LONG_TITLES.map((title, index) =>
          tocArticle(
            340 + index,
            `long-term-monitoring-${index + 1}`,
            title,
            LONG_AUTHORS[index % LONG_AUTHORS.length] as string,
            `${140 + index * 20}–${158 + index * 20}`,
            index % 3 !== 2,
          ),
        ),
      },
    ],
  },
  seo: seo('Vol. 10 No. 3 (2025)', `${JOURNAL_PATH}/volumes/10/issues/64`),
};

/** A volume's issues: the current volume, with its title. */
export const VOLUME_ISSUES: LoaderData<typeof volumeIssuesLoader> = {
  volume: { label: 'Volume 11 (2026)', title: 'Forests, fire and forecasting' },
  issues: (ARCHIVE.years[0]?.items ?? []).map((issue) => ({ ...issue })).reverse(),
  seo: seo('Volume 11 (2026)', `${JOURNAL_PATH}/volumes/11/issues`),
};

/** A complete older volume without a title, one issue with a cover. */
export const OLDER_VOLUME_ISSUES: LoaderData<typeof volumeIssuesLoader> = {
  volume: { label: 'Volume 10 (2025)', title: null },
  issues: [
    issueCard(53, 10, 1, 2025, day('17-03-2025')),
    issueCard(59, 10, 2, 2025, day('16-06-2025')),
    { ...issueCard(64, 10, 3, 2025, day('15-09-2025')), title: LONG_ARCHIVE_ITEM.issue.title },
    { ...issueCard(70, 10, 4, 2025, day('15-12-2025')), coverUrl: ARCHIVE_ITEM.issue.coverUrl },
  ],
  seo: seo('Volume 10 (2025)', `${JOURNAL_PATH}/volumes/10/issues`),
};

/** A volume opened before its first issue is published. */
export const EMPTY_VOLUME_ISSUES: LoaderData<typeof volumeIssuesLoader> = {
  volume: { label: 'Volume 12 (2027)', title: null },
  issues: [],
  seo: seo('Volume 12 (2027)', `${JOURNAL_PATH}/volumes/12/issues`),
};

const authorHref = (name: string) => `${JOURNAL_PATH}/authors/${encodeURIComponent(name)}`;
const keywordHref = (keyword: string) => `${JOURNAL_PATH}/keywords/${encodeURIComponent(keyword)}`;

function browseItem(
  id: number,
  slug: string,
  title: string,
  authors: string[],
  issue: { label: string; href: string } | null,
  published: string,
  doi: string | null,
) {
  return {
    id,
    title,
    href: `${JOURNAL_PATH}/articles/${slug}`,
    authors: authors.map((name) => ({ name, href: authorHref(name) })),
    issue,
    published: day(published),
    doi,
    doiUrl: doi ? `https://doi.org/${doi}` : null,
  };
}

const ISSUE_11_3 = { label: 'Vol. 11 No. 3 (2026)', href: ISSUE_PATH };
const ISSUE_10_4 = { label: 'Vol. 10 No. 4 (2025)', href: VOL_10_NO_4_PATH };
const ISSUE_10_2 = { label: 'Vol. 10 No. 2 (2025)', href: `${JOURNAL_PATH}/volumes/10/issues/59` };

/** Ingrid Halvorsen's articles in the journal, newest first. */
const HALVORSEN_ARTICLES = [
  browseItem(
    412,
    'drought-legacies-boreal-carbon',
    ARTICLE_TITLE,
    ['Ingrid Halvorsen', 'Matti Räsänen', 'Chiara Bellandi', 'Samuel Okonkwo-Lindqvist'],
    ISSUE_11_3,
    '15-09-2026',
    '10.5555/jce.2026.0412',
  ),
  browseItem(
    398,
    'lichen-dispersal-clear-cuts',
    'Spatially explicit models of lichen dispersal after clear-cutting in Norwegian spruce forest',
    ['Ingrid Halvorsen', 'Erik Lindgren'],
    null,
    '02-07-2026',
    '10.5555/jce.2026.0398',
  ),
  browseItem(
    373,
    'soil-seed-bank-fire-severity',
    'Soil seed banks along a gradient of fire severity: a Bayesian occupancy model',
    ['Marta Kowalczyk', 'Pedro Alves', 'Ingrid Halvorsen'],
    ISSUE_10_4,
    '15-12-2025',
    '10.5555/jce.2025.0373',
  ),
  browseItem(
    361,
    'snow-cover-vole-cycles',
    'Snow cover duration and the dampening of vole cycles in western Norway',
    ['Ingrid Halvorsen'],
    ISSUE_10_2,
    '16-06-2025',
    null,
  ),
];

/** An author's page: their articles in the journal, with affiliation and ORCID iD. */
export const AUTHOR_PAGE: LoaderData<typeof authorLoader> = {
  author: {
    name: 'Ingrid Halvorsen',
    affiliation: 'Department of Biological Sciences, University of Bergen, Norway',
    orcid: '0000-0002-1825-0097',
    orcidUrl: 'https://orcid.org/0000-0002-1825-0097',
  },
  articles: HALVORSEN_ARTICLES,
  paging: { page: 1, lastPage: 1, total: 4, firstNumber: 1, lastPageHref: null },
  path: authorHref('Ingrid Halvorsen'),
  searchAll: {
    label: 'Their articles in every journal (by ORCID iD)',
    href: '/search?q=0000-0002-1825-0097',
  },
  seo: seo('Ingrid Halvorsen', authorHref('Ingrid Halvorsen')),
};

/** An author known only by name (no affiliation, no ORCID iD), with one article. */
export const AUTHOR_WITHOUT_ORCID: LoaderData<typeof authorLoader> = {
  author: { name: 'Samuel Okonkwo-Lindqvist', affiliation: null, orcid: null, orcidUrl: null },
  articles: HALVORSEN_ARTICLES.slice(0, 1),
  paging: { page: 1, lastPage: 1, total: 1, firstNumber: 1, lastPageHref: null },
  path: authorHref('Samuel Okonkwo-Lindqvist'),
  searchAll: {
    label: 'Search every journal for “Samuel Okonkwo-Lindqvist”',
    href: `/search?q=${encodeURIComponent('"Samuel Okonkwo-Lindqvist"')}`,
  },
  seo: seo('Samuel Okonkwo-Lindqvist', authorHref('Samuel Okonkwo-Lindqvist')),
};

/** A prolific author's second page of three: ten articles with long titles and bylines. */
export const PROLIFIC_AUTHOR_PAGE: LoaderData<typeof authorLoader> = {
  ...AUTHOR_PAGE,
  author: {
    name: 'Erik Lindgren',
    affiliation:
      'Department of Forest Ecology and Management, Swedish University of Agricultural Sciences, Umeå, Sweden',
    orcid: '0000-0003-4410-2286',
    orcidUrl: 'https://orcid.org/0000-0003-4410-2286',
  },
  articles: LONG_TITLES.slice(0, 10).map((title, index) =>
    browseItem(
      340 + index,
      `long-term-monitoring-${index + 1}`,
      title,
      // Erik Lindgren first, then the co-authors (each named once: a byline repeats nobody).
      [
        'Erik Lindgren',
        ...(LONG_AUTHORS[index % LONG_AUTHORS.length] as string)
          .split(', ')
          .filter((name) => name !== 'Erik Lindgren'),
      ],
      index < 6
        ? { label: 'Vol. 10 No. 3 (2025)', href: `${JOURNAL_PATH}/volumes/10/issues/64` }
        : ISSUE_10_2,
      index < 6 ? '15-09-2025' : '16-06-2025',
      index % 4 === 3 ? null : `10.5555/jce.2025.${String(340 + index).padStart(4, '0')}`,
    ),
  ),
  paging: { page: 2, lastPage: 3, total: 27, firstNumber: 11, lastPageHref: null },
  path: authorHref('Erik Lindgren'),
  searchAll: {
    label: 'Their articles in every journal (by ORCID iD)',
    href: '/search?q=0000-0003-4410-2286',
  },
  seo: seo('Erik Lindgren (page 2)', `${authorHref('Erik Lindgren')}?page=2`),
};

/** An author's list asked for a page past its end (an old link after articles moved). */
export const AUTHOR_PAST_END: LoaderData<typeof authorLoader> = {
  ...AUTHOR_PAGE,
  articles: [],
  paging: {
    page: 4,
    lastPage: 1,
    total: 4,
    firstNumber: 31,
    lastPageHref: `${authorHref('Ingrid Halvorsen')}?page=1`,
  },
};

/** A keyword's articles in the journal, newest first. */
export const KEYWORD_PAGE: LoaderData<typeof keywordLoader> = {
  keyword: 'drought legacy',
  articles: [
    HALVORSEN_ARTICLES[0] as (typeof HALVORSEN_ARTICLES)[number],
    browseItem(
      377,
      'tree-ring-drought-memory',
      'Tree-ring evidence of multi-year drought memory in Scots pine',
      ['Chiara Bellandi', 'Tomás Ferreira'],
      ISSUE_10_2,
      '16-06-2025',
      '10.5555/jce.2025.0377',
    ),
    browseItem(
      366,
      'beech-mast-after-drought',
      'Beech masting after drought years: a thirty-year record from Danish forests',
      ['Fiona MacLeod', 'Jens Aagaard Nielsen'],
      null,
      '28-04-2025',
      null,
    ),
  ],
  paging: { page: 1, lastPage: 1, total: 3, firstNumber: 1, lastPageHref: null },
  path: keywordHref('drought legacy'),
  searchAll: {
    href: `/search?q=${encodeURIComponent('"drought legacy"')}`,
    label: 'Search every journal for “drought legacy”',
  },
  seo: seo('Keyword: drought legacy', keywordHref('drought legacy')),
};

/** A common keyword: the first of four pages, ten articles. */
export const BUSY_KEYWORD_PAGE: LoaderData<typeof keywordLoader> = {
  keyword: 'Bayesian hierarchical model',
  articles: PROLIFIC_AUTHOR_PAGE.articles,
  paging: { page: 1, lastPage: 4, total: 38, firstNumber: 1, lastPageHref: null },
  path: keywordHref('Bayesian hierarchical model'),
  searchAll: {
    href: `/search?q=${encodeURIComponent('"Bayesian hierarchical model"')}`,
    label: 'Search every journal for “Bayesian hierarchical model”',
  },
  seo: seo('Keyword: Bayesian hierarchical model', keywordHref('Bayesian hierarchical model')),
};

/** A keyword's list asked for a page past its end. */
export const KEYWORD_PAST_END: LoaderData<typeof keywordLoader> = {
  ...KEYWORD_PAGE,
  articles: [],
  paging: {
    page: 3,
    lastPage: 1,
    total: 3,
    firstNumber: 21,
    lastPageHref: `${keywordHref('drought legacy')}?page=1`,
  },
};

/** The contact page: every journal to address, and the site's own address. */
export const CONTACT: LoaderData<typeof contactLoader> = {
  journals: JOURNAL_CARDS.map(({ slug, title }) => ({ slug, title })),
  selectedJournal: '',
  contactEmail: 'office@quire.example.org',
  intro: null,
  seo: seo('Contact', '/contact'),
};

// Long content: what a real journal sometimes publishes, to see that every page holds it.

const CONSORTIUM_AUTHORS = [
  'Aino Lehtonen',
  'Bartholomew Nkemelu-Ashworth',
  'Chiara Bellandi',
  'Dagny Øverland-Kristiansen',
  'Emeka Uchenna Obi',
  'François-Xavier de la Montagne',
  'Gwendolyn Pryce-Llewellyn',
  'Hiroshi Tanaka',
  'Ingrid Halvorsen',
  'José María Fernández-Villaverde',
  'Katarzyna Wiśniewska-Brzozowska',
  'Lars Lindqvist',
  'Matti Räsänen',
  'Nguyễn Thị Thu Hương',
];

/**
 * An article at the limits of what the page must hold: a long title with an unbreakable chemical
 * name, fourteen authors with long affiliations, a dozen keywords, a long abstract and forty
 * references.
 */
export const LONG_ARTICLE: ArticleData = {
  ...ARTICLE,
  article: {
    ...ARTICLE.article,
    title:
      'Soil 1,1,2,2-tetrachloroethane-degrading microbial consortia under repeated drought–rewetting cycles: a pan-boreal, multi-decadal synthesis of flux, isotope, metagenomic and remote-sensing records from forty-one eddy-covariance sites',
    authors: CONSORTIUM_AUTHORS.map((name, index) => ({
      name,
      affiliation:
        index % 3 === 0
          ? 'Department of Forest Ecology and Management, Swedish University of Agricultural Sciences, Umeå, Sweden'
          : index % 3 === 1
            ? 'Helmholtz Centre for Environmental Research – UFZ, Department of Computational Landscape Ecology, Leipzig'
            : null,
      orcid: index % 2 === 0 ? '0000-0002-1825-0097' : null,
      orcidUrl: index % 2 === 0 ? 'https://orcid.org/0000-0002-1825-0097' : null,
    })),
    keywords: [
      ...ARTICLE.article.keywords,
      'soil microbiology',
      'metagenomics',
      'stable isotopes',
      'drought–rewetting',
      'remote sensing',
      'pan-boreal synthesis',
      'tetrachloroethane degradation',
    ],
    abstractHtml: ABSTRACT.repeat(3),
    references: Array.from(
      { length: 40 },
      (_, index) => ARTICLE.article.references[index % ARTICLE.article.references.length] ?? [],
    ),
    // Without a full text: the 40 references are the article details' own list.
    fullText: null,
  },
};

/** A long full text: four passes through its sections, with figures, tables, notes, references. */
export const LONG_FULL_TEXT_ARTICLE: ArticleData = {
  ...ARTICLE,
  article: { ...ARTICLE.article, fullText: fullTextFixture(4) },
};

/** An issue of sixty articles in three sections (a journal's conference supplement). */
export const LONG_ISSUE: LoaderData<typeof issueLoader> = {
  issue: {
    ...ISSUE.issue,
    title:
      'Proceedings of the Nordic Forest Ecology Meeting 2026: models, measurements and the management of forests under a changing climate',
    articleCount: 60,
    sections: ['Keynotes', 'Research articles', 'Short communications'].map((title, section) => ({
      title,
      articles: Array.from({ length: 20 }, (_, index) => {
        const id = 1000 + section * 20 + index;
        const first = section * 60 + index * 3 + 1;
        return {
          id,
          title: `${ARTICLE_TITLE} — part ${index + 1}`,
          href: `${JOURNAL_PATH}/articles/nordic-meeting-${id}`,
          authors: CONSORTIUM_AUTHORS.slice(0, 2 + (index % 9)).join(', '),
          pages: `${first}–${first + 2}`,
          doi: `10.5555/jce.2026.${id}`,
          doiUrl: `https://doi.org/10.5555/jce.2026.${id}`,
          pdfUrl: index % 4 === 0 ? null : `https://files.quire.example.org/jce/2026/${id}.pdf`,
        };
      }),
    })),
  },
  seo: ISSUE.seo,
};

/** Page 3 of many results, ten to a page, with long titles and author lists. */
export const MANY_SEARCH_RESULTS: LoaderData<typeof searchLoader> = {
  ...SEARCH_RESULTS,
  outcome: {
    kind: 'results',
    hits: Array.from({ length: 10 }, (_, index) => {
      const hit =
        SEARCH_RESULTS.outcome.kind === 'results'
          ? SEARCH_RESULTS.outcome.hits[index % 2]
          : undefined;
      if (!hit) throw new Error('SEARCH_RESULTS has hits');
      return {
        ...hit,
        id: 2000 + index,
        href: `${hit.href}-${index}`,
        authors: unmarked(...CONSORTIUM_AUTHORS.slice(0, 3 + index)),
      };
    }),
    page: 3,
    lastPage: 47,
    total: 1000,
    totalIsCapped: true,
    firstNumber: 21,
    lookup: null,
  },
};

/** A long announcement: a long title, a table of dates, nested lists and long paragraphs. */
export const LONG_NEWS_ITEM: LoaderData<typeof newsItemLoader> = {
  ...NEWS_ITEM,
  item: {
    ...NEWS_ITEM.item,
    title:
      'Call for papers for a special issue on near-term ecological forecasting, data assimilation and the evaluation of probabilistic predictions across scales',
    bodyHtml: `${NEWS_ITEM.item.bodyHtml.repeat(3)}<h2>Dates</h2><table><thead><tr><th>Step</th><th>Date</th></tr></thead><tbody><tr><td>Abstracts</td><td>15-01-2027</td></tr><tr><td>Full manuscripts</td><td>30-04-2027</td></tr><tr><td>Publication</td><td>15-10-2027</td></tr></tbody></table><p>Data and code: https://zenodo.example.org/records/123456789012345678901234567890</p>`,
  },
};

/** Page 2 of 4 of a large publisher's journals. */
export const MANY_JOURNALS: LoaderData<typeof journalsLoader> = {
  ...JOURNALS,
  journals: Array.from({ length: 12 }, (_, index) => {
    const card = JOURNAL_CARDS[index % JOURNAL_CARDS.length];
    if (!card) throw new Error('JOURNAL_CARDS has cards');
    return {
      ...card,
      slug: `${card.slug}-${index}`,
      title:
        index % 3 === 0 ? `${card.title}: Series B — Theory, Methods and Applications` : card.title,
    };
  }),
  page: 2,
  lastPage: 4,
  total: 43,
};

/** The second of six pages of a journal's archive: five years of four issues, some titled. */
export const LONG_ARCHIVE: LoaderData<typeof archiveLoader> = {
  ...ARCHIVE,
  years: [2024, 2023, 2022, 2021, 2020].map((year, yearIndex) => ({
    year,
    items: [4, 3, 2, 1].map((number) => ({
      ...issueCard(
        50 - yearIndex * 4 - number,
        9 - yearIndex,
        number,
        year,
        day(`15-0${number * 2}-${year}`),
      ),
      title:
        number === 2
          ? 'Models, measurements and the management of forests under a changing climate'
          : null,
    })),
  })),
  page: 2,
  lastPage: 6,
};

/** A journal of thirty volumes. */
export const MANY_VOLUMES: LoaderData<typeof volumesLoader> = {
  ...VOLUMES,
  volumes: Array.from({ length: 30 }, (_, index) => {
    const number = 30 - index;
    return {
      id: number,
      label: `Volume ${number} (${1996 + number})`,
      title: number % 7 === 0 ? 'Forests, fire and forecasting: a volume of special issues' : null,
      href: `${JOURNAL_PATH}/volumes/${number}/issues`,
      issueCount: 4,
    };
  }),
};

/** A journal page as long as a real one: several sections, a table and long lists. */
export const LONG_JOURNAL_PAGE: LoaderData<typeof journalPageLoader> = {
  ...GUIDELINES_PAGE,
  page: {
    ...GUIDELINES_PAGE.page,
    bodyHtml: `${GUIDELINES_PAGE.page.bodyHtml.repeat(4)}<h2>Article types</h2><table><thead><tr><th>Type</th><th>Words</th><th>Figures and tables</th></tr></thead><tbody><tr><td>Research article</td><td>8,000</td><td>8</td></tr><tr><td>Review article</td><td>10,000</td><td>10</td></tr><tr><td>Short communication</td><td>2,500</td><td>3</td></tr></tbody></table>`,
  },
};

/** A current issue of sixty articles (see {@link LONG_ISSUE}). */
export const LONG_CURRENT_ISSUE: LoaderData<typeof currentIssueLoader> = {
  ...CURRENT_ISSUE_PAGE,
  issue: LONG_ISSUE.issue,
};

/** Page 3 of 9 of the news: ten items, some with long titles. */
export const MANY_NEWS: LoaderData<typeof newsLoader> = {
  ...NEWS,
  items: Array.from({ length: 10 }, (_, index) => {
    const item = NEWS_ITEMS[index % NEWS_ITEMS.length];
    if (!item) throw new Error('NEWS_ITEMS has items');
    return {
      ...item,
      slug: `${item.slug}-${index}`,
      href: `${item.href}-${index}`,
      title:
        index % 3 === 0
          ? `${item.title}: deadlines, scope, guest editors and how to submit`
          : item.title,
    };
  }),
  page: 3,
  lastPage: 9,
};

/** An editorial board: managers, editors and a section editor with a long name and two sections. */
export const EDITORIAL_BOARD: LoaderData<typeof editorialBoardLoader> = {
  journal: { slug: JOURNAL_SLUG, title: JOURNAL_FRAME.journal.title },
  groups: [
    {
      role: 'manager',
      heading: 'Journal managers',
      members: [
        {
          name: 'Elena Okafor',
          affiliation: 'Department of Ecology, University of Lagos',
          orcid: '0000-0002-1825-0097',
          orcidUrl: 'https://orcid.org/0000-0002-1825-0097',
          bio: 'Works on population models of savanna herbivores and on open ecological data.',
          sections: null,
        },
      ],
    },
    {
      role: 'editor',
      heading: 'Editors',
      members: [
        {
          name: 'Tomás Ferreira',
          affiliation: null,
          orcid: null,
          orcidUrl: null,
          bio: null,
          sections: null,
        },
      ],
    },
    {
      role: 'section_editor',
      heading: 'Section editors',
      members: [
        {
          name: 'Maximiliane Katharina von Hohenberg-Wittelsbach',
          affiliation: 'Faculty of Biology, Ludwig-Maximilians-Universität München',
          orcid: null,
          orcidUrl: null,
          bio: null,
          sections: 'Sections: Research Articles, Reviews and Perspectives',
        },
      ],
    },
  ],
  seo: seo('Editorial board', `${JOURNAL_PATH}/editorial-board`),
};

/** A journal that has not named its editors yet. */
export const EMPTY_EDITORIAL_BOARD: LoaderData<typeof editorialBoardLoader> = {
  ...EDITORIAL_BOARD,
  groups: [],
};

/** The article, retracted (and corrected before): the banner at its top, its notices linked. */
export const RETRACTED_ARTICLE: ArticleData = {
  ...ARTICLE,
  article: {
    ...ARTICLE.article,
    notices: [
      {
        id: 31,
        type: 'retraction',
        label: 'Retraction',
        href: '/journals/computational-ecology/notices/31',
        date: day('29-11-2026'),
      },
      {
        id: 27,
        type: 'correction',
        label: 'Correction',
        href: '/journals/computational-ecology/notices/27',
        date: day('02-11-2026'),
      },
    ],
    noticeBanner: 'retraction',
    retracted: true,
  },
};

/** The article with a correction notice only. */
export const CORRECTED_ARTICLE: ArticleData = {
  ...ARTICLE,
  article: {
    ...ARTICLE.article,
    notices: RETRACTED_ARTICLE.article.notices.slice(1),
    noticeBanner: 'correction',
  },
};

/** A retraction notice's own page. */
export const RETRACTION_NOTICE_PAGE = {
  notice: {
    id: 31,
    type: 'retraction',
    label: 'Retraction',
    title: `Retraction: ${ARTICLE_TITLE}`,
    date: day('29-11-2026'),
    doi: '10.5555/jce.2026.31',
    doiUrl: 'https://doi.org/10.5555/jce.2026.31',
    textHtml:
      '<p>This article has been retracted at the request of the editors-in-chief and the authors. After publication, the authors found that the flux records of eleven towers had been gap-filled twice, which inflates the lagged losses reported in the second and third tables.</p><p>The authors agree with this retraction.</p>',
    article: {
      title: ARTICLE_TITLE,
      href: '/journals/computational-ecology/articles/drought-legacies-boreal-carbon',
      authors: 'Ingrid Halvorsen, Matti Räsänen, Chiara Bellandi',
      doi: '10.5555/jce.2026.6',
    },
  },
  seo: ARTICLE.seo,
} satisfies { notice: NoticeView; seo: unknown };
