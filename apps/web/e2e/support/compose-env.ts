import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's `deploy/` folder: the production compose file, its images and settings. */
export const DEPLOY_DIR = fileURLToPath(new URL('../../../../deploy/', import.meta.url));

/**
 * The `environment:` of one anchored block of a compose file (`x-api: &api`, `x-web: &web`), as
 * written: values keep their `${…}` references. Only the plain block mappings the project's
 * compose file uses are read (`KEY: value` lines, comments, quotes); anything else is refused,
 * so a compose file this cannot read fails the test rather than starting the servers wrong.
 */
export function composeBlockEnvironment(
  composeText: string,
  block: string,
): Record<string, string> {
  const lines = composeText.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${block}:`));
  if (start < 0) throw new Error(`The compose file has no ${block} block.`);
  const environment: Record<string, string> = {};
  let inEnvironment = false;
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    if (/^ {2}environment:\s*$/.test(line)) {
      inEnvironment = true;
      continue;
    }
    if (!inEnvironment || /^\s*(#.*)?$/.test(line)) continue;
    if (!line.startsWith('    ')) break;
    const entry = /^ {4}([A-Z0-9_]+):\s*(.*?)\s*$/.exec(line);
    if (!entry?.[1]) throw new Error(`Cannot read this line of ${block}'s environment: ${line}`);
    environment[entry[1]] = (entry[2] ?? '').replace(/^(["'])(.*)\1$/, '$2');
  }
  if (!inEnvironment) throw new Error(`${block} sets no environment.`);
  return environment;
}

/** The `ENV` of a Dockerfile's final stage: what its image sets before the compose file does. */
export function dockerfileEnvironment(dockerfileText: string): Record<string, string> {
  const stages = dockerfileText.split(/^FROM /m);
  const lastStage = stages.at(-1) ?? '';
  const instruction = /^ENV ((?:.*\\\n)*.*)$/m.exec(lastStage)?.[1] ?? '';
  const environment: Record<string, string> = {};
  for (const pair of instruction.replace(/\\\n/g, ' ').split(/\s+/)) {
    const [key, ...value] = pair.split('=');
    if (key) environment[key] = value.join('=');
  }
  return environment;
}

/**
 * The settings a deployer's `deploy/.env` holds when copied from `.env.example`: the lines that
 * are not commented out (`KEY=value  # note`).
 */
export function envFileSettings(envText: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of envText.split('\n')) {
    const entry = /^([A-Z0-9_]+)=(\S*)/.exec(line);
    if (entry?.[1]) settings[entry[1]] = entry[2] ?? '';
  }
  return settings;
}

/**
 * Compose's interpolation of `value` from `variables`: `${NAME}`, `${NAME:-default}` (unset or
 * empty: the default) and `${NAME:?message}` (unset or empty: an error with the message, as
 * `docker compose up` stops with it).
 */
export function interpolate(value: string, variables: Record<string, string | undefined>): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (_match, name: string, kind: string | undefined, operand: string | undefined) => {
      const set = variables[name];
      if (set) return set;
      if (kind === '?') throw new Error(`${name}: ${operand ?? 'required'}`);
      return kind === '-' ? (operand ?? '') : '';
    },
  );
}

/**
 * The environment the production compose file (`deploy/compose.yaml`) gives its API and web
 * nodes: each image's `ENV` (its Dockerfile), overridden by the compose block, interpolated from
 * the deployer's `.env` (`deploy/.env.example` with `deployer` filled in, as its comments ask).
 */
export function composeEnvironment(deployer: Record<string, string>): {
  api: Record<string, string>;
  web: Record<string, string>;
} {
  const read = (name: string) => readFileSync(path.join(DEPLOY_DIR, name), 'utf8');
  const compose = read('compose.yaml');
  const variables = { ...envFileSettings(read('.env.example')), ...deployer };
  const resolve = (image: string, block: string) => {
    const merged = {
      ...dockerfileEnvironment(read(image)),
      ...composeBlockEnvironment(compose, block),
    };
    return Object.fromEntries(
      Object.entries(merged).map(([key, value]) => [key, interpolate(value, variables)]),
    );
  };
  return { api: resolve('api.Dockerfile', 'x-api'), web: resolve('web.Dockerfile', 'x-web') };
}
