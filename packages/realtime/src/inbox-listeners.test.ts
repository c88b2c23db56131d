import type { ChatMessage } from '@quire/contracts';
import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminInboxSlice,
  inboxSendRequested,
  inboxSendRetried,
  selectInboxOutgoing,
  selectInboxSendNotice,
  selectThread,
  threadOpened,
} from './admin-inbox-slice';
import { addInboxListeners, type InboxEndpoints } from './inbox-listeners';

const stored = (clientId: string): ChatMessage => ({
  id: 40,
  user_id: 3,
  sender: 'admin',
  sender_id: 1,
  sender_name: 'Ada Admin',
  body: 'Hello Ann',
  client_id: clientId,
  created_at: '2026-01-01T00:00:00.000Z',
  read_at: null,
  attachments: [],
});

function setup(send: InboxEndpoints['send']) {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: combineReducers({ adminInbox: adminInboxSlice.reducer }),
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
  addInboxListeners(listener.startListening, { api: { send } });
  store.dispatch(threadOpened(3));
  return store;
}

describe('inbox listeners: an administrator replying', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the reply at once as pending, then the stored copy in its place', async () => {
    const send = vi.fn<InboxEndpoints['send']>(async (_userId, body) => stored(body.client_id));
    const store = setup(send);
    store.dispatch(inboxSendRequested(3, 'Hello Ann', 'client-40-0000'));
    expect(selectInboxOutgoing(store.getState())).toMatchObject([
      { user_id: 3, body: 'Hello Ann', status: 'pending' },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith(3, { body: 'Hello Ann', client_id: 'client-40-0000' });
    expect(selectInboxOutgoing(store.getState())).toEqual([]);
    expect(selectThread(store.getState()).map((message) => message.id)).toEqual([40]);
  });

  it('keeps a failed reply with its client id, and a retry stores it once', async () => {
    const send = vi
      .fn<InboxEndpoints['send']>()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockImplementationOnce(async (_userId, body) => stored(body.client_id));
    const store = setup(send);
    store.dispatch(inboxSendRequested(3, 'Hello Ann', 'client-40-0000'));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectInboxOutgoing(store.getState())[0]?.status).toBe('failed');
    expect(selectInboxSendNotice(store.getState())).toBeNull();
    store.dispatch(inboxSendRetried('client-40-0000'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls.map(([, body]) => body.client_id)).toEqual([
      'client-40-0000',
      'client-40-0000',
    ]);
    expect(selectThread(store.getState())).toHaveLength(1);
  });

  it('says in the composer why a reply was refused as too fast, until one lands', async () => {
    const send = vi
      .fn<InboxEndpoints['send']>()
      .mockRejectedValueOnce(Object.assign(new Error('Wait 4 seconds.'), { status: 429 }))
      .mockImplementationOnce(async (_userId, body) => stored(body.client_id));
    const store = setup(send);
    store.dispatch(inboxSendRequested(3, 'Hello Ann', 'client-40-0000'));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectInboxSendNotice(store.getState())).toBe('Wait 4 seconds.');
    store.dispatch(inboxSendRetried('client-40-0000'));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectInboxSendNotice(store.getState())).toBeNull();
  });
});
