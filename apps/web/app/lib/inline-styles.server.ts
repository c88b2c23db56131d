// The site's whole stylesheet, as text, for the server render only (`?inline` keeps it out of
// the browser bundle: the browser gets it once, inside the document).

import readingStyles from '@quire/reading/reading.css?inline';
import searchStyles from '@quire/reading/search.css?inline';
import siteStyles from '@quire/site/site.css?inline';
import fontStyles from '@quire/ui/fonts.css?inline';
import uiStyles from '@quire/ui/styles.css?inline';

/**
 * Every stylesheet the public pages need, in cascade order: the kit's two typefaces
 * (`@font-face` rules only; Vite emits their files under /assets/ and writes the addresses in),
 * design tokens and components from `@quire/ui`, the shell's rules, then the reading pages' and
 * search's. About 7 KiB gzip.
 */
export const INLINE_STYLES = [fontStyles, uiStyles, siteStyles, readingStyles, searchStyles].join(
  '\n',
);

/**
 * The files of the two faces every page sets text in — the upright Latin subsets of the reading
 * serif (title, headings, text) and of the interface sans — as built. Preloaded with each document
 * so text takes its face about when it first paints; the italic and Latin Extended files load only
 * on a page that uses them.
 */
export const PRELOADED_FONTS = [
  ...new Set(
    [...fontStyles.matchAll(/url\(["']?([^"')]+-latin-wght-normal[^"')]*\.woff2)["']?\)/g)].map(
      (match) => match[1] as string,
    ),
  ),
];
