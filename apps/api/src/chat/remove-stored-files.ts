import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../files/storage';

/**
 * Removes the bytes of files whose rows are already deleted. They are unreachable either way, so
 * a failure is only logged (the start-up sweep removes what is left).
 */
export async function removeStoredFiles(
  log: FastifyBaseLogger,
  storage: FileStorage,
  storageKeys: readonly string[],
): Promise<void> {
  await Promise.all(
    storageKeys.map((storageKey) =>
      storage.delete(storageKey).catch((error: unknown) => {
        log.warn({ err: error, storageKey }, 'could not remove file');
      }),
    ),
  );
}
