import type { ChatAttachment, ChatMessage } from './chat-message';

const LINES = [
  'Hello, I have a question about my submission.',
  'Of course. Which article is it about?',
  'The one on tidal marsh carbon — the reviewers asked for a new figure.\nCan I upload it now?',
  'Yes, open the submission and add it under "Supplementary files".',
  'Thanks! Done.',
  'Received. The editor will be notified.',
];

/**
 * Story data: `count` messages a few minutes apart from 5 March 2024 09:00, alternating
 * admin and user, a new day every `perDay` messages; own messages read except the last.
 */
export function storyMessages(count: number, perDay = 40): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const day = Math.floor(index / perDay);
    const minute = (index % perDay) * 7;
    const author = index % 2 === 0 ? 'self' : 'admin';
    return {
      id: index + 1,
      author,
      body: LINES[index % LINES.length] ?? '',
      createdAt: new Date(2024, 2, 5 + day, 9, minute),
      status: author === 'self' ? (index >= count - 2 ? 'sent' : 'read') : undefined,
    };
  });
}

// A small chart drawn in SVG, so stories show a real preview without fetching anything.
const FIGURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="#f1f5f9"/><g fill="#2563eb"><rect x="40" y="140" width="40" height="70"/><rect x="100" y="100" width="40" height="110"/><rect x="160" y="60" width="40" height="150"/><rect x="220" y="120" width="40" height="90"/></g><path d="M30 210h270" stroke="#334155" stroke-width="3"/></svg>`;

/** Story data: an image attachment (an inline SVG figure). */
export const STORY_FIGURE: ChatAttachment = {
  id: 'figure',
  name: 'Figure 3 — carbon by marsh zone.svg',
  size: 48_213,
  mimeType: 'image/svg+xml',
  url: `data:image/svg+xml,${encodeURIComponent(FIGURE_SVG)}`,
};

/** Story data: a PDF attachment. */
export const STORY_PDF: ChatAttachment = {
  id: 'report',
  name: 'Reviewer report, round 2.pdf',
  size: 1_572_864,
  mimeType: 'application/pdf',
  url: '#reviewer-report',
};

/** Story data: an exchange of files both ways — text with a PDF and an image, files alone, a reply. */
export function storyAttachmentMessages(): ChatMessage[] {
  return [
    {
      id: 101,
      author: 'self',
      body: 'Here is the revised figure and my answer to the reviewers.',
      createdAt: new Date(2024, 2, 5, 9, 0),
      status: 'read',
      attachments: [STORY_PDF, STORY_FIGURE],
    },
    {
      id: 102,
      author: 'admin',
      body: 'Thanks — the editor annotated the report:',
      createdAt: new Date(2024, 2, 5, 9, 14),
      attachments: [
        { ...STORY_PDF, id: 'annotated', name: 'Annotated report.pdf', size: 2_310_144 },
      ],
    },
    {
      id: 103,
      author: 'self',
      body: '',
      createdAt: new Date(2024, 2, 5, 9, 20),
      status: 'sent',
      attachments: [{ ...STORY_FIGURE, id: 'figure-2', name: 'Figure 4.svg' }],
    },
  ];
}
