import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { sessions, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';

/**
 * Throws generated invalid input at every route the OpenAPI document lists: wrong types, missing
 * and unknown fields, hostile strings in path and query, malformed JSON, wrong content types.
 * The server must answer every one with a 4xx (or a success) and the error shape — never ≥ 500.
 */

interface Operation {
  method: string;
  path: string;
  queryNames: string[];
}

const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; DROP TABLE articles; --",
  '%27%20OR%20%271%27=%271',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '\u0000',
  '%00',
  '😀📚',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  '[]',
  '{}',
  ' ',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer().map(String),
  fc.double().map(String),
);

const jsonValue = fc.oneof(
  fc.anything({ maxDepth: 3, withNullPrototype: false, withBoxedValues: false }),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'name',
      'title',
      'q',
      'token',
      'id',
      'message',
      'journal',
      'purpose',
    ),
    fc.oneof(hostileString, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string())),
  ),
);

const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  'nul',
  '[1,2',
  '"unterminated',
  '{"a":1}}',
  '\u0000',
);

/** Routes that answer with an endless stream instead of a response. */
const STREAMS = new Set(['/api/cache/purges']);

function fillPath(template: string, values: string[]): string {
  let index = 0;
  return template.replace(/\{[^}]+\}/g, () =>
    encodeURIComponent(values[index++ % values.length] ?? 'x'),
  );
}

describe('every route under invalid input', () => {
  let testApp: TestApp;
  let operations: Operation[];
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp({ authRateLimitPerMinute: 1_000_000 });
    const [user] = await testApp.context.db
      .insert(users)
      .values({ email: 'fuzz@quire.test', passwordHash: 'x', name: 'Fuzz' })
      .returning({ id: users.id });
    token = 'fuzz-token-0123456789';
    await testApp.context.db.insert(sessions).values({
      userId: user?.id ?? 0,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const document = testApp.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    operations = Object.entries(document.paths)
      // The purge stream never ends (it takes no input; test/cache-purges.test.ts covers it).
      .filter(([path]) => !STREAMS.has(path))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          queryNames: (operation.parameters ?? [])
            .filter((p) => p.in === 'query')
            .map((p) => p.name),
        })),
      );
  });
  afterAll(() => testApp.close());

  it('discovers the routes to test', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it('never answers ≥ 500, and every error has a message', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileString, { minLength: 1, maxLength: 3 }),
          fc.dictionary(
            fc.constantFrom(...operation.queryNames, 'page', 'perPage', 'zzz'),
            hostileString,
          ),
          fc.oneof(
            jsonValue.map((value) => JSON.stringify(value) ?? 'null'),
            malformedJson,
          ),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          fc.boolean(),
          async (pathValues, query, payload, contentType, signedIn) => {
            const url = fillPath(operation.path, pathValues);
            const hasBody = !['GET', 'HEAD', 'DELETE'].includes(operation.method);
            const response = await testApp.app.inject({
              method: operation.method as 'GET',
              url,
              query,
              headers: {
                ...(hasBody ? { 'content-type': contentType } : {}),
                ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
              },
              ...(hasBody ? { payload } : {}),
            });
            if (response.statusCode >= 500) {
              failures.push(
                `${operation.method} ${url} ${JSON.stringify(query)} ${payload} → ${response.statusCode} ${response.body}`,
              );
            }
            if (response.statusCode >= 400) {
              expect(typeof response.json().message).toBe('string');
            }
          },
        ),
        { numRuns: 25 },
      );
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
