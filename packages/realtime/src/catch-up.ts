import type { ChatMessage } from '@quire/contracts';

/** How many of the newest held messages a catch-up reads again. */
export const CATCH_UP_OVERLAP = 20;

/**
 * Where a catch-up starts, given the held messages newest first. Ids come from one sequence but
 * can arrive out of id order (two API nodes storing at once, a node that stored a message and died
 * before publishing it), so a cursor at the newest held id could skip an older message that was
 * still in flight when the socket dropped. Starting `CATCH_UP_OVERLAP` messages back re-reads a
 * small overlap, which ids dedupe. The author's chat and the inbox's open thread both use it.
 */
export function catchUpCursor(newestFirst: ChatMessage[]): number {
  return newestFirst[Math.min(CATCH_UP_OVERLAP, newestFirst.length - 1)]?.id ?? 0;
}
