import { describe, expect, it } from 'vitest';
import { decideGuard, LOGIN_PATH, loginUrl } from './auth-guard';

const signedIn = { authenticated: true, path: '/somewhere' };
const signedOut = { authenticated: false, path: '/somewhere' };

describe('decideGuard', () => {
  describe('public routes', () => {
    it.each([undefined, 'public'])('lets everyone through with %s', (setting) => {
      expect(decideGuard(setting, signedIn)).toEqual({ kind: 'allow' });
      expect(decideGuard(setting, signedOut)).toEqual({ kind: 'allow' });
    });
  });

  describe("'guest' (signed-out only)", () => {
    it('lets a signed-out visitor through', () => {
      expect(decideGuard('guest', signedOut)).toEqual({ kind: 'allow' });
    });

    it('sends a signed-in user to the root by default', () => {
      expect(decideGuard('guest', signedIn)).toEqual({ kind: 'redirect', to: '/' });
    });

    it('sends a signed-in user to the configured page', () => {
      const setting = { only: 'guest', signedInTo: '/panel' };
      expect(decideGuard(setting, signedIn)).toEqual({ kind: 'redirect', to: '/panel' });
    });

    it('lets a signed-out visitor through the configured form too', () => {
      expect(decideGuard({ only: 'guest', signedInTo: '/panel' }, signedOut)).toEqual({
        kind: 'allow',
      });
    });

    it('falls back to the root when the configured form names no page', () => {
      expect(decideGuard({ only: 'guest' }, signedIn)).toEqual({ kind: 'redirect', to: '/' });
    });
  });

  describe("'user' (signed-in only)", () => {
    it('lets a signed-in user through', () => {
      expect(decideGuard('user', signedIn)).toEqual({ kind: 'allow' });
    });

    it('sends a signed-out visitor to the login page with a redirect back', () => {
      expect(decideGuard('user', { authenticated: false, path: '/panel/chat?tab=2' })).toEqual({
        kind: 'redirect',
        to: '/auth/login?redirect=/panel/chat%3Ftab%3D2',
      });
    });

    it("sends a signed-out visitor to the route's own target when it sets one", () => {
      const setting = { only: 'user', signedOutTo: '/auth/reg' };
      expect(decideGuard(setting, signedOut)).toEqual({ kind: 'redirect', to: '/auth/reg' });
    });

    it('lets a signed-in user through the configured form', () => {
      expect(decideGuard({ only: 'user', signedOutTo: '/auth/reg' }, signedIn)).toEqual({
        kind: 'allow',
      });
    });

    it('exempts the login page itself, so it cannot redirect to itself', () => {
      const atLogin = { authenticated: false, path: `${LOGIN_PATH}?redirect=%2Fpanel` };
      expect(decideGuard('user', atLogin)).toEqual({ kind: 'allow' });
      expect(decideGuard({ only: 'user' }, atLogin)).toEqual({ kind: 'allow' });
    });

    it('honours a custom login path', () => {
      expect(
        decideGuard('user', { authenticated: false, path: '/x', loginPath: '/sign-in' }),
      ).toEqual({ kind: 'redirect', to: '/sign-in?redirect=/x' });
    });
  });

  describe('required session', () => {
    it('lets a signed-in user through', () => {
      expect(decideGuard({ required: true }, signedIn)).toEqual({ kind: 'allow' });
    });

    it('sends a visitor without a session to the callback URL', () => {
      expect(decideGuard({ required: true, callbackUrl: '/journals' }, signedOut)).toEqual({
        kind: 'redirect',
        to: '/journals',
      });
    });

    it('sends a visitor without a session to the login page when there is no callback URL', () => {
      expect(decideGuard({ required: true }, { authenticated: false, path: '/bookmarks' })).toEqual(
        {
          kind: 'redirect',
          to: '/auth/login?redirect=/bookmarks',
        },
      );
    });

    it('exempts the login page', () => {
      expect(decideGuard({ required: true }, { authenticated: false, path: LOGIN_PATH })).toEqual({
        kind: 'allow',
      });
    });
  });

  describe('unknown guards', () => {
    it.each([
      ['an unknown name', 'admin'],
      ['a misspelt name', 'guests'],
      ['an unknown shape', { only: 'robots' }],
      ['a required flag that is not true', { required: 'yes' }],
      ['a number', 42],
      ['null', null],
    ])('throws for %s', (_, setting) => {
      expect(() => decideGuard(setting, signedIn)).toThrow(/Unknown auth guard/);
    });

    it('names the offending setting in the error', () => {
      expect(() => decideGuard('admin', signedOut)).toThrow('Unknown auth guard: "admin"');
    });
  });
});

describe('loginUrl', () => {
  it('encodes the path to come back to', () => {
    expect(loginUrl('/panel?x=1&y=2')).toBe('/auth/login?redirect=/panel%3Fx%3D1%26y%3D2');
  });
});
