import { nodeConfig } from '@quire/vitest-config';

export default nodeConfig({
  test: {
    // The session tests run the real API in a child process; argon2 hashing makes sign-ups slow.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
