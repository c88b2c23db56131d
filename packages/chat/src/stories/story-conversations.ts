import type { ChatAttachment, ChatConversation, ChatMessage } from '@quire/contracts';

/** The demo author of the stories (the signed-in author on the chat screen). */
export const STORY_AUTHOR = {
  id: 3,
  name: 'Ingrid Halvorsen',
  email: 'ingrid.halvorsen@uib.example',
};

const START = Date.parse('2026-03-02T08:40:00.000Z');

/** A stored message of the author's conversation; ids grow with time. */
export function storyMessage(
  id: number,
  sender: ChatMessage['sender'],
  body: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  return {
    id,
    user_id: STORY_AUTHOR.id,
    sender,
    sender_id: sender === 'admin' ? 1 : STORY_AUTHOR.id,
    sender_name: sender === 'admin' ? 'Admin' : STORY_AUTHOR.name,
    body,
    client_id: `story-${id}-client`,
    created_at: new Date(START + id * 7 * 60_000).toISOString(),
    read_at: sender === 'user' ? new Date(START + id * 7 * 60_000 + 90_000).toISOString() : null,
    attachments: [],
    ...extra,
  };
}

const LINES: [ChatMessage['sender'], string][] = [
  [
    'user',
    'Good morning — I submitted “Tidal mixing in Norwegian fjords” last week. Is it with an editor yet?',
  ],
  ['admin', 'Good morning Ingrid. Yes, it went to the handling editor on Friday.'],
  [
    'user',
    'Thank you. The cover letter mentions a data availability statement; where should it go?',
  ],
  ['admin', 'Add it as the last section of the manuscript, before the references.'],
  ['user', 'Understood. Should the CTD profiles be a supplementary file or a repository link?'],
  ['admin', 'A repository link with a DOI is preferred; a supplementary file works too.'],
  ['user', 'I will deposit them on Zenodo and send the DOI.'],
  ['admin', 'Perfect. Reviewers will get the link with the manuscript.'],
  ['user', 'One co-author changed institution. Can I update the affiliation after submission?'],
  ['admin', 'Yes — open the submission, choose Edit, and change it in the authors step.'],
  ['user', 'Done. Does that reset the review?'],
  ['admin', 'No, the review carries on; the editor sees the change in the history.'],
];

/** A conversation of `count` messages, newest first (as the store holds them). */
export function storyHistory(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const [sender, body] = LINES[index % LINES.length] ?? ['user', ''];
    return storyMessage(index + 1, sender, body);
  }).reverse();
}

const FIGURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300"><rect width="480" height="300" fill="#eef3f8"/><path d="M20 260 C120 80 220 240 320 120 S440 60 460 40" stroke="#1f5f99" stroke-width="6" fill="none"/><text x="24" y="40" font-family="sans-serif" font-size="22" fill="#23313f">Salinity, Hardangerfjord 2025</text></svg>`;

/** An image attachment (a figure) and a PDF, as stored. */
export const STORY_ATTACHMENTS: ChatAttachment[] = [
  {
    id: 41,
    name: 'figure-3-salinity.svg',
    size: FIGURE_SVG.length,
    mime_type: 'image/svg+xml',
    url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(FIGURE_SVG)}`,
  },
  {
    id: 42,
    name: 'response-to-reviewers.pdf',
    size: 184_320,
    mime_type: 'application/pdf',
    url: 'https://api.quire.example/api/chat/attachments/42',
  },
];

/** The inbox's conversations: several authors, some unread, some online. */
export function storyConversations(): ChatConversation[] {
  const people = [
    [3, 'Ingrid Halvorsen', 'ingrid.halvorsen@uib.example', 2, true],
    [4, 'Tomás Ferreira', 'tomas.ferreira@ulisboa.example', 0, false],
    [5, 'Amara Okafor', 'a.okafor@unilag.example', 5, true],
    [6, 'Kenji Watanabe', 'kenji.watanabe@kyoto-u.example', 0, false],
    [7, 'Léa Dubois', 'lea.dubois@sorbonne.example', 1, false],
    [8, 'Priya Raman', 'priya.raman@iisc.example', 0, true],
  ] as const;
  return people.map(([id, name, email, unread, online], index) => ({
    user: { id, name, email, avatarUrl: null },
    lastMessage: storyMessage(
      200 - index * 9,
      unread > 0 ? 'user' : 'admin',
      LINES[(index * 3) % LINES.length]?.[1] ?? '',
      {
        user_id: id,
        sender_name: unread > 0 ? name : 'Admin',
      },
    ),
    unreadCount: unread,
    online,
  }));
}

/** A busy inbox: `count` authors, newest activity first, every fifth one unread. */
export function storyManyConversations(count: number): ChatConversation[] {
  return Array.from({ length: count }, (_, index) => {
    const id = 1000 + index;
    const unread = index % 5 === 0 ? 1 : 0;
    return {
      user: {
        id,
        name: `Author ${index + 1}`,
        email: `author${index + 1}@uni.example`,
        avatarUrl: null,
      },
      lastMessage: storyMessage(
        10_000 - index,
        unread ? 'user' : 'admin',
        LINES[index % LINES.length]?.[1] ?? '',
        {
          user_id: id,
          sender_name: unread ? `Author ${index + 1}` : 'Admin',
        },
      ),
      unreadCount: unread,
      online: index % 7 === 0,
    };
  });
}
