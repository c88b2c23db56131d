import type { ChatMessage } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { chatTitle, toStoredAttachment, toViewMessages } from './chat-view-messages';

const stored: ChatMessage = {
  id: 4,
  user_id: 3,
  sender: 'admin',
  sender_id: 1,
  sender_name: 'Admin',
  body: 'Hello',
  client_id: 'client-4-0000',
  created_at: '2026-01-01T00:00:00.000Z',
  read_at: null,
  attachments: [],
};

describe('toViewMessages', () => {
  it("shows the other side's messages as admin and own ones as self with their read state", () => {
    const own = { ...stored, id: 5, sender: 'user' as const, read_at: '2026-01-01T00:01:00.000Z' };
    expect(toViewMessages([own, stored]).map((view) => [view.author, view.status])).toEqual([
      ['self', 'read'],
      ['admin', 'sent'],
    ]);
  });

  it('adds pending and failed sends under their client id', () => {
    const view = toViewMessages(
      [],
      [
        {
          client_id: 'abc-00000',
          body: 'Hi',
          created_at: stored.created_at,
          status: 'pending',
          attachments: [],
        },
        {
          client_id: 'def-00000',
          body: 'Yo',
          created_at: stored.created_at,
          status: 'failed',
          attachments: [],
        },
      ],
    );
    expect(view.map((message) => [message.id, message.status])).toEqual([
      ['abc-00000', 'sending'],
      ['def-00000', 'failed'],
    ]);
  });

  it('shows attachments, downloaded with download=1, on stored and pending messages', () => {
    const file = {
      id: 9,
      name: 'Draft.pdf',
      size: 120,
      mime_type: 'application/pdf',
      url: 'https://api.test/api/chat/attachments/9',
    };
    const view = toViewMessages(
      [{ ...stored, attachments: [file] }],
      [
        {
          client_id: 'abc-00000',
          body: '',
          created_at: stored.created_at,
          status: 'pending',
          attachments: [file],
        },
      ],
    );
    const expected = {
      id: 9,
      name: 'Draft.pdf',
      size: 120,
      mimeType: 'application/pdf',
      url: 'https://api.test/api/chat/attachments/9',
      downloadUrl: 'https://api.test/api/chat/attachments/9?download=1',
    };
    expect(view.map((message) => message.attachments)).toEqual([[expected], [expected]]);
    expect(toStoredAttachment(expected)).toEqual(file);
  });

  it("flips sides for the administrators' inbox", () => {
    expect(toViewMessages([stored], [], 'admin')[0]?.author).toBe('self');
  });
});

describe('chatTitle', () => {
  it('puts the unread count in front, and nothing at 0', () => {
    const site = { name: 'Quire', titleSeparator: ' — ' };
    expect(chatTitle(3, site)).toBe('(3) Chat — Quire');
    expect(chatTitle(0, site)).toBe('Chat — Quire');
  });
});
