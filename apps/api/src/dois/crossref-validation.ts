import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * A deposit is validated against Crossref's own schema (`apps/api/crossref-schema/runtime/`, see
 * its README) before it is offered or sent, with `xmllint` (Debian's `libxml2-utils`): no JavaScript
 * library validates XSD 1.0 with imports and JATS, and a deposit that only looks right would be
 * refused by Crossref after the editors were told it was registered. Where `xmllint` is missing
 * the deposit is refused with a message saying so, rather than offered unchecked.
 */

/** What checking a deposit found. */
export type CrossrefValidation =
  | { valid: true }
  | { valid: false; errors: string[] }
  | { valid: false; unavailable: string };

/**
 * Finds Crossref's schema in `crossref-schema/`, whether running from `src/` (tests, dev) or the
 * bundled `dist/`: `full`, Crossref's bundle as published (JATS and MathML included: seconds of
 * xmllint's CPU to compile), or `runtime`, the same Crossref schema with JATS and MathML replaced
 * by the subsets Quire writes (milliseconds; what the API checks each deposit with; the tests
 * check deposits against both — see `crossref-schema/README.md`).
 */
export function crossrefSchemaPath(set: 'full' | 'runtime' = 'runtime'): string {
  const file = set === 'full' ? 'crossref5.3.1.xsd' : path.join('runtime', 'crossref5.3.1.xsd');
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = path.join(dir, 'crossref-schema', file);
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find crossref-schema/${file} next to the API sources.`);
}

// The same content asked for again (a download, then its deposit) is answered from here.
const VALIDATED = new Map<string, CrossrefValidation>();
const VALIDATED_LIMIT = 200;

/** The program that validates (`XMLLINT` overrides it, e.g. to test a server without one). */
function xmllintCommand(): string {
  return process.env.XMLLINT || 'xmllint';
}

function runXmllint(xml: string): Promise<CrossrefValidation> {
  return new Promise((resolve) => {
    const child = spawn(
      xmllintCommand(),
      ['--nonet', '--noout', '--schema', crossrefSchemaPath(), '-'],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      resolve({
        valid: false,
        unavailable:
          error.code === 'ENOENT'
            ? 'This server cannot check Crossref deposits: xmllint is not installed (Debian: libxml2-utils).'
            : `This server could not check the Crossref deposit: ${error.message}`,
      });
    });
    child.on('close', (code) => {
      if (code === 0) return resolve({ valid: true });
      const errors = stderr
        .split('\n')
        .map((line) => line.replace(/^-:\d+: /, '').trim())
        .filter((line) => line !== '' && !/fails to validate$/.test(line));
      resolve({
        valid: false,
        errors: errors.length > 0 ? errors : [`xmllint exited with ${code}`],
      });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(xml);
  });
}

/** Validates a deposit against Crossref's schema 5.3.1. */
export async function validateCrossrefXml(xml: string): Promise<CrossrefValidation> {
  // Each deposit has its own batch id and timestamp (of fixed shapes): the rest decides.
  const content = xml.replace(/<doi_batch_id>[^<]*<\/doi_batch_id><timestamp>\d+<\/timestamp>/, '');
  const key = createHash('sha256').update(content).digest('hex');
  const known = VALIDATED.get(key);
  if (known) return known;
  const result = await runXmllint(xml);
  if ('unavailable' in result) return result;
  if (VALIDATED.size >= VALIDATED_LIMIT) {
    const oldest = VALIDATED.keys().next().value;
    if (oldest !== undefined) VALIDATED.delete(oldest);
  }
  VALIDATED.set(key, result);
  return result;
}
