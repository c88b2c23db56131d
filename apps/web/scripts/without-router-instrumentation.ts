import type { Plugin } from 'vite';

/** React Router's module of the `instrumentations` option, as its router imports it. */
export const INSTRUMENTATION_MODULE =
  /[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]router[\\/]instrumentation\.js$/;
const STUB_ID = '\0quire:router-instrumentation-stub';

/**
 * What the browser gets instead of React Router's instrumentation module: nothing observed, and
 * a loud error if a router is ever given `instrumentations` (this app passes none).
 */
export const ROUTER_INSTRUMENTATION_STUB = `const refuse = () => {
  throw new Error('React Router instrumentations are left out of this build (apps/web/scripts/without-router-instrumentation.ts).');
};
export const consumeInstrumentationClientResultMetaReceiver = () => undefined;
export const getRouteInstrumentationUpdates = refuse;
export const instrumentClientSideRouter = refuse;
export const instrumentHandler = refuse;
export const instrumentationResultMetaContext = undefined;
`;

/**
 * Leaves React Router's `instrumentations` support (its `router/instrumentation.js`, about
 * 1.3 KiB gzip of every page's script) out of the browser's build. The router imports it
 * statically and calls it only when `createBrowserRouter`/`HydratedRouter` is given
 * `instrumentations`, which this app never does; its one call on every navigation,
 * `consumeInstrumentationClientResultMetaReceiver`, reads a WeakMap that only instrumenting
 * fills, so answering `undefined` is what it answers here today. The server build keeps the real
 * module. See docs/performance.md ("JavaScript budget").
 */
export function withoutRouterInstrumentation(): Plugin {
  return {
    name: 'quire:without-router-instrumentation',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!source.endsWith('instrumentation.js') || !importer?.includes('react-router'))
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && INSTRUMENTATION_MODULE.test(resolved.id) ? STUB_ID : null;
    },
    load: (id) => (id === STUB_ID ? ROUTER_INSTRUMENTATION_STUB : null),
  };
}
