import { createDocumentRequestHandler, STREAM_TIMEOUT_MS } from '@quire/site/server';
import { INLINE_STYLES } from '~/lib/inline-styles.server';

export const streamTimeout = STREAM_TIMEOUT_MS;
// The page cache's payloads (server/prerender.mjs) are cached like the pages.
export { PUBLIC_CACHE } from '@quire/site';
// The Node server (`server.mjs`) reaches these through `build.entry.module`.
export {
  createCspNonce,
  createLoadContext,
  dropCachedApiReads,
  handleDataRequest,
  runWithClientIp,
  SESSION_COOKIE,
  securityHeaders,
  setFollowingPurges,
} from '@quire/site/server';

export default createDocumentRequestHandler({ styles: INLINE_STYLES });
