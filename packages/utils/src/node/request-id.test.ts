// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id';

describe('requestIdFrom', () => {
  it('keeps a caller’s plain token and replaces anything else with a new UUID', () => {
    expect(requestIdFrom({ 'x-request-id': 'smoke-1' })).toBe('smoke-1');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(requestIdFrom({})).toMatch(uuid);
    expect(requestIdFrom({ 'x-request-id': 'a b' })).toMatch(uuid);
    expect(requestIdFrom({ 'x-request-id': 'x'.repeat(129) })).toMatch(uuid);
  });
});
