import type { Submission } from '@quire/contracts';
import { defineJournalSite, formatSiteDate, JournalSiteProvider } from '@quire/site';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FileList } from '../../submission/file-list';
import { SubmissionHistory } from '../../submission/submission-history';
import { labelDashboard, labelSubmission, labelSummary } from './date-labels';

const FILE = {
  id: 3,
  role: 'manuscript' as const,
  originalName: 'paper.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  round: 1,
  createdAt: '2026-03-05T23:30:00.000Z',
};
const EVENT = {
  id: 1,
  kind: 'status' as const,
  fromStatus: null,
  toStatus: 'draft' as const,
  actor: 'author' as const,
  actorName: 'Ada Author',
  subjectName: null,
  message: null,
  createdAt: '2026-03-04T08:15:00.000Z',
};
const SUBMISSION: Submission = {
  id: 9,
  title: 'On quires',
  status: 'submitted',
  journal: { id: 1, slug: 'jce', title: 'Journal of Codex Studies' },
  submitter: { id: 2, name: 'Ada Author', email: 'author@quire.test' },
  round: 1,
  submittedAt: '2026-03-06T12:00:00.000Z',
  updatedAt: '2026-03-06T12:00:00.000Z',
  section: null,
  abstract: null,
  keywords: [],
  authors: [],
  coverLetter: null,
  declarations: { originality: true, licence: true, privacy: true },
  journalDeclarations: [],
  files: [FILE],
  history: [EVENT],
  article: null,
  createdAt: '2026-03-04T08:15:00.000Z',
};

afterEach(() => {
  defineJournalSite({ name: 'Journal site' });
});

describe('labelSubmission', () => {
  it('formats the submitted date, each file and each event on the server', () => {
    const labelled = labelSubmission(SUBMISSION);
    expect(labelled.submittedText).toBe(formatSiteDate(SUBMISSION.submittedAt, { withTime: true }));
    expect(labelled.submittedText).toMatch(/^\d{2}-03-2026 \d{2}:\d{2}$/);
    expect(labelled.files[0]?.createdText).toBe(formatSiteDate(FILE.createdAt));
    expect(labelled.history[0]?.createdText).toBe(
      formatSiteDate(EVENT.createdAt, { withTime: true }),
    );
    // The instants stay for `<time dateTime>`.
    expect(labelled.files[0]?.createdAt).toBe(FILE.createdAt);
  });

  it('formats in the site’s time zone and pattern, not the server’s', () => {
    defineJournalSite({
      name: 'JCE',
      timeZone: 'Asia/Tokyo',
      dateFormat: 'YYYY/MM/DD',
      dateTimeFormat: 'YYYY/MM/DD HH:mm',
    });
    const labelled = labelSubmission(SUBMISSION);
    // 23:30 UTC on the 5th is the morning of the 6th in Tokyo.
    expect(labelled.files[0]?.createdText).toBe('2026/03/06');
    expect(labelled.history[0]?.createdText).toBe('2026/03/04 17:15');
    expect(labelled.submittedText).toBe('2026/03/06 21:00');
  });

  it('leaves a draft’s submitted date empty', () => {
    expect(labelSubmission({ ...SUBMISSION, submittedAt: null }).submittedText).toBeNull();
  });
});

describe('labelSummary and labelDashboard', () => {
  it('format the list row’s last change and the latest notifications', () => {
    expect(labelSummary(SUBMISSION).updatedText).toBe(formatSiteDate(SUBMISSION.updatedAt));
    const dashboard = labelDashboard({
      submissions: { total: 0, byStatus: {}, latest: [] },
      articles: { total: 0, latest: [] },
      notifications: {
        unread: 1,
        latest: [
          {
            id: 4,
            kind: 'decision',
            title: 'Accepted',
            body: '',
            link: null,
            submissionId: 9,
            readAt: null,
            createdAt: '2026-03-05T09:07:00.000Z',
          },
        ],
      },
      chat: { unread: 0 },
      bookmarks: { total: 0 },
    } as unknown as Parameters<typeof labelDashboard>[0]);
    expect(dashboard.notifications.unread).toBe(1);
    expect(dashboard.notifications.latest[0]?.createdText).toBe(
      formatSiteDate('2026-03-05T09:07:00.000Z', { withTime: true }),
    );
  });
});

describe('components render the loader’s text, never their own', () => {
  it('SubmissionHistory shows the event’s label in a <time> with the instant', () => {
    render(<SubmissionHistory events={[{ ...EVENT, createdText: 'as the server wrote it' }]} />);
    const time = screen.getByText('as the server wrote it');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('dateTime')).toBe(EVENT.createdAt);
  });

  it('FileList shows the file’s label in a <time>, or else its day in the site’s zone', () => {
    const { rerender } = render(
      <FileList files={[{ ...FILE, createdText: 'server day' }]} hrefFor={() => '/f'} />,
    );
    expect(screen.getByText('server day').getAttribute('dateTime')).toBe(FILE.createdAt);
    rerender(<FileList files={[FILE]} hrefFor={() => '/f'} />);
    // 23:30 UTC is the 5th on a UTC site whatever the zone of the process rendering it.
    expect(screen.getByText('05-03-2026').tagName).toBe('TIME');
  });

  it('FileList dates a file without a label in the configured time zone', () => {
    const site = defineJournalSite({ name: 'JCE', timeZone: 'Asia/Tokyo' });
    render(
      <JournalSiteProvider site={site}>
        <FileList files={[FILE]} hrefFor={() => '/f'} />
      </JournalSiteProvider>,
    );
    expect(screen.getByText('06-03-2026').getAttribute('dateTime')).toBe(FILE.createdAt);
  });
});
