/**
 * A date as the site shows it, and machine-readable: what a loader hands a page for
 * {@link SiteTime} to render as `<time dateTime>`. Built on the server by `siteDate`.
 */
export interface SiteDate {
  /**
   * A valid HTML date (`2026-09-15`, the day in the site's time zone) or global date and time
   * (`2026-09-15T11:00:00+02:00`, for a date shown with its time).
   */
  dateTime: string;
  /** The date in the site's pattern and time zone, as readers see it (`15-09-2026`). */
  text: string;
}

/**
 * A sentence of the site's texts with a date in it (`Last saved 05-03-2026 by Ada`), split around
 * the date on the server (`siteDatedText`), so {@link SiteDatedSentence} renders the date as
 * `<time>` and the words as text. `date` is null when the site's wording leaves the date out.
 */
export interface SiteDatedText {
  before: string;
  date: SiteDate | null;
  after: string;
}

/** Stands for the date while a sentence of the site's texts is written around it. */
const DATE_PLACE = '\uE000';

/**
 * Splits a sentence of the site's texts around its date: `sentence` is called with a stand-in
 * for the date, whatever the site's wording puts around it stays text.
 * @example splitAtDate((date) => `Published ${date}.`) // ['Published ', '.'] (['Published'] without it)
 */
export function splitAtDate(sentence: (date: string) => string): [string, string] | [string] {
  const words = sentence(DATE_PLACE);
  const at = words.indexOf(DATE_PLACE);
  return at < 0 ? [words] : [words.slice(0, at), words.slice(at + DATE_PLACE.length)];
}
