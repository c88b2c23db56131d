import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema';
import { createTestApp, type TestApp } from './test-app';

describe('GET /api/settings', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.context.db.insert(settings).values([
      { key: 'default_avatar', value: 'uploads/avatars/default.svg' },
      { key: 'site_name', value: 'Quire' },
    ]);
  });
  afterAll(() => testApp.close());

  it('lists settings as key/value pairs sorted by key', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { key: 'default_avatar', value: 'uploads/avatars/default.svg' },
        { key: 'site_name', value: 'Quire' },
      ],
    });
  });

  it('runs one query', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.headers['x-query-count']).toBe('1');
  });
});

describe('unknown routes and bad requests', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers an unknown endpoint with 404 and the error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No endpoint GET /api/nope.' });
  });

  it('serves the OpenAPI document listing the settings endpoint', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/settings');
  });

  it('serves a readable docs page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('/api/settings');
  });

  it('reports readiness with the database kind', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.json()).toEqual({ status: 'ok', database: testApp.context.database.kind });
  });
});

describe('malformed URLs', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('answers bad percent-encoding with 400 and the error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/journals/%ZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The URL is malformed.' });
  });
});
