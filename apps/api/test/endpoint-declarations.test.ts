import { type EndpointDeclaration, endpointGroups } from '@quire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  responses?: Record<string, unknown>;
}

let testApp: TestApp;
let paths: Record<string, Record<string, Operation>>;

beforeAll(async () => {
  testApp = await createTestApp();
  paths = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
});
afterAll(() => testApp.close());

/** `/journals/:slug` → `/api/journals/{slug}`, as the OpenAPI document names it. */
const documentedPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

const declarations = Object.entries(endpointGroups).flatMap(([group, endpoints]) =>
  Object.entries(endpoints).map(
    ([name, declaration]) => [`${group}.${name}`, declaration as EndpointDeclaration] as const,
  ),
);

describe('every declared endpoint is served as declared', () => {
  it.each(declarations)('%s', (_name, declaration) => {
    const operation = paths[documentedPath(declaration.path)]?.[declaration.method.toLowerCase()];
    expect(operation, `${declaration.method} ${declaration.path} is not served`).toBeDefined();
    expect(operation?.summary).toBe(declaration.summary);
    expect(operation?.tags).toEqual(declaration.tags);
    expect(Boolean(operation?.security?.length)).toBe(Boolean(declaration.signedIn));
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(
      Object.keys(declaration.responses).sort(),
    );
    const pathParameters = (operation?.parameters ?? [])
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => parameter.name)
      .sort();
    expect(pathParameters).toEqual(
      [...declaration.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort(),
    );
  });
});
