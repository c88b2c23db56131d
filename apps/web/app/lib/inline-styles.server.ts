// The site's whole stylesheet, as text, for the server render only (`?inline` keeps it out of
// the browser bundle: the browser gets it once, inside the document).
import uiStyles from '@quire/ui/styles.css?inline';
import appStyles from '../app.css?inline';
import readingStyles from '../components/reading/reading.css?inline';
import searchStyles from '../components/search/search.css?inline';

/**
 * Every stylesheet the public pages need, in cascade order: design tokens and components from
 * `@quire/ui`, then the app's own rules, then the reading pages' and search's. About 7 KiB gzip.
 */
export const INLINE_STYLES = [uiStyles, appStyles, readingStyles, searchStyles].join('\n');
