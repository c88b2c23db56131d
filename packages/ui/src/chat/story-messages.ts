import type { ChatMessage } from './chat-message';

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
