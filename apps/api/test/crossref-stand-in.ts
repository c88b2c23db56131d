import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { crossrefSchemaPath } from '../src/dois/crossref-validation';

/*
 * What the Crossref tests share: a local stand-in of Crossref's deposit endpoint, and xmllint
 * run against the schema the project ships.
 */

const run = promisify(execFile);

/** One deposit the stand-in received. */
interface Received {
  operation: string | null;
  login: string | null;
  password: string | null;
  fileName: string | null;
  xml: string;
}

/**
 * A local stand-in of Crossref's deposit endpoint (`/servlet/deposit`), answering as Crossref
 * documents: 401 for credentials it does not know, a `doi_batch_diagnostic` with a failure for a
 * file that is not a deposit, the diagnostic of a received batch otherwise; `failNext` makes the
 * next answers 503 (Crossref unavailable). Plain HTTP: the client is the same `fetch` as for
 * HTTPS, and a self-signed certificate could not be trusted by it without replacing its agent.
 */
export async function startCrossrefStandIn() {
  const received: Received[] = [];
  let failNext = 0;
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const file = form.get('fname');
      const deposit: Received = {
        operation: form.get('operation') as string | null,
        login: form.get('login_id') as string | null,
        password: form.get('login_passwd') as string | null,
        fileName: file instanceof File ? file.name : null,
        xml: file instanceof File ? await file.text() : '',
      };
      received.push(deposit);
      if (failNext > 0) {
        failNext -= 1;
        response.writeHead(503, { 'content-type': 'text/plain' });
        return response.end('The deposit service is down for maintenance.');
      }
      if (deposit.login !== 'quire-test' || deposit.password !== 'right-password') {
        response.writeHead(401, { 'content-type': 'text/plain' });
        return response.end('Unauthorized: wrong login_id or login_passwd');
      }
      const batch = deposit.xml.match(/<doi_batch_id>([^<]*)</)?.[1];
      response.writeHead(200, { 'content-type': 'application/xml' });
      if (deposit.operation !== 'doMDUpload' || !batch || !deposit.xml.includes('</doi_batch>')) {
        return response.end(
          '<doi_batch_diagnostic status="completed"><submission_id>1</submission_id><batch_id></batch_id>' +
            '<record_diagnostic status="Failure"><msg>Error parsing XML: the document is not a doi_batch.</msg></record_diagnostic>' +
            '<batch_data><record_count>1</record_count><success_count>0</success_count><warning_count>0</warning_count><failure_count>1</failure_count></batch_data></doi_batch_diagnostic>',
        );
      }
      const count = (deposit.xml.match(/<doi>/g) ?? []).length;
      response.end(
        `<doi_batch_diagnostic status="completed"><submission_id>${received.length}</submission_id><batch_id>${batch}</batch_id>` +
          `<batch_data><record_count>${count}</record_count><success_count>${count}</success_count><warning_count>0</warning_count><failure_count>0</failure_count></batch_data></doi_batch_diagnostic>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/servlet/deposit`,
    received,
    failNext(count: number) {
      failNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Validates XML files in one xmllint run (the schema compiled once) against Crossref's full
 * bundle (JATS and MathML as published) or the API's runtime set.
 */
export async function xmllint(files: string[], set: 'full' | 'runtime' = 'full') {
  return run('xmllint', ['--nonet', '--noout', '--schema', crossrefSchemaPath(set), ...files], {
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stderr }) => ({ ok: true, stderr }),
    (error: { stderr?: string }) => ({ ok: false, stderr: error.stderr ?? String(error) }),
  );
}
