import { describe, expect, it, vi } from 'vitest';
import { publishLive, sendLive, setLiveSender, subscribeLive } from './live-events';

const read = { submissionId: 3, thread: 'editors', upTo: 7, role: 'editor' } as const;

describe('the live-event bridge', () => {
  it('hands a published event to its followers until they stop', () => {
    const follower = vi.fn();
    const other = vi.fn();
    const stop = subscribeLive('discussion_read', follower);
    subscribeLive('discussion_message', other);
    publishLive('discussion_read', read);
    stop();
    publishLive('discussion_read', read);
    expect(follower).toHaveBeenCalledExactlyOnceWith(read);
    expect(other).not.toHaveBeenCalled();
  });

  it('sends signals through the registered sender, and drops them without one', () => {
    const send = vi.fn();
    const signal = { submissionId: 3, thread: 'editors', typing: true } as const;
    sendLive('discussion_typing', signal);
    setLiveSender(send);
    sendLive('discussion_typing', signal);
    setLiveSender(null);
    sendLive('discussion_typing', signal);
    expect(send).toHaveBeenCalledExactlyOnceWith('discussion_typing', signal);
  });

  it('keeps the threads a page has open and tells a sender registered later', () => {
    const send = vi.fn();
    const open = { submissionId: 3, thread: 'editors', here: true } as const;
    sendLive('discussion_presence', open);
    sendLive('discussion_presence', { submissionId: 3, thread: 'editor-author', here: true });
    sendLive('discussion_presence', { submissionId: 3, thread: 'editor-author', here: false });
    setLiveSender(send);
    expect(send).toHaveBeenCalledExactlyOnceWith('discussion_presence', open);
    setLiveSender(null);
    sendLive('discussion_presence', { ...open, here: false });
  });
});
