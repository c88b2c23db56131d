import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench folder. */
export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root. */
export const ROOT_DIR = path.resolve(BENCH_DIR, '..');
/** The API package. */
export const API_DIR = path.join(ROOT_DIR, 'apps/api');
/** The built API entry point. */
export const API_MAIN = path.join(API_DIR, 'dist/main.js');
/** Where the figures are written. */
export const PERFORMANCE_DOC = path.join(ROOT_DIR, 'docs/performance.md');
