import { createDocumentRequestHandler, STREAM_TIMEOUT_MS } from '@quire/site/server';
import { INLINE_STYLES } from '~/lib/inline-styles.server';

export const streamTimeout = STREAM_TIMEOUT_MS;
// The Node server (`server.mjs`) reaches these through `build.entry.module`.
export {
  createCspNonce,
  handleDataRequest,
  runWithClientIp,
  securityHeaders,
} from '@quire/site/server';

export default createDocumentRequestHandler({ styles: INLINE_STYLES });
