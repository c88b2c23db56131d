// `pnpm --filter @quire/api quire init …` (or `node dist/quire-cli.js init …` where only the
// build is installed): the `quire` commands (`quire-command.ts`) as a process, on its own
// environment and streams. The exit code is the command's: 0 done, 1 refused (the reason on
// standard error).

import { runQuire } from './quire-command';

const code = await runQuire(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
// A refusal ends at once, whatever a half-opened connection still holds; success ends on its own.
if (code !== 0) process.exit(code);
