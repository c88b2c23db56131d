import { serversTest } from './servers';

/*
 * Runs before every e2e file. Importing `./servers` starts this worker's API and web server the
 * first time (later files of the same worker reuse them); using the worker fixture here ties
 * their stop to the worker's teardown. The check itself names a server that an earlier file
 * left dead, instead of letting this file fail on refused connections.
 */
serversTest.beforeAll(async ({ e2eServers }) => {
  for (const url of [
    new URL('/health/ready', e2eServers.apiUrl),
    new URL('/test', e2eServers.webUrl),
  ]) {
    const response = await fetch(url);
    await response.body?.cancel();
    if (!response.ok) throw new Error(`This worker's server answered ${response.status} at ${url}`);
  }
});
