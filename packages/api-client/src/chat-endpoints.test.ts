import { type RecordingServer, startRecordingServer } from '@quire/test-utils';
import { createLoadingCounter } from '@quire/utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { createQuireApi } from './quire-api';

interface Seen {
  method: string;
  url: string;
  body: string;
  loadingDuringRequest: boolean;
}

const MESSAGE = {
  id: 7,
  user_id: 3,
  sender: 'admin',
  sender_id: 1,
  sender_name: 'Admin',
  body: 'Hello',
  client_id: 'client-0001',
  created_at: '2026-01-01T00:00:00.000Z',
  read_at: null,
};

const UPLOADED = {
  id: 12,
  purpose: 'chat',
  originalName: 'figure.png',
  mimeType: 'image/png',
  size: 68,
  isPublic: false,
  url: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let server: RecordingServer;
let apiUrl: string;
const seen: Seen[] = [];
const loading = createLoadingCounter();

const EMPTY_PAGE = { page: 1, perPage: 20, total: 0, lastPage: 1 };

// The network edge: a loopback server answering the chat endpoints with contract-shaped bodies.
beforeAll(async () => {
  server = await startRecordingServer((request, response) => {
    const { method, path, query, body } = request;
    seen.push({
      method,
      url: query ? `${path}?${query}` : path,
      body,
      loadingDuringRequest: loading.isLoading,
    });
    response.setHeader('content-type', 'application/json');
    if (method === 'DELETE') {
      response.statusCode = 204;
      response.end();
    } else if (path.endsWith('/read')) {
      response.end(JSON.stringify({ id: 7, read_at: '2026-01-01T00:00:01.000Z' }));
    } else if (path.endsWith('/read-all')) {
      response.end(JSON.stringify({ read_at: '2026-01-01T00:00:01.000Z', count: 2 }));
    } else if (path.endsWith('/messages') && method === 'POST') {
      response.end(JSON.stringify(MESSAGE));
    } else if (path === '/api/files') {
      response.statusCode = 201;
      response.end(JSON.stringify(UPLOADED));
    } else if (path === '/api/admin/conversations') {
      response.end(JSON.stringify({ data: [], meta: EMPTY_PAGE }));
    } else {
      response.end(JSON.stringify({ data: [MESSAGE], meta: { hasMore: false, unreadCount: 1 } }));
    }
  });
  apiUrl = server.apiUrl;
});

afterAll(() => server.close());

beforeEach(() => {
  seen.length = 0;
});

function api() {
  return createQuireApi(createHttpClient({ apiUrl, loading }), { validateResponses: true });
}

describe('chat endpoints', () => {
  describe('user', () => {
    it('reads history with cursors', async () => {
      const page = await api().chat.messages({ query: { after: 5, limit: 10 } });
      expect(page.data[0]?.id).toBe(7);
      expect(seen[0]?.url).toBe('/api/user/messages?after=5&limit=10');
    });

    it('sends a message with its client id', async () => {
      const message = await api().chat.send({ body: { body: 'Hi', client_id: 'client-0001' } });
      expect(message.id).toBe(7);
      expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/user/messages' });
      expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ body: 'Hi', client_id: 'client-0001' });
    });

    it('uploads a file to send as a chat file (multipart, purpose first)', async () => {
      const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
      const uploaded = await api().chat.attach(file, 'figure.png');
      expect(uploaded).toEqual({
        id: 12,
        name: 'figure.png',
        size: 68,
        mime_type: 'image/png',
        url: `${apiUrl}chat/attachments/12`,
      });
      expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/files' });
      const body = seen[0]?.body ?? '';
      expect(body.indexOf('name="purpose"')).toBeLessThan(body.indexOf('name="file"'));
      expect(body).toMatch(/name="purpose"\r\n\r\nchat\r\n/);
      expect(body).toContain('filename="figure.png"');
    });

    it('sends the ids of the files with the message', async () => {
      await api().chat.send({
        body: { body: '', client_id: 'client-0001', attachment_ids: [12] },
      });
      expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
        body: '',
        client_id: 'client-0001',
        attachment_ids: [12],
      });
    });

    it('marks one message read with {id}, without the global loader', async () => {
      const result = await api().chat.markRead({ body: { id: 7 } });
      expect(result.read_at).toBe('2026-01-01T00:00:01.000Z');
      expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/user/messages/read' });
      expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ id: 7 });
      expect(seen[0]?.loadingDuringRequest).toBe(false);
    });

    it('shows the loader for a send (the counter is live)', async () => {
      await api().chat.send({ body: { body: 'Hi', client_id: 'client-0001' } });
      expect(seen[0]?.loadingDuringRequest).toBe(true);
    });

    it('marks all read', async () => {
      const result = await api().chat.markAllRead();
      expect(result.count).toBe(2);
      expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/user/messages/read-all' });
    });
  });

  describe('admin', () => {
    it('lists conversations', async () => {
      expect(await api().adminChat.conversations()).toEqual({ data: [], meta: EMPTY_PAGE });
      expect(seen[0]?.url).toBe('/api/admin/conversations');
    });

    it('searches conversations and keeps unread ones', async () => {
      await api().adminChat.conversations({
        query: { q: 'ann smith', unread: true, perPage: 100 },
      });
      expect(seen[0]?.url).toBe('/api/admin/conversations?q=ann+smith&unread=true&perPage=100');
    });

    it("reads and replies to one user's conversation", async () => {
      await api().adminChat.messages({ params: { userId: 3 }, query: { before: 9 } });
      await api().adminChat.send({
        params: { userId: 3 },
        body: { body: 'Hello', client_id: 'client-0001' },
      });
      expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
        'GET /api/admin/conversations/3/messages?before=9',
        'POST /api/admin/conversations/3/messages',
      ]);
    });

    it('uploads a chat file for a reply', async () => {
      await api().adminChat.attach(new Blob(['%PDF-1.4']), 'notes.pdf');
      expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/files' });
      expect(seen[0]?.body).toContain('filename="notes.pdf"');
    });

    it('marks read without the loader', async () => {
      await api().adminChat.markRead({ params: { userId: 3 }, body: { id: 7 } });
      expect(seen[0]).toMatchObject({ url: '/api/admin/conversations/3/read' });
      expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ id: 7 });
      expect(seen[0]?.loadingDuringRequest).toBe(false);
    });

    it('deletes a message and a whole chat', async () => {
      await api().adminChat.deleteMessage({ params: { id: 7 } });
      await api().adminChat.deleteConversation({ params: { userId: 3 } });
      expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
        'DELETE /api/admin/messages/7',
        'DELETE /api/admin/conversations/3',
      ]);
    });
  });
});
