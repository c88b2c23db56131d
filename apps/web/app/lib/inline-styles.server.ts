// The site's whole stylesheet, as text, for the server render only (`?inline` keeps it out of
// the browser bundle: the browser gets it once, inside the document).

import readingStyles from '@quire/reading/reading.css?inline';
import searchStyles from '@quire/reading/search.css?inline';
import siteStyles from '@quire/site/site.css?inline';
import uiStyles from '@quire/ui/styles.css?inline';

/**
 * Every stylesheet the public pages need, in cascade order: design tokens and components from
 * `@quire/ui`, the shell's rules, then the reading pages' and search's. About 7 KiB gzip.
 */
export const INLINE_STYLES = [uiStyles, siteStyles, readingStyles, searchStyles].join('\n');
