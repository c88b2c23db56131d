/** Zod's settings object, shared by every copy of zod on the page (zod keeps it on globalThis). */
interface ZodGlobalConfig {
  jitless?: boolean;
}

/**
 * Makes zod (in the signed-in pages' bundle, validating socket payloads) validate without
 * compiling code. Otherwise its first object parse probes `new Function('')` to see whether it
 * may, which the page's Content-Security-Policy refuses and reports as a violation. Zod reads
 * this flag lazily, at its first parse, so setting it when the app starts is in time.
 *
 * Set through zod's shared settings object rather than `z.config()`: the web app does not
 * depend on zod itself (it arrives through the workspace packages).
 */
export function preferJitlessZod(): void {
  const scope = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
