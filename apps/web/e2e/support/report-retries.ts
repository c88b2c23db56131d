import { beforeEach } from 'vitest';

/*
 * On CI a failed test runs once more, and Vitest reports only the last attempt: a flaky step
 * that the retry papered over would leave no trace. Each failed attempt is written to the log
 * here, so a flake can be diagnosed from the run that saw it.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    // The test's own frames say where it stopped; the runner's frames only add noise.
    const errors = (task.result?.errors ?? []).map((error) =>
      (error.stack ?? error.message)
        .split('\n')
        .filter((line) => !line.includes('node_modules'))
        .join('\n'),
    );
    console.warn(`[attempt ${attempt} failed] ${task.fullName}\n${errors.join('\n')}`);
  });
});
