import { describe, expect, it } from 'vitest';
import { guard } from './guard.server';

// Without a session cookie the guard decides without calling the API.
const anonymous = (path: string) => new Request(`http://localhost${path}`);

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('expected the guard to throw a redirect');
}

describe('guard', () => {
  it('redirects a signed-out visitor of a signed-in route to the login page', async () => {
    const response = await thrownResponse(guard(anonymous('/panel/chat'), 'user'));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/auth/login?redirect=/panel/chat');
  });

  it('keeps the query in the way back', async () => {
    const response = await thrownResponse(guard(anonymous('/bookmarks?page=2'), 'user'));
    expect(response.headers.get('Location')).toBe('/auth/login?redirect=/bookmarks%3Fpage%3D2');
  });

  it('resolves with no session for a signed-out visitor of a signed-out-only route', async () => {
    await expect(guard(anonymous('/auth/login'), 'guest')).resolves.toBeNull();
  });

  it('throws for an unknown guard name', async () => {
    await expect(guard(anonymous('/x'), 'admins' as never)).rejects.toThrow('Unknown auth guard');
  });
});
