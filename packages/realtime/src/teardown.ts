import type { UnsubscribeListener } from '@reduxjs/toolkit';

/** A listener's teardown that also cancels its effect in flight (a pending redirect, a load). */
export const cancellingTeardown =
  (unsubscribe: UnsubscribeListener): (() => void) =>
  () =>
    unsubscribe({ cancelActive: true });

/** One teardown for several. */
export const allTeardowns =
  (teardowns: readonly (() => void)[]): (() => void) =>
  () => {
    for (const teardown of teardowns) teardown();
  };
