// Writes the build-update manifests after `react-router build`:
//   build/client/builds/latest.json          { id, createdAt }   (polled by the app)
//   build/client/builds/meta/{id}.json       { id, createdAt }   (the manifest of one build)
// The id is QUIRE_BUILD_ID when set (CI can pass the commit), else time + random.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
const id =
  process.env.QUIRE_BUILD_ID || `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
const manifest = { id, createdAt: new Date().toISOString() };

await mkdir(join(clientDir, 'builds', 'meta'), { recursive: true });
await writeFile(join(clientDir, 'builds', 'meta', `${id}.json`), `${JSON.stringify(manifest)}\n`);
await writeFile(join(clientDir, 'builds', 'latest.json'), `${JSON.stringify(manifest)}\n`);
console.info(`build manifest: ${id}`);
