import type { ViteUserConfig } from 'vitest/config';

/** The export condition that points workspace packages at their TypeScript sources. */
export declare const SOURCE_CONDITION = '@quire/source';

/**
 * Vitest preset for code that runs in Node (no DOM).
 * @example export default nodeConfig({ test: { testTimeout: 20_000 } });
 */
export declare function nodeConfig(overrides?: ViteUserConfig): ViteUserConfig;

/**
 * Vitest preset for code that needs a browser DOM. Uses jsdom — never happy-dom, whose parser
 * differs from browsers' in ways that matter to HTML sanitising.
 */
export declare function jsdomConfig(overrides?: ViteUserConfig): ViteUserConfig;
