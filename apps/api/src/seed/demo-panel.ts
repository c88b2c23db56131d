import type { SubmissionStatus } from '@quire/contracts';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  articles,
  files,
  journals,
  notifications,
  sections,
  submissionEvents,
  submissionFiles,
  submissions,
  users,
} from '../db/schema';
import type { FileStorage } from '../files/storage';
import { buildArticlePdf } from './build-article-pdf';
import { DEMO_ACCOUNTS } from './demo-accounts';
import type { SeedTransaction } from './insert-issues';

/** How many of the demo author's published articles her panel lists as her own submissions. */
export const DEMO_AUTHOR_ARTICLES = 3;

interface DemoEvent {
  to: SubmissionStatus;
  at: string;
  actor: 'author' | 'editor';
  message?: string;
}

/** One submission in the demo author's panel, from draft to the status it reached. */
interface DemoSubmission {
  key: string;
  journal: string;
  section: string;
  title: string;
  abstract: string;
  keywords: string[];
  coAuthor: { name: string; email: string; affiliation: string };
  coverLetter: string;
  events: DemoEvent[];
}

const EDITOR_LETTER =
  'Thank you for your submission. Both reviewers find the question important, but ask for a ' +
  'clearer account of how the training and validation sites were chosen, and for the ' +
  'sensitivity analysis to be reported in the main text rather than the supplement.\n\n' +
  'Please upload a revised manuscript and a short response to each point.';

/** The demo author's submissions: one per status an author meets before publication. */
const DEMO_SUBMISSIONS: readonly DemoSubmission[] = [
  {
    key: 'demo-draft',
    journal: 'applied-linguistics',
    section: 'Research Articles',
    title: 'Code-switching in bilingual classroom chat: a corpus study',
    abstract:
      'We describe a corpus of 1.2 million messages from the chat channels of bilingual ' +
      'secondary classrooms and the annotation of their code-switches.',
    keywords: ['code-switching', 'corpus linguistics'],
    coAuthor: {
      name: 'Tomás Ibarra',
      email: 'tomas.ibarra@example.org',
      affiliation: 'Universidad de Salamanca, Salamanca, Spain',
    },
    coverLetter: '',
    events: [{ to: 'draft', at: '2026-11-02T10:15:00Z', actor: 'author' }],
  },
  {
    key: 'demo-submitted',
    journal: 'computational-ecology',
    section: 'Short Communications',
    title: 'Acoustic indices as early signals of reef recovery after bleaching',
    abstract:
      'Passive acoustic monitoring is cheap enough to run on every reef, but its indices are ' +
      'rarely checked against recovery measured by divers. We compare five acoustic indices ' +
      'with coral cover surveys on 18 reefs over three years after the 2024 bleaching event.\n\n' +
      'Two indices track recovery a season before it is visible in the surveys.',
    keywords: ['soundscape ecology', 'coral reefs', 'monitoring'],
    coAuthor: {
      name: 'Leilani Kahale',
      email: 'leilani.kahale@example.org',
      affiliation: 'University of Hawaiʻi at Mānoa, Honolulu, United States',
    },
    coverLetter: 'Dear editors, we submit this short communication for your consideration.',
    events: [
      { to: 'draft', at: '2026-10-20T08:00:00Z', actor: 'author' },
      { to: 'submitted', at: '2026-10-28T16:40:00Z', actor: 'author' },
    ],
  },
  {
    key: 'demo-under-review',
    journal: 'computational-ecology',
    section: 'Research Articles',
    title: 'Transferable species distribution models for alpine plants under warming',
    abstract:
      'Species distribution models trained in one mountain range often fail in another. We ' +
      'test which predictors transfer between the Alps and the Pyrenees for 64 alpine plants ' +
      'and show that microclimate layers halve the loss of accuracy.',
    keywords: ['species distribution models', 'transferability', 'alpine plants'],
    coAuthor: {
      name: 'Ingrid Solberg',
      email: 'ingrid.solberg@example.org',
      affiliation: 'Norwegian University of Science and Technology, Trondheim, Norway',
    },
    coverLetter: 'Dear editors, this work extends our earlier short communication.',
    events: [
      { to: 'draft', at: '2026-09-01T09:00:00Z', actor: 'author' },
      { to: 'submitted', at: '2026-09-04T11:30:00Z', actor: 'author' },
      { to: 'under_review', at: '2026-09-12T14:05:00Z', actor: 'editor' },
    ],
  },
  {
    key: 'demo-revisions',
    journal: 'computational-ecology',
    section: 'Research Articles',
    title: 'Forecasting wildfire smoke exposure for ground-nesting birds',
    abstract:
      'We combine satellite smoke plumes with nest survey data for four ground-nesting bird ' +
      'species and forecast their exposure a week ahead with a gradient-boosted model.',
    keywords: ['wildfire smoke', 'forecasting', 'birds'],
    coAuthor: {
      name: 'Marcus Whitfield',
      email: 'marcus.whitfield@example.org',
      affiliation: 'University of British Columbia, Vancouver, Canada',
    },
    coverLetter: 'Dear editors, please find our manuscript attached.',
    events: [
      { to: 'draft', at: '2026-07-10T09:00:00Z', actor: 'author' },
      { to: 'submitted', at: '2026-07-14T10:20:00Z', actor: 'author' },
      { to: 'under_review', at: '2026-07-21T13:00:00Z', actor: 'editor' },
      {
        to: 'revisions_requested',
        at: '2026-10-30T15:45:00Z',
        actor: 'editor',
        message: EDITOR_LETTER,
      },
    ],
  },
  {
    key: 'demo-declined',
    journal: 'applied-linguistics',
    section: 'Reviews',
    title: 'A review of readability formulas for machine-translated text',
    abstract:
      'We review 41 readability formulas and ask which of them remain valid for text produced ' +
      'by machine translation.',
    keywords: ['readability', 'machine translation'],
    coAuthor: {
      name: 'Hana Novak',
      email: 'hana.novak@example.org',
      affiliation: 'Charles University, Prague, Czech Republic',
    },
    coverLetter: 'Dear editors, we hope this review fits the journal.',
    events: [
      { to: 'draft', at: '2026-05-02T09:00:00Z', actor: 'author' },
      { to: 'submitted', at: '2026-05-06T12:00:00Z', actor: 'author' },
      {
        to: 'declined',
        at: '2026-06-01T10:00:00Z',
        actor: 'editor',
        message:
          'Thank you for considering the journal. A review of this scope is outside what we ' +
          'publish; a journal of translation studies would be a better home for it.',
      },
    ],
  },
];

