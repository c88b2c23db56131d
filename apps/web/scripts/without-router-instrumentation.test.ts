// @vitest-environment node
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  INSTRUMENTATION_MODULE,
  ROUTER_INSTRUMENTATION_STUB,
} from './without-router-instrumentation';

/** React Router's own instrumentation module, the one the browser build leaves out. */
const realModule = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/lib/router/instrumentation.js',
);

const stub = () =>
  import(`data:text/javascript,${encodeURIComponent(ROUTER_INSTRUMENTATION_STUB)}`) as Promise<
    Record<string, unknown>
  >;

describe('withoutRouterInstrumentation', () => {
  it('matches the module React Router imports', () => {
    expect(INSTRUMENTATION_MODULE.test(realModule)).toBe(true);
  });

  it('answers every name React Router imports from it (a new one fails here, not in a browser)', async () => {
    const real = await import(pathToFileURL(realModule).href);
    expect(Object.keys(await stub()).sort()).toEqual(Object.keys(real).sort());
  });

  it('finds nothing to report on a navigation, as the real module does for a router without instrumentations', async () => {
    const { consumeInstrumentationClientResultMetaReceiver } = await stub();
    const real = await import(pathToFileURL(realModule).href);
    const router = {};
    expect((consumeInstrumentationClientResultMetaReceiver as (r: object) => unknown)(router)).toBe(
      real.consumeInstrumentationClientResultMetaReceiver(router),
    );
  });

  it('refuses, loudly, a router given instrumentations', async () => {
    const { instrumentClientSideRouter } = await stub();
    expect(() => (instrumentClientSideRouter as () => void)()).toThrow(
      /instrumentations are left out of this build/,
    );
  });
});
