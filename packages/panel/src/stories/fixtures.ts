/*
 * Realistic loader data for the panel's screen stories: an author's submissions at every stage,
 * a draft in the wizard, notifications and the editors' queue. Built from API-shaped objects
 * through the same labelling functions the loaders use, and typed against the loaders. Not
 * exported from the package: stories only.
 */

import {
  type DoiSettings,
  LICENSE_OPTIONS,
  type Production,
  type ProductionGalley,
  type ProofRound,
  type PublishTarget,
  type Submission,
  type SubmissionOptions,
  type SubmissionSummary,
} from '@quire/contracts';
import type { SiteDate, SiteDatedText } from '@quire/site';
import { labelDashboard, labelSubmission, labelSummary } from '../lib/submission/date-labels';
import type { adminArticleLoader, adminNewArticleLoader } from '../pages/admin/article.server';
import type { adminAuditLoader } from '../pages/admin/audit.server';
import type { adminHomeLoader } from '../pages/admin/home.server';
import type { adminIssueLoader } from '../pages/admin/issue.server';
import type { adminIssuesLoader } from '../pages/admin/issues.server';
import type { adminJournalPagesLoader } from '../pages/admin/journal-pages.server';
import type { adminJournalReviewLoader } from '../pages/admin/journal-review.server';
import type {
  adminJournalSettingsLoader,
  adminJournalsLoader,
} from '../pages/admin/journals.server';
import type { adminNewsItemLoader, adminNewsLoader } from '../pages/admin/news.server';
import type { adminPeopleLoader } from '../pages/admin/people.server';
import type { adminSiteSettingsLoader } from '../pages/admin/site-settings.server';
import type { adminStaffJournalsLoader, adminStaffLoader } from '../pages/admin/staff.server';
import type { adminSubmissionLoader } from '../pages/admin/submission.server';
import type { adminSubmissionsLoader } from '../pages/admin/submissions.server';
import type { panelArticleLoader } from '../pages/panel/article.server';
import type { panelArticlesLoader } from '../pages/panel/articles.server';
import type { panelDashboardLoader } from '../pages/panel/dashboard.server';
import type { notificationLoader } from '../pages/panel/notification.server';
import type { notificationsLoader } from '../pages/panel/notifications.server';
import type { mySubmissionsLoader } from '../pages/panel/submission.server';
import type { submissionDetailLoader } from '../pages/panel/submission-detail.server';
import type { submissionEditLoader } from '../pages/panel/submission-edit.server';
import type { CrossrefView } from '../server/dois/crossref.server';
import { AUTHOR_DISCUSSION, EDITOR_DISCUSSION } from './discussion-fixtures';

/** What a loader's promise resolves to: the page's `useLoaderData()`. */
/** A date as a loader hands it over (`siteDate`): its text (`DD-MM-YYYY`, with ` HH:mm` in UTC). */
function day(text: string): SiteDate {
  const [date = '', time] = text.split(' ');
  const iso = date.split('-').reverse().join('-');
  return { dateTime: time ? `${iso}T${time}:00+00:00` : iso, text };
}

/** A sentence of the site's texts as a loader splits it around its date (`siteDatedText`). */
function dated(sentence: string): SiteDatedText {
  const found = /\d{2}-\d{2}-\d{4}( \d{2}:\d{2})?/.exec(sentence);
  if (!found) return { before: sentence, date: null, after: '' };
  return {
    before: sentence.slice(0, found.index),
    date: day(found[0]),
    after: sentence.slice(found.index + found[0].length),
  };
}

export type LoaderData<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

const JCE = { id: 1, slug: 'computational-ecology', title: 'Journal of Computational Ecology' };
const CODEX = { id: 2, slug: 'codex-studies', title: 'Journal of Codex Studies' };
const AUTHOR = { id: 2, name: 'Ingrid Halvorsen', email: 'ingrid.halvorsen@uib.example' };

/** What the wizard offers: two journals with their sections, limits and accepted files. */
export const OPTIONS: SubmissionOptions = {
  journals: [
    {
      ...JCE,
      sections: [
        { id: 11, title: 'Research articles' },
        { id: 12, title: 'Short communications' },
        { id: 13, title: 'Ecological forecasting' },
      ],
      declarations: [
        'The code and data behind the results are, or will be on acceptance, in a public repository.',
      ],
    },
    {
      ...CODEX,
      sections: [
        { id: 21, title: 'Articles' },
        { id: 22, title: 'Notes and documents' },
      ],
      declarations: [],
    },
  ],
  abstractWordLimit: 250,
  keywordLimit: 8,
  uploads: {
    manuscript: { extensions: ['pdf', 'docx', 'odt'], maxBytes: 20 * 1024 * 1024 },
    supplementary: { extensions: ['zip', 'csv', 'pdf', 'png'], maxBytes: 100 * 1024 * 1024 },
  },
};

const SUMMARIES: SubmissionSummary[] = [
  {
    id: 58,
    title:
      'Drought legacies in boreal forest carbon uptake: a hierarchical Bayesian analysis of eddy-covariance records',
    status: 'revisions_requested',
    journal: JCE,
    submitter: AUTHOR,
    round: 1,
    submittedAt: '2026-07-02T10:14:00.000Z',
    updatedAt: '2026-10-21T15:40:00.000Z',
  },
  {
    id: 61,
    title: 'Fire refugia and the persistence of epiphytic lichens in Fennoscandian pine forests',
    status: 'under_review',
    journal: JCE,
    submitter: AUTHOR,
    round: 1,
    submittedAt: '2026-09-12T08:02:00.000Z',
    updatedAt: '2026-09-30T11:20:00.000Z',
  },
  {
    id: 64,
    title: 'Marginalia in a fifteenth-century Bergen psalter',
    status: 'submitted',
    journal: CODEX,
    submitter: AUTHOR,
    round: 1,
    submittedAt: '2026-11-03T16:45:00.000Z',
    updatedAt: '2026-11-03T16:45:00.000Z',
  },
  {
    id: 66,
    title: null,
    status: 'draft',
    journal: JCE,
    submitter: AUTHOR,
    round: 1,
    submittedAt: null,
    updatedAt: '2026-11-20T19:05:00.000Z',
  },
  {
    id: 41,
    title: 'Seed rain in burnt pine stands one year after fire',
    status: 'published',
    journal: JCE,
    submitter: AUTHOR,
    round: 2,
    submittedAt: '2026-01-15T09:00:00.000Z',
    updatedAt: '2026-09-15T09:00:00.000Z',
  },
  {
    id: 37,
    title: 'A stage-structured model of moose browsing on Scots pine regeneration',
    status: 'declined',
    journal: JCE,
    submitter: AUTHOR,
    round: 1,
    submittedAt: '2025-11-04T09:00:00.000Z',
    updatedAt: '2026-01-12T13:30:00.000Z',
  },
];

/** The author's dashboard: counts per status, latest items, unread notifications. */
export const DASHBOARD: LoaderData<typeof panelDashboardLoader> = {
  dashboard: labelDashboard({
    submissions: {
      total: SUMMARIES.length,
      byStatus: {
        draft: 1,
        submitted: 1,
        under_review: 1,
        revisions_requested: 1,
        accepted: 0,
        declined: 1,
        published: 1,
      },
      latest: SUMMARIES.slice(0, 3),
    },
    articles: {
      total: 1,
      latest: [
        {
          id: 418,
          title: 'A note on seed rain in burnt pine stands',
          journal: { slug: JCE.slug, title: JCE.title },
          issue: { id: 87, volume: 11, number: 3, year: 2026 },
          path: '/journals/computational-ecology/articles/seed-rain-burnt-pine',
          doi: '10.5555/jce.2026.0418',
          publishedAt: '2026-09-15T09:00:00.000Z',
          views: 214,
          downloads: 57,
        },
      ],
    },
    notifications: {
      unread: 2,
      latest: [
        {
          id: 903,
          kind: 'decision',
          title: 'Revisions requested: Drought legacies in boreal forest carbon uptake',
          body: 'The editor asks for minor revisions. Please answer the reviewers’ comments within 30 days.',
          link: '/panel/submission/58',
          submissionId: 58,
          readAt: null,
          createdAt: '2026-10-21T15:40:00.000Z',
        },
        {
          id: 897,
          kind: 'published',
          title: 'Published: A note on seed rain in burnt pine stands',
          body: 'Your article is now online in Vol. 11 No. 3 (2026).',
          link: '/journals/computational-ecology/articles/seed-rain-burnt-pine',
          submissionId: 41,
          readAt: null,
          createdAt: '2026-09-15T09:00:00.000Z',
        },
      ],
    },
    chat: { unread: 1 },
    bookmarks: { total: 7 },
  }),
};

/** A new author's dashboard: nothing submitted, published or notified yet. */
export const NEW_AUTHOR_DASHBOARD: LoaderData<typeof panelDashboardLoader> = {
  dashboard: labelDashboard({
    submissions: {
      total: 0,
      byStatus: {
        draft: 0,
        submitted: 0,
        under_review: 0,
        revisions_requested: 0,
        accepted: 0,
        declined: 0,
        published: 0,
      },
      latest: [],
    },
    articles: { total: 0, latest: [] },
    notifications: { unread: 0, latest: [] },
    chat: { unread: 0 },
    bookmarks: { total: 0 },
  }),
};

/** The author's submissions list, first page. */
export const MY_SUBMISSIONS: LoaderData<typeof mySubmissionsLoader> = {
  filters: { q: '', status: '', journalId: '', view: '', page: 1 },
  page: {
    data: SUMMARIES.map(labelSummary),
    meta: { page: 1, perPage: 10, total: SUMMARIES.length, lastPage: 1 },
  },
  journals: OPTIONS.journals.map(({ id, title }) => ({ id, title })),
  deleted: false,
};

/** The editors' queue: submissions of every author. */
export const EDITORS_QUEUE: LoaderData<typeof adminSubmissionsLoader> = {
  ...MY_SUBMISSIONS,
  siteAdmin: true,
  views: { needsMe: 3, unassigned: 5, overdue: 1, waiting: 2 },
  page: {
    data: [
      ...SUMMARIES.filter((summary) => summary.status !== 'draft'),
      {
        ...(SUMMARIES[1] as SubmissionSummary),
        id: 67,
        title: 'Hydraulic failure thresholds of Norway spruce under compound heat and drought',
        submitter: { id: 9, name: 'Lena Vogt', email: 'lena.vogt@tum.example' },
        status: 'submitted' as const,
        submittedAt: '2026-11-18T07:30:00.000Z',
        updatedAt: '2026-11-18T07:30:00.000Z',
      },
    ].map(labelSummary),
    meta: { page: 1, perPage: 10, total: 23, lastPage: 3 },
  },
};

