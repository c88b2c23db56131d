import type { Notification } from '@quire/contracts';
import { defineJournalSite } from '@quire/site';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationFilterParam, safeSitePath, toNotificationView } from './notifications.server';

const notification: Notification = {
  id: 4,
  kind: 'decision',
  title: 'Revisions requested: On quires',
  body: 'Please shorten the abstract.\nThank you.',
  link: '/panel/submission?id=9',
  submissionId: 9,
  readAt: null,
  createdAt: '2026-03-05T09:07:00.000Z',
};

describe('toNotificationView', () => {
  it('marks an unread notification and formats its date with the time', () => {
    const view = toNotificationView(notification);
    expect(view).toMatchObject({
      id: 4,
      kind: 'decision',
      title: 'Revisions requested: On quires',
      body: 'Please shorten the abstract.\nThank you.',
      link: '/panel/submission?id=9',
      unread: true,
      createdAt: '2026-03-05T09:07:00.000Z',
      read: null,
      readAt: null,
    });
    expect(view.created).toMatch(/^\d{2}-\d{2}-2026 \d{2}:\d{2}$/);
  });

  it('gives a read notification its read time', () => {
    const view = toNotificationView({ ...notification, readAt: '2026-03-06T10:00:00.000Z' });
    expect(view.unread).toBe(false);
    expect(view.read).toMatch(/^\d{2}-\d{2}-2026 \d{2}:\d{2}$/);
    expect(view.readAt).toBe('2026-03-06T10:00:00.000Z');
  });

  describe('on a site with its own time zone and pattern', () => {
    afterEach(() => {
      defineJournalSite({ name: 'Journal site' });
    });

    it('dates it there, whatever the server’s zone', () => {
      defineJournalSite({
        name: 'JCE',
        timeZone: 'America/Los_Angeles',
        dateTimeFormat: 'YYYY-MM-DD h:mm A',
      });
      const view = toNotificationView({ ...notification, readAt: '2026-03-06T01:30:00.000Z' });
      expect(view.created).toBe('2026-03-05 1:07 AM');
      // Still the 5th in California, though the 6th in UTC.
      expect(view.read).toBe('2026-03-05 5:30 PM');
    });
  });
});

describe('safeSitePath', () => {
  it.each(['/panel/submission?id=9', '/journals/jce/articles/gaps', '/'])('keeps %s', (path) => {
    expect(safeSitePath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'panel/submission',
    '',
  ])('drops %s', (link) => {
    expect(safeSitePath(link)).toBeNull();
  });

  it('passes null through', () => {
    expect(safeSitePath(null)).toBeNull();
  });
});

describe('notificationFilterParam', () => {
  it('reads unread, and anything else as all', () => {
    expect(notificationFilterParam('unread')).toBe('unread');
    expect(notificationFilterParam('all')).toBe('all');
    expect(notificationFilterParam(null)).toBe('all');
    expect(notificationFilterParam('UNREAD')).toBe('all');
    expect(notificationFilterParam('<script>')).toBe('all');
  });
});
