#!/usr/bin/env node
// `create-quire-site <directory> [options]` (`pnpm create quire-site my-journal`): scaffolds a
// journal site from the Quire kit. Options only, no questions: it runs the same in a terminal,
// a script and CI.
import { parseArgs } from 'node:util';
import { createSite } from './create-site';
import { resolveSiteOptions, SiteOptionsError } from './site-options';

const USAGE = `Usage: create-quire-site <directory> [options]

Creates a journal site composed from the Quire kit in <directory> (missing or empty).

Options:
  --name <text>          the site's name (default: from the directory, "my-journal" → "My Journal")
  --journal <slug>       the journal it publishes, as in your Quire API (default: the directory's name)
  --wordmark <text>      the short mark in the header (default: the name's initials)
  --time-zone <zone>     the time zone of the site's dates (default: UTC), e.g. Europe/London
  --kit-version <range>  the kit's version range (default: the one this generator comes with)
  --kit-tarballs <dir>   take the kit from packed tarballs in <dir> instead of the registry
  -h, --help             show this
`;

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length > 1) {
    process.stderr.write(`One directory, please (got ${positionals.join(', ')}).\n\n${USAGE}`);
    return 2;
  }
  return run(values, positionals[0]);
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      journal: { type: 'string' },
      wordmark: { type: 'string' },
      'time-zone': { type: 'string' },
      'kit-version': { type: 'string' },
      'kit-tarballs': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** Creates the site; answers the exit code (2: the options were refused, 1: it failed). */
async function run(
  values: ReturnType<typeof parse>['values'],
  directory: string | undefined,
): Promise<number> {
  try {
    const options = resolveSiteOptions({
      directory,
      siteName: values.name,
      journal: values.journal,
      wordmark: values.wordmark,
      timeZone: values['time-zone'],
      kit: values['kit-tarballs']
        ? { tarballs: values['kit-tarballs'] }
        : { range: values['kit-version'] },
    });
    const site = await createSite(options);
    process.stdout.write(
      `Created ${options.siteName} in ${site.directory} (${site.files.length} files).\n\n` +
        `Next:\n  cd ${directory}\n  npm install\n  npm run build\n` +
        `  API_URL=http://localhost:4000/api/ BACKEND_URL=http://localhost:4000 npm start\n`,
    );
    return 0;
  } catch (error) {
    process.stderr.write(
      error instanceof SiteOptionsError
        ? `${error.message}\n\n${USAGE}`
        : `create-quire-site failed: ${(error as Error).stack ?? error}\n`,
    );
    return error instanceof SiteOptionsError ? 2 : 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
