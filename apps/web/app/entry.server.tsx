import { createDocumentRequestHandler, STREAM_TIMEOUT_MS } from '@quire/site/server';
import { INLINE_STYLES, PRELOADED_FONTS } from '~/lib/inline-styles.server';

export const streamTimeout = STREAM_TIMEOUT_MS;
// The production server (`server.ts`, the kit's site server) reaches the build through
// `siteServerEntry`.
export { handleDataRequest, siteServerEntry } from '@quire/site/server';

export default createDocumentRequestHandler({
  styles: INLINE_STYLES,
  preloadFonts: PRELOADED_FONTS,
});