const SUBMISSION: Submission = {
  ...(SUMMARIES[0] as SubmissionSummary),
  section: { id: 11, title: 'Research articles' },
  abstract:
    'Droughts leave legacies in forest carbon uptake that outlast the dry season itself. We fitted a hierarchical Bayesian model to 23 years of eddy-covariance records from 41 boreal flux towers, separating the concurrent response of gross primary production to soil-moisture deficit from its lagged response in the following two growing seasons. Lagged losses amounted to 38% of the concurrent loss.',
  keywords: ['drought legacy', 'boreal forest', 'eddy covariance', 'gross primary production'],
  authors: [
    {
      name: 'Ingrid Halvorsen',
      email: 'ingrid.halvorsen@uib.example',
      affiliation: 'Department of Biological Sciences, University of Bergen',
      orcid: '0000-0002-1825-0097',
      corresponding: true,
    },
    {
      name: 'Matti Räsänen',
      email: 'matti.rasanen@helsinki.example',
      affiliation: 'Institute for Atmospheric and Earth System Research, University of Helsinki',
      orcid: '0000-0001-5109-3700',
      corresponding: false,
    },
    {
      name: 'Chiara Bellandi',
      email: 'chiara.bellandi@unifi.example',
      affiliation: 'University of Florence',
      orcid: null,
      corresponding: false,
    },
  ],
  coverLetter:
    'Dear Editor, we submit our analysis of drought legacies across the boreal flux network. The data and code are deposited on Zenodo (doi:10.5281/zenodo.1234567).',
  declarations: { originality: true, licence: true, privacy: true },
  journalDeclarations: [],
  files: [
    {
      id: 301,
      role: 'manuscript',
      originalName: 'halvorsen-drought-legacies.pdf',
      mimeType: 'application/pdf',
      size: 3_482_113,
      round: 1,
      createdAt: '2026-07-02T10:10:00.000Z',
    },
    {
      id: 302,
      role: 'supplementary',
      originalName: 'legacy-model-code.zip',
      mimeType: 'application/zip',
      size: 2_512_884,
      round: 1,
      createdAt: '2026-07-02T10:12:00.000Z',
    },
  ],
  history: [
    {
      id: 1201,
      kind: 'status',
      fromStatus: null,
      toStatus: 'draft',
      actor: 'author',
      actorName: 'Ingrid Halvorsen',
      subjectName: null,
      message: null,
      createdAt: '2026-06-28T14:00:00.000Z',
    },
    {
      id: 1202,
      kind: 'status',
      fromStatus: 'draft',
      toStatus: 'submitted',
      actor: 'author',
      actorName: 'Ingrid Halvorsen',
      subjectName: null,
      message: null,
      createdAt: '2026-07-02T10:14:00.000Z',
    },
    {
      id: 1207,
      kind: 'status',
      fromStatus: 'submitted',
      toStatus: 'under_review',
      actor: 'editor',
      actorName: 'Tomás Ferreira',
      subjectName: null,
      message: 'Sent to two reviewers.',
      createdAt: '2026-07-09T08:30:00.000Z',
    },
    {
      id: 1233,
      kind: 'status',
      fromStatus: 'under_review',
      toStatus: 'revisions_requested',
      actor: 'editor',
      actorName: 'Tomás Ferreira',
      subjectName: null,
      message:
        'Both reviewers find the analysis sound. Please (1) report the sensitivity of the lag estimates to the gap-filling method and (2) discuss sites with shallow organic layers separately. Revise within 30 days.',
      createdAt: '2026-10-21T15:40:00.000Z',
    },
  ],
  article: null,
  createdAt: '2026-06-28T14:00:00.000Z',
};

/** A submission with the editor's request for revisions, as its author sees it. */
export const SUBMISSION_DETAIL: LoaderData<typeof submissionDetailLoader> = {
  submission: labelSubmission(SUBMISSION),
  production: null,
  proofNotice: '',
  revisionRules: OPTIONS.uploads.manuscript,
  justSubmitted: false,
  justResubmitted: false,
  discussion: AUTHOR_DISCUSSION,
};

/** A submission sent a moment ago. */
export const JUST_SUBMITTED: LoaderData<typeof submissionDetailLoader> = {
  ...SUBMISSION_DETAIL,
  submission: labelSubmission({
    ...SUBMISSION,
    status: 'submitted',
    history: SUBMISSION.history.slice(0, 2),
  }),
  justSubmitted: true,
};

const DRAFT: Submission = {
  ...SUBMISSION,
  id: 66,
  status: 'draft',
  submittedAt: null,
  declarations: { originality: true, licence: false, privacy: false },
  files: SUBMISSION.files.slice(0, 1),
  history: SUBMISSION.history.slice(0, 1),
};

/** A draft in the wizard, at `step`. */
export function wizardAt(
  step: LoaderData<typeof submissionEditLoader>['step'],
): LoaderData<typeof submissionEditLoader> {
  return { submission: labelSubmission(DRAFT), options: OPTIONS, step };
}

/** A draft just started: the journal chosen, nothing else filled in. */
export const EMPTY_DRAFT: LoaderData<typeof submissionEditLoader> = {
  submission: labelSubmission({
    ...DRAFT,
    title: null,
    abstract: null,
    keywords: [],
    authors: [],
    coverLetter: null,
    section: null,
    declarations: { originality: false, licence: false, privacy: false },
    files: [],
  }),
  options: OPTIONS,
  step: 'details',
};

/** The notifications page: two unread of four. */
export const NOTIFICATIONS: LoaderData<typeof notificationsLoader> = {
  filter: 'all',
  notifications: [
    {
      id: 903,
      kind: 'decision',
      title: 'Revisions requested: Drought legacies in boreal forest carbon uptake',
      body: 'The editor asks for minor revisions. Please answer the reviewers’ comments within 30 days.',
      link: '/panel/submission/58',
      unread: true,
      created: '21-10-2026 15:40',
      createdAt: '2026-10-21T15:40:00.000Z',
      read: null,
      readAt: null,
    },
    {
      id: 897,
      kind: 'published',
      title: 'Published: A note on seed rain in burnt pine stands',
      body: 'Your article is now online in Vol. 11 No. 3 (2026) of the Journal of Computational Ecology.',
      link: '/journals/computational-ecology/articles/seed-rain-burnt-pine',
      unread: true,
      created: '15-09-2026 09:00',
      createdAt: '2026-09-15T09:00:00.000Z',
      read: null,
      readAt: null,
    },
    {
      id: 880,
      kind: 'decision',
      title: 'Under review: Fire refugia and the persistence of epiphytic lichens',
      body: 'Your manuscript has been sent to reviewers.',
      link: '/panel/submission/61',
      unread: false,
      created: '30-09-2026 11:20',
      createdAt: '2026-09-30T11:20:00.000Z',
      read: '01-10-2026 08:12',
      readAt: '2026-10-01T08:12:00.000Z',
    },
    {
      id: 812,
      kind: 'system',
      title: 'Scheduled maintenance on 2 August',
      body: 'The site will be read-only from 06:00 to 07:00 UTC while we upgrade the database.',
      link: null,
      unread: false,
      created: '28-07-2026 12:00',
      createdAt: '2026-07-28T12:00:00.000Z',
      read: '28-07-2026 18:30',
      readAt: '2026-07-28T18:30:00.000Z',
    },
  ],
  page: 1,
  perPage: 20,
  lastPage: 1,
  total: 4,
  unreadNotifications: 2,
};

/** Ingrid Halvorsen's published articles, newest first, as `/panel/articles` lists them. */
const AUTHOR_ARTICLE_ROWS = [
  {
    id: 418,
    title: 'A note on seed rain in burnt pine stands',
    journal: JCE.title,
    issue: 'Vol. 11 No. 3 (2026)',
    path: '/journals/computational-ecology/articles/seed-rain-burnt-pine',
    published: day('15-09-2026'),
    views: 214,
    downloads: 57,
  },
  {
    id: 398,
    title:
      'Spatially explicit models of lichen dispersal after clear-cutting in Norwegian spruce forest',
    journal: JCE.title,
    issue: null,
    path: '/journals/computational-ecology/articles/lichen-dispersal-clear-cuts',
    published: day('02-07-2026'),
    views: 1_318,
    downloads: 402,
  },
  {
    id: 373,
    title: 'Soil seed banks along a gradient of fire severity: a Bayesian occupancy model',
    journal: JCE.title,
    issue: 'Vol. 10 No. 4 (2025)',
    path: '/journals/computational-ecology/articles/soil-seed-bank-fire-severity',
    published: day('15-12-2025'),
    views: 2_907,
    downloads: 845,
  },
  {
    id: 154,
    title: 'A Bergen psalter fragment reused as a binding in a 1620s account book',
    journal: CODEX.title,
    issue: 'Vol. 5 No. 1 (2025)',
    path: '/journals/codex-studies/articles/bergen-psalter-binding-fragment',
    published: day('20-03-2025'),
    views: 671,
    downloads: 133,
  },
];

/** The author's articles, one page. */
export const AUTHOR_ARTICLES: LoaderData<typeof panelArticlesLoader> = {
  articles: AUTHOR_ARTICLE_ROWS,
  page: 1,
  perPage: 10,
  lastPage: 1,
  total: AUTHOR_ARTICLE_ROWS.length,
};

const MORE_TITLES = [
  'Snow cover duration and the dampening of vole cycles in western Norway',
  'Individual-based simulation of bark beetle outbreaks under warming: sensitivity to host defence parameters',
  'Tree-ring evidence of multi-year drought memory in Scots pine',
  'Remote sensing of canopy water content with Sentinel-2: a comparison of radiative-transfer inversions',
  'Bayesian calibration of a process-based model of peatland methane emissions against chamber and tower fluxes',
  'Early-warning signals of regime shifts in shallow lakes: a test on 18 years of high-frequency sensor data',
];

/** An article's address slug: the first five words of its title. */
function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 5)
    .join('-');
}

/** A prolific author's first page of two: ten articles, some with long titles. */
export const MANY_AUTHOR_ARTICLES: LoaderData<typeof panelArticlesLoader> = {
  articles: [
    ...AUTHOR_ARTICLE_ROWS,
    ...MORE_TITLES.map((title, index) => ({
      id: 300 - index * 11,
      title,
      journal: JCE.title,
      issue: `Vol. ${9 - Math.floor(index / 3)} No. ${4 - (index % 3)} (${2024 - Math.floor(index / 3)})`,
      path: `/journals/computational-ecology/articles/${slugOf(title)}`,
      published: day(
        `15-${String(12 - (index % 3) * 3).padStart(2, '0')}-${2024 - Math.floor(index / 3)}`,
      ),
      views: 4_120 - index * 530,
      downloads: 1_210 - index * 160,
    })),
  ],
  page: 1,
  perPage: 10,
  lastPage: 2,
  total: 14,
};

