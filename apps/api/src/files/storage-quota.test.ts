import type { JournalMembership, JournalRole } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { overStorageQuota, storageQuotaOf } from './storage-quota';

const GB = 1024 ** 3;
const config = { uploadQuotaBytes: GB };

function member(...roles: JournalRole[]): JournalMembership[] {
  return [{ journalId: 1, slug: 'j', title: 'J', roles, sectionIds: [] }];
}

describe('storageQuotaOf', () => {
  it('holds an author to the configured quota', () => {
    expect(storageQuotaOf({ role: 'author', journals: member('author') }, config)).toBe(GB);
  });

  it('holds a reviewer to it too: reviewing uploads nothing for a journal', () => {
    expect(storageQuotaOf({ role: 'author', journals: member('reviewer') }, config)).toBe(GB);
  });

  it.each(['manager', 'editor', 'section_editor'] as const)(
    'exempts a journal %s, who uploads for the journal',
    (role) => {
      expect(storageQuotaOf({ role: 'author', journals: member(role) }, config)).toBeNull();
    },
  );

  it('exempts a site administrator', () => {
    expect(storageQuotaOf({ role: 'admin', journals: [] }, config)).toBeNull();
  });

  it('holds nobody when the quota is 0', () => {
    expect(storageQuotaOf({ role: 'author', journals: [] }, { uploadQuotaBytes: 0 })).toBeNull();
  });
});

describe('overStorageQuota', () => {
  it('answers 413 with the allowance and what is used, and no Retry-After', () => {
    const error = overStorageQuota(GB, 980 * 1024 ** 2);
    expect(error.status).toBe(413);
    expect(error.message).toBe(
      'This file would take you past your storage allowance of 1 GB (you have used 980 MB). Delete files you no longer need, or ask an administrator.',
    );
    expect(error.headers).toBeUndefined();
  });
});
