// `node scripts/lint-dockerfiles.mjs`: checks deploy/*.Dockerfile with dockerfile-utils' validator
// (the one behind the Docker language server: it reports what the Docker builder would refuse,
// and questionable forms as warnings). Part of `pnpm lint` (`lint:root`); the CI machine has no
// container engine to build the images, so this is what reads their recipes there. Any error or
// warning fails it, naming the file and line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validate } from 'dockerfile-utils';

const deployDir = fileURLToPath(new URL('../deploy/', import.meta.url));
const dockerfiles = readdirSync(deployDir).filter((name) => name.endsWith('.Dockerfile'));
if (dockerfiles.length === 0) {
  process.stderr.write(`no *.Dockerfile in ${deployDir}\n`);
  process.exit(1);
}
let problems = 0;
for (const name of dockerfiles) {
  const text = readFileSync(path.join(deployDir, name), 'utf8');
  for (const diagnostic of validate(text)) {
    problems += 1;
    const kind = diagnostic.severity === 1 ? 'error' : 'warning';
    process.stderr.write(
      `deploy/${name}:${diagnostic.range.start.line + 1}: ${kind}: ${diagnostic.message}\n`,
    );
  }
}
if (problems > 0) process.exit(1);
process.stdout.write(`Dockerfiles: ${dockerfiles.join(', ')} — no problems\n`);