/** An author with nothing published yet. */
export const NO_AUTHOR_ARTICLES: LoaderData<typeof panelArticlesLoader> = {
  articles: [],
  page: 1,
  perPage: 10,
  lastPage: 1,
  total: 0,
};

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Twelve months of readership ending with November 2026, labelled as the loader labels them
 * (`Dec`, with `2025` under the first month and each January).
 */
function usageMonths(figures: readonly (readonly [number, number])[]) {
  return figures.map(([views, downloads], index) => {
    const monthIndex = (11 + index) % 12;
    const year = index === 0 ? 2025 : 2026;
    const name = MONTH_NAMES[monthIndex] as string;
    return {
      month: `${year}-${String(monthIndex + 1).padStart(2, '0')}`,
      label: name.slice(0, 3),
      yearLabel: index === 0 || monthIndex === 0 ? String(year) : '',
      longLabel: `${name} ${year}`,
      views,
      downloads,
    };
  });
}

/** One published article of the author's: totals, a year of readership and its citation. */
export const AUTHOR_ARTICLE: LoaderData<typeof panelArticleLoader> = {
  article: {
    ...(AUTHOR_ARTICLE_ROWS[2] as (typeof AUTHOR_ARTICLE_ROWS)[number]),
    authors: [
      'Marta Kowalczyk (Institute of Botany, Jagiellonian University, Kraków)',
      'Pedro Alves (Centre for Ecology, Evolution and Environmental Changes, University of Lisbon)',
      'Ingrid Halvorsen (Department of Biological Sciences, University of Bergen)',
    ],
    keywords: ['soil seed bank', 'fire severity', 'occupancy model', 'post-fire regeneration'],
    doi: '10.5555/jce.2025.0373',
    doiUrl: 'https://doi.org/10.5555/jce.2025.0373',
    citation:
      'Kowalczyk, M., Alves, P., & Halvorsen, I. (2025). Soil seed banks along a gradient of fire severity: a Bayesian occupancy model. Journal of Computational Ecology, 10(4), 331–352. https://doi.org/10.5555/jce.2025.0373',
    pdfUrl: 'https://files.quire.example.org/jce/2025/jce-2025-373.pdf',
    submissionPath: '/panel/submission?id=29',
  },
  months: usageMonths([
    [412, 131],
    [388, 120],
    [301, 94],
    [276, 88],
    [240, 61],
    [198, 57],
    [174, 49],
    [160, 40],
    [205, 63],
    [233, 70],
    [187, 44],
    [133, 28],
  ]),
};

/** An article published this autumn: no DOI, keywords, PDF or submission; a short record. */
export const NEW_AUTHOR_ARTICLE: LoaderData<typeof panelArticleLoader> = {
  article: {
    ...(AUTHOR_ARTICLE_ROWS[0] as (typeof AUTHOR_ARTICLE_ROWS)[number]),
    authors: [
      'Matti Räsänen',
      'Ingrid Halvorsen (Department of Biological Sciences, University of Bergen)',
    ],
    keywords: [],
    doi: null,
    doiUrl: null,
    citation:
      'Räsänen, M., & Halvorsen, I. (2026). A note on seed rain in burnt pine stands. Journal of Computational Ecology, 11(3), 141–144.',
    pdfUrl: null,
    submissionPath: null,
  },
  months: usageMonths([
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [96, 21],
    [81, 24],
    [37, 12],
  ]),
};

const NOTIFICATION_VIEWS = NOTIFICATIONS.notifications;

/** An unread decision: the page marks it read as it is viewed. */
export const UNREAD_NOTIFICATION: LoaderData<typeof notificationLoader> = {
  notification: NOTIFICATION_VIEWS[0] as (typeof NOTIFICATION_VIEWS)[number],
  unreadNotifications: 2,
};

/** A notification read earlier, with the time it was read. */
export const READ_NOTIFICATION: LoaderData<typeof notificationLoader> = {
  notification: NOTIFICATION_VIEWS[2] as (typeof NOTIFICATION_VIEWS)[number],
  unreadNotifications: 2,
};

/** A site notice: nothing to open. */
export const SYSTEM_NOTIFICATION: LoaderData<typeof notificationLoader> = {
  notification: NOTIFICATION_VIEWS[3] as (typeof NOTIFICATION_VIEWS)[number],
  unreadNotifications: null,
};

/** A long letter from the editor, its line breaks kept. */
export const LONG_NOTIFICATION: LoaderData<typeof notificationLoader> = {
  notification: {
    ...(NOTIFICATION_VIEWS[0] as (typeof NOTIFICATION_VIEWS)[number]),
    id: 911,
    title:
      'Revisions requested (second round): Drought legacies in boreal forest carbon uptake: a hierarchical Bayesian analysis of eddy-covariance records',
    body: [
      'Dear Dr Halvorsen,',
      '',
      'Thank you for your revised manuscript. Both reviewers find that the revision answers most of their comments, and the new sensitivity analysis of the gap-filling method is convincing.',
      '',
      'Two points remain:',
      '1. Reviewer 1 asks that the sites with shallow organic layers (n = 7) are also shown separately in the main legacy figure, not only in the supplement.',
      '2. Reviewer 2 notes that the prior on the lag-2 coefficient is still not justified in the text; a sentence and a prior-predictive check in the supplement would do.',
      '',
      'Please upload the revised manuscript and a short response to the reviewers within 30 days.',
      '',
      'With best wishes,',
      'Tomás Ferreira',
      'Handling editor, Journal of Computational Ecology',
    ].join('\n'),
    created: '19-11-2026 16:05',
    createdAt: '2026-11-19T16:05:00.000Z',
  },
  unreadNotifications: 3,
};

const ACCEPTED: Submission = {
  ...SUBMISSION,
  id: 61,
  title: 'Fire refugia and the persistence of epiphytic lichens in Fennoscandian pine forests',
  status: 'accepted',
  submittedAt: '2026-09-12T08:02:00.000Z',
  updatedAt: '2026-11-16T10:05:00.000Z',
  createdAt: '2026-09-10T13:20:00.000Z',
  abstract:
    'Fire refugia — patches that escape burning — may let fire-sensitive epiphytes persist in landscapes with frequent fire. We surveyed epiphytic lichens on 1,240 Scots pines in 36 burnt stands in Sweden and Finland and modelled their persistence with a spatial occupancy model. Old-growth lichens persisted in refugia larger than 0.5 ha and recolonised the surrounding burnt forest within 25 years.',
  keywords: ['fire refugia', 'epiphytic lichens', 'Pinus sylvestris', 'occupancy model'],
  coverLetter:
    'Dear Editor, please find our survey of epiphytic lichens in burnt pine forests. The plot data are deposited on Dryad (doi:10.5061/dryad.8931zcs2).',
  files: [
    {
      id: 318,
      role: 'manuscript',
      originalName: 'halvorsen-fire-refugia-lichens.pdf',
      mimeType: 'application/pdf',
      size: 2_961_774,
      round: 1,
      createdAt: '2026-09-12T07:58:00.000Z',
    },
  ],
  history: [
    {
      id: 1240,
      kind: 'status',
      fromStatus: null,
      toStatus: 'draft',
      actor: 'author',
      actorName: 'Ingrid Halvorsen',
      subjectName: null,
      message: null,
      createdAt: '2026-09-10T13:20:00.000Z',
    },
    {
      id: 1241,
      kind: 'status',
      fromStatus: 'draft',
      toStatus: 'submitted',
      actor: 'author',
      actorName: 'Ingrid Halvorsen',
      subjectName: null,
      message: null,
      createdAt: '2026-09-12T08:02:00.000Z',
    },
    {
      id: 1249,
      kind: 'status',
      fromStatus: 'submitted',
      toStatus: 'under_review',
      actor: 'editor',
      actorName: 'Tomás Ferreira',
      subjectName: null,
      message: 'Sent to two reviewers.',
      createdAt: '2026-09-30T11:20:00.000Z',
    },
    {
      id: 1261,
      kind: 'status',
      fromStatus: 'under_review',
      toStatus: 'accepted',
      actor: 'editor',
      actorName: 'Tomás Ferreira',
      subjectName: null,
      message: 'Both reviewers recommend acceptance. Congratulations!',
      createdAt: '2026-11-16T10:05:00.000Z',
    },
  ],
};

const PUBLISH_TARGETS: PublishTarget[] = [
  {
    id: 92,
    volume: 11,
    number: 4,
    year: 2026,
    title: null,
    isPublished: false,
    sections: [
      { id: 11, title: 'Research articles' },
      { id: 12, title: 'Short communications' },
    ],
  },
  {
    id: 87,
    volume: 11,
    number: 3,
    year: 2026,
    title: 'Forests under drought',
    isPublished: true,
    sections: [
      { id: 10, title: 'Editorial' },
      { id: 11, title: 'Research articles' },
      { id: 12, title: 'Short communications' },
    ],
  },
];

/** What `/admin/submissions/:id` gets for `submission`: no publishing before it is accepted. */
/** A submission's editors as the editor's page shows them: one assigned, two more to choose from. */
export const SUBMISSION_EDITORS: LoaderData<typeof adminSubmissionLoader>['editors'] = {
  assigned: [
    {
      id: 21,
      name: 'Tomás Ferreira',
      email: 'tomas.ferreira@ecology.example',
      roles: ['editor'],
      assignedAt: '2026-03-02T09:00:00.000Z',
      assigned: { dateTime: '2026-03-02', text: '02-03-2026' },
      assignedBy: 'Marguerite Delacroix-Oyelaran',
    },
  ],
  candidates: [
    {
      id: 34,
      name: 'Priya Raghunathan-Castellanos',
      email: 'priya@ecology.example',
      roles: ['section_editor'],
      suggested: true,
    },
    {
      id: 12,
      name: 'Marguerite Delacroix-Oyelaran',
      email: 'marguerite@ecology.example',
      roles: ['manager', 'editor'],
      suggested: false,
    },
  ],
};

