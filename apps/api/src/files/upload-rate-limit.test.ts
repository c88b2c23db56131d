import { describe, expect, it } from 'vitest';
import { createMemoryAttemptCounters } from '../auth/attempt-counters';
import { HttpError } from '../http/errors';
import { takeUpload, tooManyUploads } from './upload-rate-limit';

const config = { uploadRateLimit: 2, uploadRateWindowMs: 10 * 60_000 };

describe('takeUpload', () => {
  it('allows the configured number of uploads, then refuses with 429 and Retry-After', async () => {
    const counters = createMemoryAttemptCounters(() => 0);
    await takeUpload(counters, 7, config);
    await takeUpload(counters, 7, config);
    const refused = await takeUpload(counters, 7, config).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      status: 429,
      message: 'Too many uploads. Please wait 10 minutes before uploading another file.',
      headers: { 'retry-after': '600' },
    });
  });

  it('counts each account on its own', async () => {
    const counters = createMemoryAttemptCounters(() => 0);
    await takeUpload(counters, 1, config);
    await takeUpload(counters, 1, config);
    await expect(takeUpload(counters, 1, config)).rejects.toMatchObject({ status: 429 });
    await expect(takeUpload(counters, 2, config)).resolves.toBeUndefined();
  });

  it('allows uploads again once the window has passed', async () => {
    let now = 0;
    const counters = createMemoryAttemptCounters(() => now);
    await takeUpload(counters, 3, config);
    await takeUpload(counters, 3, config);
    now = config.uploadRateWindowMs - 1;
    await expect(takeUpload(counters, 3, config)).rejects.toMatchObject({
      headers: { 'retry-after': '1' },
    });
    now = config.uploadRateWindowMs;
    await expect(takeUpload(counters, 3, config)).resolves.toBeUndefined();
  });
});

describe('tooManyUploads', () => {
  it('says a minute for the last minute of the window', () => {
    expect(tooManyUploads(30_000).message).toBe(
      'Too many uploads. Please wait a minute before uploading another file.',
    );
  });
});
