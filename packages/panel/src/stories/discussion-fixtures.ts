import type {
  Discussion,
  DiscussionMessage,
  DiscussionPresent,
  DiscussionThread,
} from '@quire/contracts';
import type { DiscussionView } from '../server/discussion/discussion.server';

/** A long message, as editors write them: several paragraphs, a long address, no breaks. */
const LONG_BODY = [
  'Thank you for the revised manuscript. Before I send it back to the reviewers, could you check three things?',
  '1. The sensitivity analysis in the supplementary material uses the 2019 gap-filling method, while the main text describes the 2021 one; please make them agree or explain the difference.',
  '2. Figure 4’s colour scale is hard to read in print: a sequential palette would help.',
  '3. The data availability statement points to https://data.example.org/repository/permafrost-thaw-lags/2026/version-3/files/complete-archive-with-readme — please confirm the archive is public.',
].join('\n\n');

function message(
  id: number,
  sender: DiscussionMessage['sender'],
  body: string,
  minutes: number,
  read = true,
  attachments: DiscussionMessage['attachments'] = [],
): DiscussionMessage {
  return {
    id,
    body,
    attachments,
    sender,
    read,
    createdAt: new Date(Date.UTC(2026, 10, 12, 9, minutes)).toISOString(),
  };
}

/** Files as the API lists them: a long name, and a second one. */
const FILES: DiscussionMessage['attachments'] = [
  {
    id: 71,
    name: 'permafrost-thaw-lags-sensitivity-analysis-2021-gap-filling-method-revised-final.pdf',
    size: 1_482_113,
    mimeType: 'application/pdf',
    url: 'https://api.example.org/api/user/submissions/42/discussions/editor-author/attachments/71',
  },
  {
    id: 72,
    name: 'figure-4-sequential-palette.pdf',
    size: 88_412,
    mimeType: 'application/pdf',
    url: 'https://api.example.org/api/user/submissions/42/discussions/editor-author/attachments/72',
  },
];

const EDITOR = { role: 'editor' as const, name: 'Tomás Ferreira', mine: false };
const ME_EDITOR = { ...EDITOR, mine: true };
const AUTHOR = { role: 'author' as const, name: 'Ingrid Solveig Halvorsen-Nakamura', mine: false };
const ME_AUTHOR = { ...AUTHOR, mine: true };

function thread(
  key: string,
  kind: DiscussionThread['kind'],
  extra: Partial<DiscussionThread> = {},
): DiscussionThread {
  return {
    key,
    kind,
    party: null,
    round: null,
    unread: 0,
    messages: 3,
    lastMessageAt: '2026-11-12T09:40:00.000Z',
    canPost: true,
    ...extra,
  };
}

const EDITOR_THREADS: DiscussionThread[] = [
  thread('editor-author', 'editor_author'),
  thread('editors', 'editors', { unread: 2 }),
  thread('editor-reviewer-31', 'editor_reviewer', {
    party: 'Reviewer 1 · Dr. Maximiliano Esteban Villaseñor-Abernathy',
    round: 1,
    unread: 12,
  }),
  thread('editor-reviewer-32', 'editor_reviewer', { party: 'Reviewer 2 · Ada Lind', round: 2 }),
];

function ready(threads: DiscussionThread[], active: Discussion | null): DiscussionView {
  return { status: 'ready', submissionId: 42, threads, active, clientId: 'story-client-id-0001' };
}

/** The editor's view: four threads (one with many unread), the author's thread open. */
export const EDITOR_DISCUSSION: DiscussionView = ready(EDITOR_THREADS, {
  submissionId: 42,
  thread: EDITOR_THREADS[0] as DiscussionThread,
  messages: [
    message(1, ME_EDITOR, LONG_BODY, 0),
    message(2, AUTHOR, 'Thank you — here are the two files you asked about.', 20, true, FILES),
    message(3, AUTHOR, 'And the archive is public now.', 30),
    message(4, ME_EDITOR, 'Perfect, thank you.', 40, false),
  ],
  // The editor had read up to their own message: the author's two are new to them.
  readUpTo: 1,
});

/** The author's view: their one thread with the editors. */
export const AUTHOR_DISCUSSION: DiscussionView = ready([thread('editor-author', 'editor_author')], {
  submissionId: 42,
  thread: thread('editor-author', 'editor_author'),
  messages: [
    message(1, EDITOR, LONG_BODY, 0),
    message(2, ME_AUTHOR, 'Thank you — I will check all three and answer by Friday.', 20),
    message(3, EDITOR, 'Perfect, thank you.', 40),
  ],
  readUpTo: 3,
});

/** A reviewer's view (double anonymous): the editor is "Editor", they are "Reviewer 1". */
export const REVIEWER_DISCUSSION: DiscussionView = ready(
  [thread('editor-reviewer-31', 'editor_reviewer')],
  {
    submissionId: 42,
    thread: thread('editor-reviewer-31', 'editor_reviewer'),
    messages: [
      message(
        1,
        { role: 'reviewer', name: 'Reviewer 1', mine: true },
        'May I have another week?',
        0,
      ),
      message(
        2,
        { role: 'editor', name: 'Editor', mine: false },
        'Of course — take until the 30th. The pages I mentioned are attached.',
        15,
        true,
        [{ ...(FILES[1] as DiscussionMessage['attachments'][number]), name: 'file-72.pdf' }],
      ),
    ],
    readUpTo: 1,
  },
);

/** A thread nobody has written in yet. */
export const EMPTY_DISCUSSION: DiscussionView = ready(
  [thread('editor-author', 'editor_author', { messages: 0, lastMessageAt: null })],
  {
    submissionId: 42,
    thread: thread('editor-author', 'editor_author', { messages: 0, lastMessageAt: null }),
    messages: [],
    readUpTo: null,
  },
);

/** A withdrawn reviewer's thread: read-only. */
export const CLOSED_DISCUSSION: DiscussionView = ready(
  [thread('editor-reviewer-31', 'editor_reviewer', { canPost: false })],
  {
    submissionId: 42,
    thread: thread('editor-reviewer-31', 'editor_reviewer', { canPost: false }),
    messages: [
      message(1, { role: 'editor', name: 'Editor', mine: false }, 'Thank you for your time.', 0),
    ],
    readUpTo: 1,
  },
);

/** The API could not be reached for the discussions. */
export const FAILED_DISCUSSION: DiscussionView = { status: 'error' };

/** Who has a thread open, as the live connection tells the editor (for stories). */
export const EDITOR_PRESENCE: DiscussionPresent[] = [
  { role: 'editor', name: 'Tomás Ferreira', mine: true },
  { role: 'author', name: 'Ingrid Solveig Halvorsen-Nakamura', mine: false },
];

/** Who has the thread open, as a reviewer in double anonymous review is told. */
export const REVIEWER_PRESENCE: DiscussionPresent[] = [
  { role: 'reviewer', name: 'Reviewer 1', mine: true },
  { role: 'editor', name: 'Editor', mine: false },
];