function editorView(submission: Submission, notice = ''): LoaderData<typeof adminSubmissionLoader> {
  const accepted = submission.status === 'accepted';
  return {
    submission: labelSubmission(submission),
    production: null,
    discussion: EDITOR_DISCUSSION,
    editors: SUBMISSION_EDITORS,
    targets: accepted ? PUBLISH_TARGETS : [],
    defaultLicense: accepted
      ? { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' }
      : null,
    licenses: LICENSE_OPTIONS,
    notice,
  };
}

/** A new submission in the editors' hands: every decision is open. */
export const EDITOR_SUBMITTED = editorView({
  ...SUBMISSION,
  id: 67,
  title: 'Hydraulic failure thresholds of Norway spruce under compound heat and drought',
  status: 'submitted',
  submitter: { id: 9, name: 'Lena Vogt', email: 'lena.vogt@tum.example' },
  authors: [
    {
      name: 'Lena Vogt',
      email: 'lena.vogt@tum.example',
      affiliation: 'School of Life Sciences, Technical University of Munich',
      orcid: '0000-0002-7741-5512',
      corresponding: true,
    },
    {
      name: 'Hiroshi Tanaka',
      email: 'h.tanaka@kyoto.example',
      affiliation: 'Graduate School of Agriculture, Kyoto University',
      orcid: null,
      corresponding: false,
    },
  ],
  keywords: ['xylem embolism', 'Picea abies', 'heatwave', 'hydraulic safety margin'],
  abstract:
    'Compound heat and drought events push trees towards hydraulic failure faster than either stress alone. We measured vulnerability curves of 96 Norway spruce trees along an elevation gradient in the Bavarian Alps and combined them with a soil–plant–atmosphere model to estimate the thresholds of air temperature and soil water potential beyond which the loss of conductance exceeds 50%.',
  coverLetter:
    'Dear Editor, we submit our study of hydraulic thresholds in Norway spruce for the section Research articles. The vulnerability curves and model code are deposited on Zenodo (doi:10.5281/zenodo.7654321).',
  files: [
    {
      id: 341,
      role: 'manuscript',
      originalName: 'vogt-tanaka-hydraulic-thresholds.pdf',
      mimeType: 'application/pdf',
      size: 5_127_940,
      round: 1,
      createdAt: '2026-11-17T21:05:00.000Z',
    },
    {
      id: 342,
      role: 'supplementary',
      originalName: 'vulnerability-curves.csv',
      mimeType: 'text/csv',
      size: 884_213,
      round: 1,
      createdAt: '2026-11-17T21:07:00.000Z',
    },
  ],
  history: [
    {
      id: 1281,
      kind: 'status',
      fromStatus: null,
      toStatus: 'draft',
      actor: 'author',
      actorName: 'Lena Vogt',
      subjectName: null,
      message: null,
      createdAt: '2026-11-17T20:48:00.000Z',
    },
    {
      id: 1282,
      kind: 'status',
      fromStatus: 'draft',
      toStatus: 'submitted',
      actor: 'author',
      actorName: 'Lena Vogt',
      subjectName: null,
      message: null,
      createdAt: '2026-11-18T07:30:00.000Z',
    },
  ],
  submittedAt: '2026-11-18T07:30:00.000Z',
  updatedAt: '2026-11-18T07:30:00.000Z',
  createdAt: '2026-11-17T20:48:00.000Z',
});

/** Accepted: the editor chooses the issue, section, pages and DOI to publish it under. */
export const EDITOR_ACCEPTED = editorView(ACCEPTED);

/** Accepted, but the journal has no issue to publish in yet. */
export const EDITOR_ACCEPTED_NO_ISSUE: LoaderData<typeof adminSubmissionLoader> = {
  ...EDITOR_ACCEPTED,
  targets: [],
};

/** Just published: the notice and the public article's address, no more forms. */
export const EDITOR_PUBLISHED = editorView(
  {
    ...ACCEPTED,
    status: 'published',
    article: { id: 431, path: '/journals/computational-ecology/articles/fire-refugia-lichens' },
    history: [
      ...ACCEPTED.history,
      {
        id: 1270,
        kind: 'status',
        fromStatus: 'accepted',
        toStatus: 'published',
        actor: 'editor',
        actorName: 'Tomás Ferreira',
        subjectName: null,
        message: null,
        createdAt: '2026-11-23T09:00:00.000Z',
      },
    ],
  },
  'published',
);

/** Revisions requested a moment ago: the notice, and only "decline" left to decide. */
export const EDITOR_REVISIONS_REQUESTED = editorView(SUBMISSION, 'request_revisions');

const COVER_COLOURS = { 'computational-ecology': '#0f766e', 'codex-studies': '#9a3412' };

/**
 * A cover image as a data URL (an SVG in the journal's colour with the issue's number), so the
 * stories show covers without a file server.
 */
function coverImage(journal: keyof typeof COVER_COLOURS, caption: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><rect width="300" height="400" fill="${COVER_COLOURS[journal]}"/><path d="M0 300 C80 250 140 330 300 270 V400 H0Z" fill="#ffffff" fill-opacity="0.18"/><text x="24" y="104" font-family="Georgia, serif" font-size="24" fill="#ffffff">${caption}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function editorIssue(
  id: number,
  journal: typeof JCE | typeof CODEX,
  label: string,
  status: string,
  articleCount: number,
  cover: string | null = null,
  coverAlt = '',
) {
  return {
    id,
    journal: { slug: journal.slug, title: journal.title },
    label,
    status: dated(status),
    published: status !== 'Not published yet',
    coverUrl: cover && coverImage(journal.slug as keyof typeof COVER_COLOURS, cover),
    coverAlt,
    articleCount,
    href: `/admin/issues/${id}`,
  };
}

const FOREST_COVER_ALT =
  'A drought-stricken spruce stand in late summer, brown crowns against a pale sky';

const EDITOR_ISSUES = [
  editorIssue(92, JCE, 'Vol. 11 No. 4 (2026)', 'Not published yet', 0),
  editorIssue(
    87,
    JCE,
    'Vol. 11 No. 3 (2026): Forests under drought',
    'Current issue, published 15-09-2026',
    5,
    'Vol. 11 No. 3',
    FOREST_COVER_ALT,
  ),
  editorIssue(
    86,
    CODEX,
    'Vol. 6 No. 2 (2026): Bindings',
    'Current issue, published 01-09-2026',
    7,
    'Vol. 6 No. 2',
  ),
  editorIssue(
    81,
    JCE,
    'Vol. 11 No. 2 (2026)',
    'Published 15-06-2026',
    11,
    'Vol. 11 No. 2',
    'Lichen-covered pine bark in close-up',
  ),
  editorIssue(79, CODEX, 'Vol. 6 No. 1 (2026)', 'Published 02-03-2026', 6),
  editorIssue(76, JCE, 'Vol. 11 No. 1 (2026)', 'Published 16-03-2026', 10),
];

/** Every journal's issues, the first of two pages. */
export const ADMIN_ISSUES: LoaderData<typeof adminIssuesLoader> = {
  journal: '',
  journals: [
    { id: 1, slug: JCE.slug, title: JCE.title },
    { id: 2, slug: CODEX.slug, title: CODEX.title },
  ],
  issues: EDITOR_ISSUES,
  page: 1,
  lastPage: 2,
  total: 26,
  year: 2026,
  saved: '',
};

/** Filtered to the Journal of Codex Studies. */
export const ADMIN_ISSUES_ONE_JOURNAL: LoaderData<typeof adminIssuesLoader> = {
  ...ADMIN_ISSUES,
  journal: CODEX.slug,
  issues: EDITOR_ISSUES.filter((issue) => issue.journal.slug === CODEX.slug),
  page: 1,
  lastPage: 1,
  total: 2,
};

/** A journal with no issue yet. */
export const NO_ADMIN_ISSUES: LoaderData<typeof adminIssuesLoader> = {
  ...ADMIN_ISSUES,
  journal: 'applied-linguistics-review',
  journals: [
    ...ADMIN_ISSUES.journals,
    { id: 3, slug: 'applied-linguistics-review', title: 'Applied Linguistics Review' },
  ],
  issues: [],
  page: 1,
  lastPage: 1,
  total: 0,
};

const COVER_RULES: LoaderData<typeof adminIssueLoader>['rules'] = {
  extensions: ['png', 'jpg', 'jpeg', 'webp'],
  maxBytes: OPTIONS.uploads.manuscript.maxBytes,
};

/** The editing side of a published issue with three articles in two sections. */
const PUBLISHED_EDITING: LoaderData<typeof adminIssueLoader>['editing'] = {
  id: 80,
  version: 4,
  state: 'published',
  stateText: dated('Current issue, published 16-03-2026'),
  isCurrent: true,
  timeZone: 'Europe/Lisbon',
  publishAt: '',
  withdrawalReason: null,
  details: {
    volume: '6',
    number: '2',
    year: '2026',
    title: 'Marginalia and the medieval reader',
    description: '<p>Essays on what readers wrote in the margins.</p>',
  },
  canDelete: false,
  sections: [
    { id: 11, title: 'Research Articles' },
    { id: 12, title: 'Reviews' },
  ],
  articles: [
    {
      id: 301,
      title:
        'Glosses in the margins of a thirteenth-century psalter: hands, inks and the readers who argued with the text',
      slug: 'glosses-psalter',
      authors: ['Ingrid Halvorsen', 'Tomás Ferreira'],
      sectionId: 11,
      pages: '1–24',
    },
    {
      id: 302,
      title: 'Reading aloud in the cloister',
      slug: 'reading-aloud',
      authors: ['Aisha Rahman'],
      sectionId: 11,
      pages: '25–40',
    },
    {
      id: 303,
      title: 'Review: The Margins of Reading',
      slug: 'review-margins',
      authors: ['Hiroshi Tanaka'],
      sectionId: 12,
      pages: null,
    },
  ],
};

/** A published issue's DOIs: the issue's deposited, one article's failed, one queued for another try. */
export const CROSSREF_ISSUE: CrossrefView = {
  hasPrefix: true,
  canDeposit: true,
  environmentNote: 'Deposits go to Crossref’s test system.',
  dois: [
    {
      doi: '10.5555/jce.v6i2',
      title: 'Vol. 6 No. 2',
      status: 'deposited',
      statusName: 'Deposited',
      message: 'Crossref registered the deposit quire-issue-80-3f2a91bc (submission 1432).',
      tries: '1 try',
      deposited: dated('Crossref has the deposit. 02-03-2026'),
    },
    {
      doi: '10.5555/jce.1978.412',
      title:
        'Tide pools of the northern coast: a survey of 1978, re-read with the original field notebooks',
      status: 'failed',
      statusName: 'Failed',
      message:
        'Crossref refused the depositor’s username or password (401 Unauthorized): wrong login_id or login_passwd. Check them in the journal’s DOI settings.',
      tries: '1 try',
      deposited: null,
    },
    {
      doi: '10.5555/jce.1978.413',
      title: 'Reading aloud in the cloister',
      status: 'queued',
      statusName: 'Queued',
      message: 'Crossref could not take the deposit (503 Service Unavailable).',
      tries: '2 tries',
      deposited: null,
    },
  ],
  xmlHref: '/admin/issues/80/crossref.xml',
};

/** A journal without a DOI prefix: nothing minted, nothing to deposit. */
export const CROSSREF_NO_PREFIX: CrossrefView = {
  hasPrefix: false,
  canDeposit: false,
  environmentNote: 'Deposits go to Crossref’s test system.',
  dois: [],
  xmlHref: '/admin/issues/81/crossref.xml',
};

/**
 * One article's DOI, deposited, and its retraction notice's, which Crossref refused until the
 * journal gives its Crossmark policy DOI.
 */
export const CROSSREF_ARTICLE: CrossrefView = {
  ...CROSSREF_ISSUE,
  dois: [
    {
      ...(CROSSREF_ISSUE.dois[0] as CrossrefView['dois'][number]),
      doi: '10.5555/jce.1978.412',
      title: 'Tide pools of the northern coast',
    },
    {
      doi: '10.5555/jce.2026.412.n7',
      title: 'Retraction: Tide pools of the northern coast',
      status: 'failed',
      statusName: 'Failed',
      message:
        'Give the journal’s Crossmark policy DOI in its DOI settings: Crossref takes a notice’s link to its article only with it.',
      tries: '1 try',
      deposited: null,
    },
  ],
  xmlHref: '/admin/issues/articles/412/crossref.xml',
};

/** A journal's DOI settings with a Crossref account (the password stored, never shown). */
export const DOI_SETTINGS: DoiSettings = {
  prefix: '10.5555',
  articlePattern: '{journal}.{year}.{article}',
  issuePattern: '{journal}.v{volume}i{issue}',
  noticePattern: '{journal}.{year}.{article}.n{notice}',
  crossmarkPolicyDoi: '10.5555/jcomputecol.policy',
  depositorName: 'Quire Academic Press',
  depositorEmail: 'dois@quire.test',
  username: 'quire-press',
  hasPassword: true,
  environment: 'test',
  example: {
    issue: '10.5555/jcomputecol.v6i2',
    article: '10.5555/jcomputecol.2026.123',
    notice: '10.5555/jcomputecol.2026.123.n7',
  },
  version: 3,
};

/** An issue with its cover and the cover's description. */
export const ADMIN_ISSUE_WITH_COVER: LoaderData<typeof adminIssueLoader> = {
  issue: EDITOR_ISSUES[1] as (typeof EDITOR_ISSUES)[number],
  editing: PUBLISHED_EDITING,
  rules: COVER_RULES,
  crossref: CROSSREF_ISSUE,
};

/** An issue being prepared, without a cover: a draft, empty, that could still be deleted. */
export const ADMIN_ISSUE_WITHOUT_COVER: LoaderData<typeof adminIssueLoader> = {
  issue: EDITOR_ISSUES[0] as (typeof EDITOR_ISSUES)[number],
  editing: {
    ...PUBLISHED_EDITING,
    id: 81,
    state: 'draft',
    stateText: dated('Draft: readers do not see it'),
    isCurrent: false,
    canDelete: true,
    articles: [],
  },
  rules: COVER_RULES,
  crossref: CROSSREF_NO_PREFIX,
};

/** A scheduled issue whose cover is marked decorative (no description). */
export const ADMIN_ISSUE_DECORATIVE_COVER: LoaderData<typeof adminIssueLoader> = {
  issue: EDITOR_ISSUES[2] as (typeof EDITOR_ISSUES)[number],
  editing: {
    ...PUBLISHED_EDITING,
    state: 'scheduled',
    stateText: dated('Scheduled: published on 01-04-2026'),
    isCurrent: false,
    publishAt: '2026-04-01T09:00',
  },
  rules: COVER_RULES,
  crossref: { ...CROSSREF_ISSUE, hasPrefix: true, dois: [] },
};

const ARTICLE_CHOICES = {
  types: [
    { value: 'research-article', label: 'Research article' },
    { value: 'editorial', label: 'Editorial' },
    { value: 'book-review', label: 'Book review' },
  ],
  licenses: [
    { value: 'cc-by-4.0', label: 'CC BY 4.0' },
    { value: 'cc0-1.0', label: 'CC0 1.0' },
  ],
  sections: [
    { id: 11, title: 'Research Articles' },
    { id: 12, title: 'Reviews' },
  ],
};

/** A back-issue article as its editors correct it: a PDF and its JATS full text stored. */
export const EDITOR_ARTICLE: LoaderData<typeof adminArticleLoader> = {
  crossref: CROSSREF_ARTICLE,
  article: {
    id: 412,
    title:
      'Tide pools of the northern coast: a survey of 1978, re-read with the original field notebooks',
    version: 1795972307257,
    fromSubmission: false,
    isPublic: true,
    canDelete: false,
  },
  issue: { id: 80, label: 'Vol. 6 No. 2 (1978)', state: 'published', href: '/admin/issues/80' },
  journalTitle: 'Journal of Codex Studies',
  ...ARTICLE_CHOICES,
  values: {
    title:
      'Tide pools of the northern coast: a survey of 1978, re-read with the original field notebooks',
    abstract: '<p>A survey from the <em>back catalogue</em>.</p>',
    authors: 'Maija Mäkinen; University of Oulu; 0000-0002-1825-0097\nRui Costa',
    keywords: 'tide pools, survey, field notebooks',
    type: 'research-article',
    language: 'en',
    sectionId: '11',
    pages: '1–14',
    doi: '10.5555/back.1978.1',
    license: 'cc-by-4.0',
    receivedAt: '1977-11-02',
    acceptedAt: '',
  },
  files: {
    galleys: {
      pdfUrl: 'https://quire.example/galleys/jce/tide-pools-3f2a.pdf',
      fullText: true,
      fullTextFormat: 'jats',
      figures: [
        { href: 'fig1', url: 'https://quire.example/galleys/articles/412/fig1.png?v=88' },
        { href: 'graphics/figure-2-tide-pool-transects-along-the-northern-coast.jpg', url: null },
        { href: 'map.png', url: null },
      ],
    },
    supplementaryFiles: [
      {
        id: 31,
        label: 'Dataset S1: counts of species in each of the forty-two pools, by season and year',
        dataType: 'dataset',
        name: 'tide-pools-counts-1978-all-seasons-including-the-unpublished-winter-surveys.csv',
        size: '2.0 KB',
        url: 'https://quire.example/galleys/jce/tide-pools-supplementary-1a2b.csv',
      },
      {
        id: 32,
        label: 'Field notebook scans',
        dataType: 'document',
        name: 'notebooks.pdf',
        size: '4.1 MB',
        url: 'https://quire.example/galleys/jce/tide-pools-supplementary-3c4d.pdf',
      },
    ],
    dataTypes: [
      { value: 'dataset', label: 'Dataset' },
      { value: 'code', label: 'Code' },
      { value: 'figure', label: 'Figure' },
      { value: 'table', label: 'Table' },
      { value: 'video', label: 'Video' },
      { value: 'document', label: 'Document' },
      { value: 'other', label: 'Other' },
    ],
    galleyRules: {
      extensions: ['pdf', 'xml', 'html', 'htm'],
      maxBytes: OPTIONS.uploads.manuscript.maxBytes,
    },
    figureRules: {
      extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
      maxBytes: OPTIONS.uploads.manuscript.maxBytes,
    },
    supplementaryRules: {
      extensions: ['pdf', 'docx', 'odt', 'tex', 'zip', 'csv', 'tsv', 'txt', 'xml', 'png', 'jpg'],
      maxBytes: OPTIONS.uploads.manuscript.maxBytes,
    },
  },
  notices: [
    {
      id: 27,
      label: 'Correction',
      date: { dateTime: '2026-11-02', text: '02-11-2026' },
      href: '/journals/codex/notices/27',
    },
  ],
  noticeTypes: [
    { value: 'correction', label: 'Correction' },
    { value: 'retraction', label: 'Retraction' },
    { value: 'expression_of_concern', label: 'Expression of concern' },
    { value: 'addendum', label: 'Addendum' },
  ],
  today: '2026-11-29',
  saved: '',
};

/** The form that enters an article in a draft issue. */
export const NEW_ISSUE_ARTICLE: LoaderData<typeof adminNewArticleLoader> = {
  issue: { id: 81, href: '/admin/issues/81' },
  journalTitle: 'Journal of Codex Studies',
  ...ARTICLE_CHOICES,
  values: {
    title: '',
    abstract: '',
    authors: '',
    keywords: '',
    type: 'research-article',
    language: 'en',
    sectionId: '',
    pages: '',
    doi: '',
    license: 'cc-by-4.0',
    receivedAt: '',
    acceptedAt: '',
  },
};

/** A withdrawn issue: the reason its articles show. */
export const ADMIN_ISSUE_WITHDRAWN: LoaderData<typeof adminIssueLoader> = {
  ...ADMIN_ISSUE_WITH_COVER,
  editing: {
    ...PUBLISHED_EDITING,
    state: 'withdrawn',
    stateText: dated('Withdrawn: out of the journal’s lists; its articles show the reason'),
    isCurrent: false,
    withdrawalReason: 'Published by mistake before the proofs were approved.',
  },
};

// Long content: a busy journal's queue, a long inbox and a submission that went round and round.

const LONG_TITLE =
  'Hydraulic failure thresholds of Norway spruce under compound heat and drought: vulnerability curves, soil–plant–atmosphere modelling and an elevation gradient in the Bavarian Alps';

/** Page 7 of a busy queue: ten long-titled submissions from authors with long names. */
export const LONG_EDITORS_QUEUE: LoaderData<typeof adminSubmissionsLoader> = {
  ...EDITORS_QUEUE,
  page: {
    data: Array.from({ length: 10 }, (_, index) => ({
      ...(EDITORS_QUEUE.page.data[
        index % EDITORS_QUEUE.page.data.length
      ] as (typeof EDITORS_QUEUE.page.data)[number]),
      id: 300 + index,
      title: index % 2 === 0 ? LONG_TITLE : `${LONG_TITLE.slice(0, 60)} (${index})`,
      submitter: {
        id: 40 + index,
        name:
          index % 3 === 0 ? 'Katarzyna Wiśniewska-Brzozowska' : 'François-Xavier de la Montagne',
        email: 'k.wisniewska-brzozowska@forest-ecology.uni-example.pl',
      },
    })),
    meta: { page: 7, perPage: 10, total: 412, lastPage: 42 },
  },
};

/** The second of five pages of notifications, the letters long. */
export const MANY_NOTIFICATIONS: LoaderData<typeof notificationsLoader> = {
  ...NOTIFICATIONS,
  notifications: Array.from({ length: 20 }, (_, index) => {
    const base = NOTIFICATIONS.notifications[index % NOTIFICATIONS.notifications.length];
    if (!base) throw new Error('NOTIFICATIONS has entries');
    return {
      ...base,
      id: 800 - index,
      title: `${base.title} — ${LONG_TITLE.slice(0, 40 + index * 3)}`,
      unread: index < 6,
    };
  }),
  page: 2,
  lastPage: 5,
  total: 97,
  unreadNotifications: 6,
};

/** A submission in its third round: nine steps of history, each letter long. */
export const LONG_HISTORY_DETAIL: LoaderData<typeof submissionDetailLoader> = {
  ...SUBMISSION_DETAIL,
  submission: labelSubmission({
    ...SUBMISSION,
    title: LONG_TITLE,
    history: [
      ...SUBMISSION.history,
      ...SUBMISSION.history.slice(1).map((event, index) => ({
        ...event,
        id: event.id + 100 + index,
        message: event.message ? `${event.message} ${event.message}` : event.message,
      })),
      ...SUBMISSION.history.slice(1).map((event, index) => ({
        ...event,
        id: event.id + 200 + index,
        message: event.message ? `${event.message} ${event.message} ${event.message}` : null,
      })),
    ],
  }),
};

/** Page 4 of 12 of an author who submits a lot: ten long-titled submissions. */
export const MANY_MY_SUBMISSIONS: LoaderData<typeof mySubmissionsLoader> = {
  ...MY_SUBMISSIONS,
  filters: { ...MY_SUBMISSIONS.filters, page: 4 },
  page: {
    data: LONG_EDITORS_QUEUE.page.data.map((summary, index) => ({
      ...summary,
      id: 500 + index,
    })),
    meta: { page: 4, perPage: 10, total: 117, lastPage: 12 },
  },
};

/** Page 3 of 9 of the editors' issues, each journal's issues with long titles. */
export const MANY_ADMIN_ISSUES: LoaderData<typeof adminIssuesLoader> = {
  ...ADMIN_ISSUES,
  issues: Array.from({ length: 20 }, (_, index) => {
    const issue = EDITOR_ISSUES[index % EDITOR_ISSUES.length];
    if (!issue) throw new Error('EDITOR_ISSUES has issues');
    return {
      ...issue,
      id: 700 + index,
      label: `${issue.label}: ${LONG_TITLE.slice(0, 50 + index)}`,
    };
  }),
  page: 3,
  lastPage: 9,
  total: 171,
};

/** The journals whose staff an editor sees. */
export const STAFF_JOURNALS: LoaderData<typeof adminStaffJournalsLoader> = {
  journals: [
    {
      id: 1,
      slug: 'computational-ecology',
      title: 'Journal of Computational Ecology',
      href: '/admin/staff/computational-ecology',
    },
    {
      id: 2,
      slug: 'applied-linguistics',
      title: 'Applied Linguistics Review',
      href: '/admin/staff/applied-linguistics',
    },
  ],
};

const STAFF_SECTIONS = [
  { id: 11, title: 'Research Articles' },
  { id: 12, title: 'Methods and Software' },
  { id: 13, title: 'Reviews' },
];

/** A journal's staff as its manager sees it: roles, sections and the forms to change them. */
export const JOURNAL_STAFF: LoaderData<typeof adminStaffLoader> = {
  journal: { id: 1, slug: 'computational-ecology', title: 'Journal of Computational Ecology' },
  sections: STAFF_SECTIONS,
  members: [
    {
      id: 4,
      name: 'Elena Okafor',
      email: 'elena.okafor@unilag.example',
      affiliation: 'Department of Ecology, University of Lagos',
      roles: ['manager', 'editor'],
      roleNames: 'Journal manager, Editor',
      sections: [],
      since: day('02-03-2025'),
      lastSignIn: day('28-11-2026'),
    },
    {
      id: 7,
      name: 'Maximiliane Katharina von Hohenberg-Wittelsbach',
      email: 'maximiliane.von.hohenberg-wittelsbach@lmu-muenchen.example',
      affiliation: 'Faculty of Biology, Ludwig-Maximilians-Universität München',
      roles: ['section_editor', 'reviewer'],
      roleNames: 'Section editor, Reviewer',
      sections: [
        STAFF_SECTIONS[0] as { id: number; title: string },
        STAFF_SECTIONS[1] as { id: number; title: string },
      ],
      since: day('14-09-2025'),
      lastSignIn: null,
    },
    {
      id: 9,
      name: 'Lena Vogt',
      email: 'lena.vogt@tum.example',
      affiliation: null,
      roles: ['reviewer'],
      roleNames: 'Reviewer',
      sections: [],
      since: day('20-11-2026'),
      lastSignIn: day('21-11-2026'),
    },
  ],
  invitations: [
    {
      id: 31,
      email: 'priya.raman@iisc.example',
      roleNames: 'Section editor',
      sections: 'Reviews',
      sent: dated('Sent 27-11-2026 by Elena Okafor'),
      expiry: dated('The link works until 11-12-2026'),
      expired: false,
    },
    {
      id: 30,
      email: 'j.mbeki@uct.example',
      roleNames: 'Reviewer',
      sections: '',
      sent: dated('Sent 01-10-2026 by Elena Okafor'),
      expiry: dated('The link expired on 15-10-2026'),
      expired: true,
    },
  ],
  canChange: true,
  q: '',
  finding: { find: '', found: null, errors: [], chosenEmail: '' },
  saved: '',
};

/** A manager found people by name to add: one chosen (its address in the add form), one on the staff. */
export const JOURNAL_STAFF_FOUND: LoaderData<typeof adminStaffLoader> = {
  ...JOURNAL_STAFF,
  finding: {
    find: 'Nakamura',
    found: [
      {
        id: 41,
        name: 'Haruki Nakamura',
        email: 'h.nakamura@kyoto-university-graduate-school-of-agriculture.example',
        affiliation: 'Graduate School of Agriculture, Kyoto University',
        onStaff: false,
      },
      {
        id: 42,
        name: 'Yuki Nakamura-Lindqvist',
        email: 'yuki.nl@slu.example',
        affiliation: null,
        onStaff: true,
      },
    ],
    errors: [],
    chosenEmail: 'h.nakamura@kyoto-university-graduate-school-of-agriculture.example',
  },
};

/** A search by name no account matches. */
export const JOURNAL_STAFF_FOUND_NONE: LoaderData<typeof adminStaffLoader> = {
  ...JOURNAL_STAFF,
  finding: { find: 'Zzyzx', found: [], errors: [], chosenEmail: '' },
};

/** A search by name too short to be made: the reason beside the field. */
export const JOURNAL_STAFF_FIND_REFUSED: LoaderData<typeof adminStaffLoader> = {
  ...JOURNAL_STAFF,
  finding: {
    find: 'N',
    found: null,
    errors: ['Type at least two letters of the name.'],
    chosenEmail: '',
  },
};

/** The staff searched for a name no one has. */
export const JOURNAL_STAFF_NO_MATCH: LoaderData<typeof adminStaffLoader> = {
  ...JOURNAL_STAFF,
  members: [],
  q: 'Nakamura',
};

/** The same staff as one of its section editors sees it: no forms. */
export const JOURNAL_STAFF_READ_ONLY: LoaderData<typeof adminStaffLoader> = {
  ...JOURNAL_STAFF,
  invitations: [],
  canChange: false,
  finding: null,
};

/** A new journal without staff yet. */
export const NO_JOURNAL_STAFF: LoaderData<typeof adminStaffLoader> = {
  ...JOURNAL_STAFF,
  members: [],
  invitations: [],
  sections: [],
};

/** The site's people as its administrator sees them: roles per journal, sign-ins, states. */
export const PEOPLE: LoaderData<typeof adminPeopleLoader> = {
  filters: { q: '', role: '', journal: '', status: '', sort: 'name', dir: 'asc', page: 1 },
  people: [
    {
      id: 1,
      name: 'Tomás Ferreira',
      email: 'editor@quire.test',
      roles: ['Site administrator'],
      lastSignIn: day('29-11-2026'),
      joined: day('02-01-2025'),
      disabled: false,
      self: true,
      siteAdmin: true,
    },
    {
      id: 4,
      name: 'Elena Okafor',
      email: 'elena.okafor@unilag.example',
      roles: ['Journal of Computational Ecology: Journal manager, Editor'],
      lastSignIn: day('28-11-2026'),
      joined: day('02-03-2025'),
      disabled: false,
      self: false,
      siteAdmin: false,
    },
    {
      id: 7,
      name: 'Maximiliane Katharina von Hohenberg-Wittelsbach',
      email: 'maximiliane.von.hohenberg-wittelsbach@lmu-muenchen.example',
      roles: [
        'Journal of Computational Ecology: Section editor, Reviewer',
        'Applied Linguistics Review: Reviewer',
      ],
      lastSignIn: null,
      joined: day('14-09-2025'),
      disabled: false,
      self: false,
      siteAdmin: false,
    },
    {
      id: 12,
      name: 'Victor Spam',
      email: 'victor@spam.example',
      roles: [],
      lastSignIn: day('01-06-2026'),
      joined: day('01-06-2026'),
      disabled: true,
      self: false,
      siteAdmin: false,
    },
  ],
  meta: { page: 1, perPage: 25, total: 54, lastPage: 3 },
  journals: [
    { slug: 'computational-ecology', title: 'Journal of Computational Ecology' },
    { slug: 'applied-linguistics', title: 'Applied Linguistics Review' },
  ],
  done: '',
};

/** A search that finds no one. */
export const NO_PEOPLE: LoaderData<typeof adminPeopleLoader> = {
  ...PEOPLE,
  filters: { ...PEOPLE.filters, q: 'nobody at all' },
  people: [],
  meta: { page: 1, perPage: 25, total: 0, lastPage: 1 },
};

/** The back office's journals list, as a site administrator sees it (long title included). */
export const MANAGED_JOURNALS: LoaderData<typeof adminJournalsLoader> = {
  journals: [
    {
      id: 1,
      title: 'Journal of Computational Ecology',
      slug: 'computational-ecology',
      href: '/admin/journals/1',
      state: dated('Open to submissions'),
      archived: false,
      sectionCount: 4,
      articleCount: 23,
    },
    {
      id: 2,
      title:
        'Internationale Zeitschrift für vergleichende Rechtsgeschichte und Verfassungstheorie der frühen Neuzeit',
      slug: 'zeitschrift-vergleichende-rechtsgeschichte-verfassungstheorie-fruehe-neuzeit',
      href: '/admin/journals/2',
      state: dated('Closed to submissions'),
      archived: false,
      sectionCount: 1,
      articleCount: 1,
    },
    {
      id: 3,
      title: 'Annals of Applied Linguistics',
      slug: 'applied-linguistics',
      href: '/admin/journals/3',
      state: dated('Archived on 02-11-2026'),
      archived: true,
      sectionCount: 3,
      articleCount: 20,
    },
  ],
  canAdminister: true,
  readsAudit: true,
  saved: '',
};

/** A new site's list: no journals yet, and the form that creates the first. */
export const NO_MANAGED_JOURNALS: LoaderData<typeof adminJournalsLoader> = {
  journals: [],
  canAdminister: true,
  readsAudit: true,
  saved: '',
};

const SECTION_BASE = {
  abbreviation: null,
  policy: null,
  submissionsOpen: true,
  peerReviewed: true,
  version: 1,
  articleCount: 0,
  submissionCount: 0,
  editors: [],
  lastChange: null,
  lastSaved: null,
};

/** One journal's settings and sections, as its manager sees them. */
export const JOURNAL_SETTINGS: LoaderData<typeof adminJournalSettingsLoader> = {
  doi: DOI_SETTINGS,
  settings: {
    id: 1,
    title: 'Journal of Computational Ecology',
    slug: 'computational-ecology',
    abbreviation: 'J. Comput. Ecol.',
    issn: '2753-4189',
    eissn: '2753-426X',
    publisher: 'Quire Academic Press',
    contactName: 'Prof. Ingrid Halvorsen',
    contactEmail: 'jce.editor@quire.test',
    description:
      '<p>The <strong>Journal of Computational Ecology</strong> publishes research that uses models, simulation and large ecological datasets.</p>',
    focusScope: '<p>Population dynamics, species distribution models, ecological forecasting.</p>',
    authorGuidelines: '<p>Manuscripts of up to 8,000 words, with code and data deposited.</p>',
    submissionDeclarations: [
      'The manuscript has not been published before and is not under consideration elsewhere.',
      'All authors approved the submission.',
    ],
    brandColor: '#1f5f8b',
    logoUrl: null,
    license: 'cc-by-4.0',
    timeZone: 'Europe/Oslo',
    submissionsOpen: true,
    archivedAt: null,
    position: 1,
    version: 7,
    formerSlugs: ['comp-ecology'],
    articleCount: 23,
    submissionCount: 41,
    sections: [],
    lastChange: { at: '2026-11-28T10:12:00.000Z', by: 'Elena Okafor' },
    canEdit: true,
    canAdminister: true,
  },
  lastSaved: dated('Last saved 28-11-2026 by Elena Okafor'),
  sections: [
    {
      ...SECTION_BASE,
      id: 11,
      title: 'Research Articles',
      abbreviation: 'RA',
      policy: '<p>Original research, double-anonymous review.</p>',
      position: 1,
      articleCount: 12,
      submissionCount: 30,
      editors: [
        { id: 7, name: 'Maximiliane Katharina von Hohenberg-Wittelsbach' },
        { id: 9, name: 'Tomás Ruiz' },
      ],
      lastSaved: dated('Last saved 02-10-2026 by Elena Okafor'),
    },
    {
      ...SECTION_BASE,
      id: 12,
      title: 'Reviews and Perspectives on Methods in Ecological Forecasting',
      position: 2,
      articleCount: 4,
      submissionCount: 5,
    },
    {
      ...SECTION_BASE,
      id: 13,
      title: 'Letters',
      position: 3,
      submissionsOpen: false,
      peerReviewed: false,
    },
  ],
  licenses: [
    { value: 'cc-by-4.0', label: 'CC BY 4.0' },
    { value: 'cc-by-sa-4.0', label: 'CC BY-SA 4.0' },
    { value: 'cc0-1.0', label: 'CC0 1.0' },
  ],
  timeZones: ['UTC', 'Europe/Helsinki', 'Europe/Oslo', 'America/Sao_Paulo'],
  brandContrast: 'White text on it: 6.8:1, passes AA.',
  saved: '',
};

/** The same journal as one of its editors sees it: everything, read-only. */
export const JOURNAL_SETTINGS_READ_ONLY: LoaderData<typeof adminJournalSettingsLoader> = {
  ...JOURNAL_SETTINGS,
  settings: { ...JOURNAL_SETTINGS.settings, canEdit: false, canAdminister: false },
};

/** A journal just created: no sections, nothing saved but its name. */
export const NEW_JOURNAL_SETTINGS: LoaderData<typeof adminJournalSettingsLoader> = {
  ...JOURNAL_SETTINGS,
  settings: {
    ...JOURNAL_SETTINGS.settings,
    id: 5,
    title: 'Journal of Quiet Mathematics',
    slug: 'quiet-mathematics',
    abbreviation: null,
    issn: null,
    eissn: null,
    publisher: null,
    contactName: null,
    contactEmail: null,
    description: '',
    focusScope: '',
    authorGuidelines: '',
    submissionDeclarations: [],
    formerSlugs: [],
    articleCount: 0,
    submissionCount: 0,
    version: 1,
  },
  sections: [],
  saved: 'created',
};

const AUDIT_CHOICES = {
  journals: [
    { value: 'computational-ecology', label: 'Journal of Computational Ecology' },
    { value: 'applied-linguistics', label: 'Annals of Applied Linguistics' },
  ],
  actions: [
    { value: 'journal.updated' as const, label: 'Journal settings changed' },
    { value: 'staff.changed' as const, label: 'Roles given or changed' },
  ],
};

/** The audit log's first page, with a long value cut and a change by a deleted account. */
export const AUDIT_LOG: LoaderData<typeof adminAuditLoader> = {
  filters: { journal: '', action: '', who: '' },
  ...AUDIT_CHOICES,
  entries: [
    {
      id: 31,
      at: day('29-11-2026 14:02'),
      who: 'Elena Okafor (elena.okafor@unilag.example)',
      journal: 'Journal of Computational Ecology',
      action: 'Journal settings changed',
      subject: 'Journal of Computational Ecology',
      changes: [
        { field: 'Print ISSN', before: '—', after: '2753-4189' },
        { field: 'Brand colour', before: '#4338ca', after: '#1f5f8b' },
        {
          field: 'Focus and scope',
          before: '—',
          after:
            '<p>Population dynamics, species distribution models, ecological forecasting, movement ecology, community assembly, macroecology and the statistics of sparse monitoring data, from individual-based simulation to continental biodiversity indicators; we especially welcome reproducible workflows with code and data deposited in a public repository and papers that connect theory with long-term field observation…',
        },
      ],
    },
    {
      id: 30,
      at: day('28-11-2026 09:15'),
      who: 'Maximiliane Katharina von Hohenberg-Wittelsbach (maximiliane.von.hohenberg-wittelsbach@lmu-muenchen.example)',
      journal: 'Journal of Computational Ecology',
      action: 'Roles given or changed',
      subject: 'Tomás Ruiz',
      changes: [{ field: 'Roles', before: 'reviewer', after: 'editor, reviewer' }],
    },
    {
      id: 29,
      at: day('27-11-2026 17:40'),
      who: 'an account since deleted',
      journal: null,
      action: 'Account disabled',
      subject: 'Spam Account',
      changes: [],
    },
  ],
  refused: null,
  paged: false,
  firstHref: '/admin/audit',
  olderHref: '/admin/audit?before=29',
};

/** No entries yet (a new site), or none for the filters. */
export const EMPTY_AUDIT_LOG: LoaderData<typeof adminAuditLoader> = {
  filters: { journal: 'applied-linguistics', action: 'journal.deleted', who: '' },
  ...AUDIT_CHOICES,
  entries: [],
  refused: null,
  paged: false,
  firstHref: '/admin/audit?journal=applied-linguistics&action=journal.deleted',
  olderHref: null,
};

/** The back office's news list: a draft, a scheduled item and a featured published one. */
export const NEWS_LIST: LoaderData<typeof adminNewsLoader> = {
  filters: { journal: '', status: '', page: 1 },
  places: [
    { value: 'site', label: 'Site news' },
    { value: 'computational-ecology', label: 'Journal of Computational Ecology' },
  ],
  items: [
    {
      id: 9,
      title:
        'Call for papers: ecological forecasting under deep uncertainty in data-poor regions of the boreal zone',
      href: '/admin/news/9',
      where: 'Journal of Computational Ecology',
      state: dated('Draft'),
      stateKind: 'draft',
      featured: false,
    },
    {
      id: 8,
      title: 'Volume 12 opens in January',
      href: '/admin/news/8',
      where: 'Journal of Computational Ecology',
      state: dated('Scheduled for 01-12-2026 09:00'),
      stateKind: 'scheduled',
      featured: false,
    },
    {
      id: 7,
      title: 'Quire now runs four journals',
      href: '/admin/news/7',
      where: 'Site news',
      state: dated('Published 28-11-2026'),
      stateKind: 'published',
      featured: true,
    },
  ],
  meta: { page: 1, perPage: 20, total: 3, lastPage: 1 },
  saved: '',
};

/** A new site's news: none yet. */
export const NO_NEWS: LoaderData<typeof adminNewsLoader> = {
  ...NEWS_LIST,
  items: [],
  meta: { page: 1, perPage: 20, total: 0, lastPage: 1 },
};

/** One news item's form, as saved. */
export const NEWS_ITEM: LoaderData<typeof adminNewsItemLoader> = {
  item: {
    id: 9,
    journal: { id: 1, slug: 'computational-ecology', title: 'Journal of Computational Ecology' },
    title: 'Call for papers: ecological forecasting',
    slug: 'call-for-papers-ecological-forecasting',
    summary: 'Submissions are open until 1 March 2027.',
    body: '<p>We invite papers on <strong>ecological forecasting</strong> under deep uncertainty.</p><ul><li>Methods</li><li>Case studies</li></ul>',
    status: 'draft',
    state: 'draft',
    publishedAt: '2026-11-29T10:00:00.000Z',
    featured: false,
    version: 3,
    lastChange: { at: '2026-11-29T10:00:00.000Z', by: 'Elena Okafor' },
  },
  places: NEWS_LIST.places,
  place: 'computational-ecology',
  publishAt: '2026-11-29T10:00',
  state: dated('Draft'),
  lastSaved: dated('Last saved 29-11-2026 by Elena Okafor'),
  timeZone: 'Europe/Helsinki',
  saved: '',
};

/** A new news item's empty form. */
export const NEW_NEWS_ITEM: LoaderData<typeof adminNewsItemLoader> = {
  ...NEWS_ITEM,
  item: null,
  publishAt: '',
  state: dated('New, not saved yet'),
  lastSaved: null,
};

/** A journal's pages: one in the menu, one out of it. */
export const JOURNAL_PAGES: LoaderData<typeof adminJournalPagesLoader> = {
  screen: {
    title: 'Pages of Journal of Computational Ecology',
    intro:
      'The journal’s pages (About, Policies, Editorial board…). Those in the menu show in the journal’s navigation, in this order; the others are reachable by their address.',
    menuLabel: 'In the journal’s menu',
    back: { href: '/admin/journals/1', label: 'Journal of Computational Ecology: settings' },
  },
  canEdit: true,
  pages: [
    {
      id: 21,
      title: 'About the journal',
      slug: 'about',
      body: '<p>The Journal of Computational Ecology publishes models and data.</p>',
      inMenu: true,
      position: 1,
      version: 2,
      lastChange: { at: '2026-11-20T08:00:00.000Z', by: 'Elena Okafor' },
      href: '/journals/computational-ecology/pages/about',
      lastSaved: dated('Last saved 20-11-2026 by Elena Okafor'),
    },
    {
      id: 22,
      title: 'Peer review, open data and the reproducibility of computational results',
      slug: 'peer-review-open-data',
      body: '<p>Double-anonymous review; code and data deposited.</p>',
      inMenu: false,
      position: 2,
      version: 1,
      lastChange: null,
      href: '/journals/computational-ecology/pages/peer-review-open-data',
      lastSaved: null,
    },
  ],
  saved: '',
};

/** The site's own pages: the footer's two, and one reachable by its address only. */
export const SITE_PAGES: LoaderData<typeof adminJournalPagesLoader> = {
  screen: {
    title: 'Pages of the site',
    intro:
      'The site’s own pages (About, Privacy, Imprint…). Those in the menu are listed in the header and the footer of every public page, in this order; the others are reachable by their address. The page with the address “about” is the site’s About page (until there is one, About shows its default text), and “contact” is the introduction above the contact form.',
    menuLabel: 'In the site’s menu',
    back: { href: '/admin/settings', label: 'Site settings' },
  },
  canEdit: true,
  pages: [
    {
      id: 31,
      title: 'Privacy',
      slug: 'privacy',
      body: '<p>One cookie keeps you signed in; nothing tracks you.</p>',
      inMenu: true,
      position: 1,
      version: 3,
      lastChange: { at: '2026-11-21T09:30:00.000Z', by: 'Ada Admin' },
      href: '/pages/privacy',
      lastSaved: dated('Last saved 21-11-2026 by Ada Admin'),
    },
    {
      id: 32,
      title: 'Imprint',
      slug: 'imprint',
      body: '<p>Northern Journals, Tromsø.</p>',
      inMenu: true,
      position: 2,
      version: 1,
      lastChange: null,
      href: '/pages/imprint',
      lastSaved: null,
    },
    {
      id: 33,
      title: 'Statement on the accessibility of this site and how to report a barrier',
      slug: 'accessibility',
      body: '<p>We aim for WCAG 2.2 AA.</p>',
      inMenu: false,
      position: 3,
      version: 1,
      lastChange: null,
      href: '/pages/accessibility',
      lastSaved: null,
    },
  ],
  saved: '',
};

/** The back office's home: two journals, one with everything waiting, one new and empty. */
export const ATTENTION: LoaderData<typeof adminHomeLoader> = {
  journals: [
    {
      id: 1,
      title: 'Journal of Computational Ecology',
      settingsHref: '/admin/journals/1',
      items: [
        {
          text: '3 new submissions to send to review or decide',
          href: '/admin/submissions?status=submitted&journalId=1',
        },
        {
          text: '2 submissions under review, waiting for a decision',
          href: '/admin/submissions?status=under_review&journalId=1',
        },
        {
          text: '1 accepted submission to publish',
          href: '/admin/submissions?status=accepted&journalId=1',
        },
        { text: '1 news draft', href: '/admin/news?journal=computational-ecology&status=draft' },
        {
          text: '1 invitation to the staff expired unanswered',
          href: '/admin/staff/computational-ecology',
        },
      ],
    },
    {
      id: 5,
      title: 'Internationale Zeitschrift für vergleichende Rechtsgeschichte und Verfassungstheorie',
      settingsHref: '/admin/journals/5',
      items: [
        {
          text: 'No sections yet: add the first, so submissions can be filed',
          href: '/admin/journals/5',
        },
        { text: 'Closed to submissions', href: '/admin/journals/5' },
      ],
    },
    { id: 2, title: 'Annals of Applied Linguistics', settingsHref: '/admin/journals/2', items: [] },
  ],
  site: [{ text: '2 news drafts', href: '/admin/news?journal=site&status=draft' }],
  siteAdmin: true,
  waiting: true,
  views: { needsMe: 4, unassigned: 12, overdue: 2, waiting: 1 },
};

/** Nothing waits anywhere. */
export const NOTHING_WAITS: LoaderData<typeof adminHomeLoader> = {
  journals: [
    { id: 2, title: 'Annals of Applied Linguistics', settingsHref: '/admin/journals/2', items: [] },
  ],
  site: [],
  siteAdmin: false,
  waiting: false,
  views: { needsMe: 0, unassigned: 0, overdue: 0, waiting: 0 },
};

/** The site's settings as stored. */
export const SITE_SETTINGS: LoaderData<typeof adminSiteSettingsLoader> = {
  settings: {
    version: 4,
    siteName: 'Quire',
    siteDescription: '<p>Open journals of <strong>Quire Academic Press</strong>.</p>',
    contactEmail: 'office@quire.test',
    footerText:
      'Published by Quire Academic Press, a non-profit publisher of open-access journals.',
    timeZone: 'Europe/Helsinki',
    dateFormat: null,
    abstractWordLimit: 300,
    lastChange: { at: '2026-11-28T10:00:00.000Z', by: 'Quinn Admin' },
  },
  lastSaved: dated('Last saved 28-11-2026 by Quinn Admin'),
  saved: false,
  dateFormats: [
    { value: 'DD-MM-YYYY', label: '05-03-2026 (DD-MM-YYYY)' },
    { value: 'YYYY-MM-DD', label: '2026-03-05 (YYYY-MM-DD)' },
    { value: 'D MMMM YYYY', label: '5 March 2026 (D MMMM YYYY)' },
  ],
  timeZones: ['UTC', 'Europe/Helsinki', 'America/Sao_Paulo'],
};

/** A submission in production: a second proof waiting for the author after corrections. */
export const PRODUCTION: Production = {
  stage: 'production',
  galleys: [
    {
      id: 12,
      format: 'pdf',
      fileName: 'quiet-numbers-proof-2.pdf',
      size: 182_044,
      uploadedAt: '2026-07-04T09:00:00.000Z',
      url: '/admin/submissions/42/production/galleys/12',
    },
    {
      id: 13,
      format: 'jats',
      fileName: 'quiet-numbers.xml',
      size: 40_112,
      uploadedAt: '2026-07-04T09:01:00.000Z',
      url: '/admin/submissions/42/production/galleys/13',
    },
  ],
  proofs: [
    {
      id: 2,
      round: 2,
      status: 'sent',
      sentAt: '2026-07-04T09:05:00.000Z',
      answeredAt: null,
      galleys: [],
      corrections: null,
      correctionsFile: null,
    },
    {
      id: 1,
      round: 1,
      status: 'corrections',
      sentAt: '2026-07-01T10:00:00.000Z',
      answeredAt: '2026-07-02T16:20:00.000Z',
      galleys: [],
      corrections: 'Figure 2 is upside down, and the second author’s affiliation is missing.',
      correctionsFile: {
        name: 'marked-up.pdf',
        url: '/admin/submissions/42/proofs/1/corrections-file',
      },
    },
  ],
  approved: false,
};
PRODUCTION.proofs[0] = { ...(PRODUCTION.proofs[0] as ProofRound), galleys: PRODUCTION.galleys };
PRODUCTION.proofs[1] = {
  ...(PRODUCTION.proofs[1] as ProofRound),
  galleys: [
    {
      ...(PRODUCTION.galleys[0] as ProductionGalley),
      id: 11,
      fileName: 'quiet-numbers-proof-1.pdf',
    },
  ],
};

/**
 * A journal's peer review: double anonymous with one open section and one with a long title,
 * reminders before and after, and a form of each kind of question (one with long choices).
 */
export const JOURNAL_REVIEW: LoaderData<typeof adminJournalReviewLoader> = {
  journal: { id: 1, title: 'Journal of Computational Ecology' },
  back: { href: '/admin/journals/1' },
  canEdit: true,
  settings: {
    journalId: 1,
    mode: 'double_anonymous',
    sections: [
      { id: 4, title: 'Articles', mode: null },
      { id: 5, title: 'Data papers', mode: 'open' },
      {
        id: 6,
        title: 'Methods, software and reproducibility reports for long-term ecological monitoring',
        mode: 'anonymous_reviewers',
      },
    ],
    responseDays: 7,
    reviewDays: 28,
    responseReminderDays: [-2, 3],
    reviewReminderDays: [-3, 7, 14],
    tellReviewersOutcome: true,
    invitationTemplate:
      '{editorName} invites you to review “{title}” for {journalTitle}.\n\nPlease accept or decline by {responseDueDate}; the review is due on {reviewDueDate}.',
    reminderTemplate:
      'A reminder about your review of “{title}” for {journalTitle}: the review is due on {reviewDueDate}.',
    decisionTemplates: {
      request_revisions: 'Thank you for submitting “{title}”. Please revise it.\n\n{reviews}',
      accept: 'We are pleased to accept “{title}”.\n\n{reviews}',
      decline: 'We regret that “{title}” cannot be published.\n\n{reviews}',
    },
    version: 4,
  },
  form: {
    id: 9,
    version: 3,
    createdAt: '2026-11-20T08:00:00.000Z',
    questions: [
      {
        id: 'soundness',
        kind: 'scale',
        prompt: 'How sound are the methods?',
        help: 'Consider the sampling design, the models and whether the code reproduces the figures.',
        required: true,
        options: [],
        scaleMax: 5,
        scaleLabels: ['Not sound', 'Entirely sound'],
      },
      {
        id: 'data',
        kind: 'choice',
        prompt:
          'Are the data and code deposited in a public repository with a persistent identifier, and do they run as the authors describe?',
        help: null,
        required: false,
        options: [
          'Yes, and they reproduce the results',
          'Deposited, but I could not run them',
          'Not deposited',
        ],
        scaleMax: null,
        scaleLabels: null,
      },
      {
        id: 'literature',
        kind: 'text',
        prompt: 'Which literature is missing?',
        help: null,
        required: false,
        options: [],
        scaleMax: null,
        scaleLabels: null,
      },
    ],
  },
  reviewers: [
    {
      id: 31,
      name: 'Rhea Quillworth',
      email: 'rhea.quill@review.example',
      interests: [
        'Soil ecology',
        'Bayesian hierarchical models for long-term monitoring of plant communities',
        'Mycorrhiza',
      ],
    },
    { id: 32, name: 'Theo Newcombe', email: 'theo.newcombe@review.example', interests: [] },
  ],
  saved: '',
};
