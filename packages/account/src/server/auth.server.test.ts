// @vitest-environment node
import type { JournalRole, User } from '@quire/contracts';
import { describe, expect, it } from 'vitest';
import { landingAfterSignIn } from './auth.server';

function user(role: User['role'], roles: JournalRole[] = []): User {
  return {
    id: 7,
    email: 'someone@example.org',
    name: 'Someone',
    role,
    affiliation: null,
    orcid: null,
    bio: null,
    avatarUrl: null,
    journals:
      roles.length > 0 ? [{ journalId: 1, slug: 'jce', title: 'JCE', roles, sectionIds: [] }] : [],
  };
}

const LOGIN = 'http://site.test/auth/login';

describe('landingAfterSignIn', () => {
  it('sends an editor, a section editor or a manager to the editorial queue', () => {
    for (const role of ['editor', 'section_editor', 'manager'] as const) {
      expect(landingAfterSignIn(user('author', [role]), LOGIN), role).toBe('/admin/submissions');
    }
  });

  it('sends a site administrator to the editorial queue too', () => {
    expect(landingAfterSignIn(user('admin'), LOGIN)).toBe('/admin/submissions');
  });

  it('keeps an author, or a reviewer only, on the home page as before', () => {
    expect(landingAfterSignIn(user('author'), LOGIN)).toBe('/');
    expect(landingAfterSignIn(user('author', ['reviewer', 'author']), LOGIN)).toBe('/');
  });

  it('honours the page that asked for the sign-in, for editors as for authors', () => {
    const url = `${LOGIN}?redirect=${encodeURIComponent('/panel/account')}`;
    expect(landingAfterSignIn(user('author', ['editor']), url)).toBe('/panel/account');
    expect(landingAfterSignIn(user('author'), url)).toBe('/panel/account');
  });

  it('ignores a return address on another site and falls back to the role’s landing', () => {
    const url = `${LOGIN}?redirect=${encodeURIComponent('https://evil.example/x')}`;
    expect(landingAfterSignIn(user('author', ['editor']), url)).toBe('/admin/submissions');
    expect(landingAfterSignIn(user('author'), url)).toBe('/');
  });
});
