import readingStyles from '@quire/reading/reading.css?inline';
import searchStyles from '@quire/reading/search.css?inline';
import { createDocumentRequestHandler, STREAM_TIMEOUT_MS } from '@quire/site/server';
import siteStyles from '@quire/site/site.css?inline';
import uiStyles from '@quire/ui/styles.css?inline';
import brandStyles from './brand.css?inline';

export const streamTimeout = STREAM_TIMEOUT_MS;
// The production server (`server.ts`, the kit's site server) reaches the build through
// `siteServerEntry`.
export { handleDataRequest, siteServerEntry } from '@quire/site/server';

// The kit's stylesheets, then this journal's brand, inlined into every document.
const styles = [uiStyles, siteStyles, readingStyles, searchStyles, brandStyles].join('\n');

export default createDocumentRequestHandler({ styles });
