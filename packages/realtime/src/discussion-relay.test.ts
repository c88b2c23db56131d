import type { DiscussionMessageEvent } from '@quire/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { relayDiscussionEvents } from './discussion-relay';

/** A socket stand-in that keeps its handlers, so a test plays the server's events into them. */
function fakeSocket(connected = true) {
  const handlers = new Map<string, (payload: unknown) => void>();
  const emitted: unknown[][] = [];
  return {
    connected,
    on: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
    off: (event: string) => handlers.delete(event),
    emit: (...args: unknown[]) => emitted.push(args),
    handlers,
    emitted,
  };
}

const message: DiscussionMessageEvent = {
  submissionId: 4,
  thread: 'editor-author',
  message: {
    id: 9,
    body: 'Hello',
    attachments: [],
    sender: { role: 'editor', name: 'Editor', mine: false },
    read: false,
    createdAt: '2026-11-12T09:00:00.000Z',
  },
};

describe('relayDiscussionEvents', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands checked events to the page bridge and drops malformed ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const socket = fakeSocket();
    const targets = { message: vi.fn(), read: vi.fn(), typing: vi.fn(), presence: vi.fn() };
    relayDiscussionEvents(socket as never, targets);
    socket.handlers.get('discussion_message')?.(message);
    socket.handlers.get('discussion_message')?.({ ...message, thread: 'someone-else' });
    socket.handlers.get('discussion_read')?.({
      submissionId: 4,
      thread: 'editors',
      upTo: 9,
      role: 'editor',
    });
    socket.handlers.get('discussion_typing')?.({
      submissionId: 4,
      thread: 'editors',
      typing: true,
    });
    expect(targets.message).toHaveBeenCalledExactlyOnceWith(message);
    expect(targets.read).toHaveBeenCalledOnce();
    // A typing event without its role is not one the server sends: dropped.
    expect(targets.typing).not.toHaveBeenCalled();
  });

  it('signals typing only while connected, and takes its handlers off when stopped', () => {
    const offline = fakeSocket(false);
    relayDiscussionEvents(offline as never, {
      message() {},
      read() {},
      typing() {},
      presence() {},
    }).signalTyping({
      submissionId: 4,
      thread: 'editors',
      typing: true,
    });
    expect(offline.emitted).toEqual([]);
    const socket = fakeSocket();
    const relay = relayDiscussionEvents(socket as never, {
      message() {},
      read() {},
      typing() {},
      presence() {},
    });
    relay.signalTyping({ submissionId: 4, thread: 'editors', typing: true });
    expect(socket.emitted).toEqual([
      ['discussion_typing', { submissionId: 4, thread: 'editors', typing: true }],
    ]);
    relay.stop();
    expect(socket.handlers.size).toBe(0);
  });

  it('tells the threads open on the page again after a reconnection, and forgets those left', () => {
    const socket = fakeSocket();
    const presence = vi.fn();
    const relay = relayDiscussionEvents(socket as never, {
      message() {},
      read() {},
      typing() {},
      presence,
    });
    const here = { submissionId: 4, thread: 'editors', here: true } as const;
    relay.signal('discussion_presence', here);
    relay.signal('discussion_presence', { submissionId: 4, thread: 'editor-author', here: true });
    relay.signal('discussion_presence', { submissionId: 4, thread: 'editor-author', here: false });
    socket.emitted.length = 0;
    socket.handlers.get('connect')?.(undefined);
    expect(socket.emitted).toEqual([['discussion_presence', here]]);
    const event = {
      submissionId: 4,
      thread: 'editors',
      present: [{ role: 'editor', name: 'Editor', mine: false }],
    };
    socket.handlers.get('discussion_presence')?.(event);
    socket.handlers.get('discussion_presence')?.({ ...event, present: [{ role: 'editor' }] });
    expect(presence).toHaveBeenCalledExactlyOnceWith(event);
  });
});
