// Prints how long each task of a turbo run took, longest first, from the run summary turbo
// writes when TURBO_RUN_SUMMARY=true (.turbo/runs/<id>.json). `.ci/run` uses it to show where a
// step's time went. Usage: node scripts/turbo-task-times.mjs [summary.json] (default: the newest).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const runs = path.join(process.cwd(), '.turbo', 'runs');

/** The newest summary in .turbo/runs, or undefined when turbo wrote none. */
function newestSummary() {
  let files;
  try {
    files = readdirSync(runs).filter((name) => name.endsWith('.json'));
  } catch {
    return undefined;
  }
  return files
    .map((name) => path.join(runs, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

const file = process.argv[2] ?? newestSummary();
if (!file) {
  console.info('(no turbo run summary to read)');
  process.exit(0);
}
const summary = JSON.parse(readFileSync(file, 'utf8'));
const rows = summary.tasks
  .map((task) => {
    const { startTime, endTime, exitCode } = task.execution ?? {};
    const cached = task.cache?.status === 'HIT';
    const seconds = startTime && endTime ? (endTime - startTime) / 1000 : 0;
    const outcome = cached ? 'cached' : exitCode === 0 ? 'passed' : `exit ${exitCode ?? '?'}`;
    return { id: task.taskId, seconds, outcome };
  })
  .sort((a, b) => b.seconds - a.seconds);
const width = Math.max(...rows.map((row) => row.id.length), 4);
console.info(`${'Task'.padEnd(width)}  Seconds  Outcome`);
for (const row of rows) {
  console.info(`${row.id.padEnd(width)}  ${row.seconds.toFixed(0).padStart(7)}  ${row.outcome}`);
}