const NOTICE_TITLES: Partial<Record<SubmissionStatus, { prefix: string; body: string }>> = {
  under_review: { prefix: 'Under review', body: 'Your submission has been sent to peer review.' },
  revisions_requested: { prefix: 'Revisions requested', body: '' },
  declined: { prefix: 'Declined', body: '' },
};

/** The storage key of a demo manuscript. */
function manuscriptKey(submission: DemoSubmission): string {
  return `uploads/demo/${submission.key}-manuscript.pdf`;
}

/** Writes the demo manuscripts (real PDFs) through the storage. */
async function storeManuscripts(storage: FileStorage, authorName: string) {
  return Promise.all(
    DEMO_SUBMISSIONS.map(async (submission) => {
      const data = buildArticlePdf({
        title: submission.title,
        authors: [authorName, submission.coAuthor.name],
        journal: 'Manuscript submitted for review',
      });
      await storage.put(manuscriptKey(submission), data);
      return { submission, size: data.length };
    }),
  );
}

/**
 * The demo author's panel content: a few of the published articles that list her become hers
 * (`submitted_by`), five submissions in every pre-publication status with a PDF manuscript and
 * their history (the revision request carries the editor's letter), and notifications about the
 * decisions (the latest unread). Fixed content and dates: every fresh start is identical.
 */
