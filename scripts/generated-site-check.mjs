// The release check's last part: a team's first hour with the kit, from the packed tarballs.
// `create-quire-site` (run from its own tarball with `npm exec`, as `pnpm create quire-site`
// would) makes a site outside the repository that takes the kit from the tarballs; npm installs
// it, its typecheck and build run, and its production server (`node server.ts`) starts against
// a real API — this repository's build, on a fresh embedded database set up through its
// first-run `POST setup` with the site's journal — and the site's own smoke test passes.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** Seconds since the check started, printed after each step so a slow one shows in CI's log. */
function elapsed() {
  return `${Math.round(process.uptime())} s`;
}

const JOURNAL = { title: 'Tidal Studies', slug: 'tidal-studies' };
const ADMIN = {
  name: 'Release Check',
  email: 'release-check@quire.test',
  password: 'release-check-password',
};

/** A free loopback port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; on failure says what it printed. */
function run(command, args, cwd, env = process.env) {
  try {
    return execFileSync(command, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
  } catch (error) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
  }
}

/** Starts a server process; `stop()` ends it. Its output is kept for a failure's message. */
function start(label, command, args, cwd, env) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    output: () => `${label}:\n${output}`,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until `url` answers 2xx (or the process ends, or 90 s pass: then it throws). */
async function waitUntilReady(url, server) {
  const deadline = Date.now() + 90_000;
  let ended = false;
  server.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline && !ended) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${url} never answered${ended ? ' (the process ended)' : ''}\n${server.output()}`,
  );
}

/**
 * Creates, installs, typechecks, builds, starts and smoke-tests a site made by the packed
 * generator in `scratch`, from the tarballs in `tarballs`, against the API built in `root`.
 */
export async function checkGeneratedSite({ root, scratch, tarballs }) {
  const generator = readdirSync(tarballs).find((file) => file.startsWith('create-quire-site-'));
  if (!generator) throw new Error(`no create-quire-site tarball in ${tarballs}`);
  const sites = path.join(scratch, 'sites');
  mkdirSync(sites);
  run(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${path.join(tarballs, generator)}`,
      '--',
      'create-quire-site',
      'tidal-studies',
      '--name',
      'Tidal Studies',
      '--kit-tarballs',
      tarballs,
    ],
    sites,
  );
  const site = path.join(sites, 'tidal-studies');
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], site);
  run('npm', ['run', 'typecheck'], site);
  run('npm', ['run', 'build'], site);
  console.info(
    `created, installed, typechecked and built a site with create-quire-site (${elapsed()})`,
  );

  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const dataDir = path.join(scratch, 'api-data');
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const api = start('API', process.execPath, [path.join(root, 'apps/api/dist/main.js')], root, {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    QUIRE_DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    WEB_ORIGIN: siteOrigin,
    LOG_LEVEL: 'warn',
  });
  let server;
  try {
    await waitUntilReady(`${apiOrigin}/health/ready`, api);
    const setup = await fetch(`${apiOrigin}/api/setup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin },
      body: JSON.stringify({ siteName: 'Tidal Studies', ...ADMIN, journal: JOURNAL }),
    });
    if (setup.status !== 201) {
      throw new Error(`POST setup answered ${setup.status}: ${await setup.text()}`);
    }
    server = start('site', process.execPath, ['server.ts'], site, {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(sitePort),
      API_URL: `${apiOrigin}/api/`,
      BACKEND_URL: apiOrigin,
      PUBLIC_ORIGIN: siteOrigin,
    });
    await waitUntilReady(`${siteOrigin}/`, server);
    console.info(run('npm', ['run', 'smoke', '--silent', '--', siteOrigin], site).trim());
  } catch (error) {
    throw new Error(`${error.message}\n${api.output()}\n${server?.output() ?? ''}`);
  } finally {
    await server?.stop();
    await api.stop();
  }
}
