import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-message';
import { buildChatRows, sortChatMessages } from './chat-rows';

const message = (id: number, createdAt: ChatMessage['createdAt']): ChatMessage => ({
  id,
  author: 'admin',
  body: `message ${id}`,
  createdAt,
});

describe('sortChatMessages', () => {
  it('puts the oldest first', () => {
    const sorted = sortChatMessages([
      message(3, new Date(2024, 2, 5, 12)),
      message(1, new Date(2024, 2, 5, 10)),
      message(2, new Date(2024, 2, 5, 11)),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('orders equal times by the server id, newest last, whatever the given order', () => {
    // Sends stored in one batch share their time; the store holds the newest first.
    const at = '2024-03-05T10:00:00.123456Z';
    const given = [message(12, at), message(11, at), message(10, at), message(9, 1)];
    expect(sortChatMessages(given).map((item) => item.id)).toEqual([9, 10, 11, 12]);
  });

  it('puts a message still sending after the stored ones of its time, in the given order', () => {
    const at = Date.UTC(2024, 2, 5, 10);
    const sending = (id: string): ChatMessage => ({ ...message(0, at), id });
    const sorted = sortChatMessages([sending('b'), message(2, at), sending('a'), message(1, at)]);
    expect(sorted.map((item) => item.id)).toEqual([1, 2, 'b', 'a']);
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    const sorted = sortChatMessages([
      message(2, '2024-03-05T11:00:00Z'),
      message(1, Date.UTC(2024, 2, 5, 10)),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([1, 2]);
  });

  it('does not change the given array', () => {
    const given = [message(2, 2000), message(1, 1000)];
    sortChatMessages(given);
    expect(given.map((item) => item.id)).toEqual([2, 1]);
  });
});

describe('buildChatRows', () => {
  it('opens each day with a separator labelled DD-MM-YYYY', () => {
    const rows = buildChatRows([
      message(1, new Date(2024, 2, 5, 10)),
      message(2, new Date(2024, 2, 5, 11)),
      message(3, new Date(2024, 2, 6, 9)),
    ]);
    expect(
      rows.map((row) =>
        row.kind === 'day' ? row.label : row.kind === 'message' ? row.message.id : row.kind,
      ),
    ).toEqual(['05-03-2024', 1, 2, '06-03-2024', 3]);
  });

  it('labels days in the site’s zone and pattern, machine-readable too', () => {
    const rows = buildChatRows(
      [message(1, '2024-03-05T23:30:00Z'), message(2, '2024-03-06T01:00:00Z')],
      null,
      { timeZone: 'Asia/Tokyo', dateFormat: 'YYYY/MM/DD' },
    );
    expect(rows[0]).toEqual({
      kind: 'day',
      key: 'day:2024/03/06',
      label: '2024/03/06',
      dateTime: '2024-03-06',
    });
    expect(rows.filter((row) => row.kind === 'day')).toHaveLength(1);
  });

  it('numbers messages from 1, oldest first', () => {
    const rows = buildChatRows([message(9, 2000), message(8, 1000)]);
    expect(rows.flatMap((row) => (row.kind === 'message' ? [row.position] : []))).toEqual([1, 2]);
  });

  it('gives rows stable keys from message ids', () => {
    const rows = buildChatRows([message(7, new Date(2024, 2, 5))]);
    expect(rows.map((row) => row.key)).toEqual(['day:05-03-2024', 'message:7']);
  });
});

describe('buildChatRows: the "New messages" divider', () => {
  it('goes right above the first unread message, after its day separator', () => {
    const rows = buildChatRows(
      [message(1, new Date(2024, 2, 5, 10)), message(2, new Date(2024, 2, 6, 10))],
      2,
    );
    expect(rows.map((row) => row.kind)).toEqual(['day', 'message', 'day', 'unread', 'message']);
  });

  it('is absent without a first unread id, or when that message is not held', () => {
    const messages = [message(1, new Date(2024, 2, 5, 10))];
    expect(buildChatRows(messages).some((row) => row.kind === 'unread')).toBe(false);
    expect(buildChatRows(messages, 99).some((row) => row.kind === 'unread')).toBe(false);
  });
});