export async function insertDemoPanel(tx: SeedTransaction, storage: FileStorage): Promise<void> {
  const [authorAccount, adminAccount] = DEMO_ACCOUNTS;
  if (!authorAccount || !adminAccount) throw new Error('the demo accounts are missing');
  const people = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, [authorAccount.email, adminAccount.email]));
  const author = people.find((person) => person.email === authorAccount.email);
  const editor = people.find((person) => person.email === adminAccount.email);
  if (!author || !editor) return;

  const own = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        isNotNull(articles.publishedAt),
        sql`${articles.authors} @> ${JSON.stringify([{ name: authorAccount.name }])}::jsonb`,
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(DEMO_AUTHOR_ARTICLES);
  if (own.length > 0) {
    await tx
      .update(articles)
      .set({ submittedBy: author.id })
      .where(
        inArray(
          articles.id,
          own.map((row) => row.id),
        ),
      );
  }

  const places = await tx
    .select({
      journal: journals.slug,
      journalId: journals.id,
      section: sections.title,
      sectionId: sections.id,
    })
    .from(sections)
    .innerJoin(journals, eq(journals.id, sections.journalId));
  const stored = await storeManuscripts(storage, author.name);
  // The oldest notification first: lists are ordered by id.
  await tx.insert(notifications).values({
    userId: author.id,
    kind: 'system',
    title: 'Welcome to your author panel',
    body:
      'Submit manuscripts, follow the editors’ decisions and chat with the editorial office ' +
      'from here. Drafts are saved as you go.',
    link: '/panel',
    readAt: new Date('2026-05-01T09:00:00Z'),
    createdAt: new Date('2026-05-01T09:00:00Z'),
  });

  // Decisions of all submissions, inserted oldest first after the loop: lists are ordered by id.
  const decisionNotes: (typeof notifications.$inferInsert)[] = [];
  for (const { submission, size } of stored) {
    const place = places.find(
      (row) => row.journal === submission.journal && row.section === submission.section,
    );
    const last = submission.events.at(-1) as DemoEvent;
    const submittedAt = submission.events.find((event) => event.to === 'submitted')?.at;
    const [row] = await tx
      .insert(submissions)
      .values({
        ownerId: author.id,
        clientKey: submission.key,
        journalId: place?.journalId ?? null,
        sectionId: place?.sectionId ?? null,
        title: submission.title,
        abstract: submission.abstract,
        keywords: submission.keywords,
        authors: [
          {
            name: author.name,
            email: author.email,
            affiliation: authorAccount.affiliation,
            orcid: authorAccount.orcid,
            corresponding: true,
          },
          { ...submission.coAuthor, orcid: null, corresponding: false },
        ],
        coverLetter: submission.coverLetter || null,
        declarations: {
          originality: last.to !== 'draft',
          licence: last.to !== 'draft',
          privacy: last.to !== 'draft',
        },
        status: last.to,
        submittedAt: submittedAt ? new Date(submittedAt) : null,
        createdAt: new Date(submission.events[0]?.at ?? last.at),
        updatedAt: new Date(last.at),
      })
      .returning({ id: submissions.id });
    if (!row) throw new Error('demo submission not inserted');
    const [file] = await tx
      .insert(files)
      .values({
        ownerId: author.id,
        purpose: 'manuscript',
        storageKey: manuscriptKey(submission),
        originalName: `${submission.key.replace(/^demo-/, '')}-manuscript.pdf`,
        mimeType: 'application/pdf',
        size,
        isPublic: false,
      })
      .returning({ id: files.id });
    if (!file) throw new Error('demo manuscript not inserted');
    await tx.insert(submissionFiles).values({
      submissionId: row.id,
      fileId: file.id,
      role: 'manuscript',
      round: 1,
      createdAt: new Date(submission.events[0]?.at ?? last.at),
    });
    await tx.insert(submissionEvents).values(
      submission.events.map((event, index) => ({
        submissionId: row.id,
        fromStatus: index === 0 ? null : (submission.events[index - 1]?.to ?? null),
        toStatus: event.to,
        actor: event.actor,
        actorId: event.actor === 'author' ? author.id : editor.id,
        actorName: event.actor === 'author' ? author.name : editor.name,
        message: event.message ?? null,
        createdAt: new Date(event.at),
      })),
    );
    const notes = submission.events.flatMap((event) => {
      const notice = NOTICE_TITLES[event.to];
      if (event.actor !== 'editor' || !notice) return [];
      return [
        {
          userId: author.id,
          kind: 'decision' as const,
          title: `${notice.prefix}: ${submission.title}`,
          body: event.message ?? notice.body,
          link: `/panel/submission?id=${row.id}`,
          submissionId: row.id,
          // Decisions older than a month have been read; the latest are waiting.
          readAt: event.at < '2026-10-01' ? new Date(event.at) : null,
          createdAt: new Date(event.at),
        },
      ];
    });
    decisionNotes.push(...notes);
  }
  decisionNotes.sort((a, b) => Number(a.createdAt) - Number(b.createdAt));
  if (decisionNotes.length > 0) await tx.insert(notifications).values(decisionNotes);
}
