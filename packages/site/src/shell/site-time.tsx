import type { ComponentPropsWithoutRef } from 'react';
import { type SiteDate, type SiteDatedText, splitAtDate } from '../lib/site-date';

/** Props of {@link SiteTime}. */
export interface SiteTimeProps
  extends Omit<ComponentPropsWithoutRef<'time'>, 'dateTime' | 'children'> {
  /** The date, as the loader made it with `siteDate` (the site's pattern and time zone). */
  date: SiteDate;
  /**
   * A sentence of the site's texts the date goes in (`texts.issuePublished`): its words stay text
   * around the `<time>`. A sentence that leaves the date out is shown without it.
   */
  sentence?: (date: string) => string;
}

/**
 * Every date the kit shows: the site's wording of it inside a `<time>` whose `dateTime` machines
 * read, optionally within a sentence.
 * @example <SiteTime date={issue.published} sentence={texts.issuePublished} />
 * // Published <time datetime="2026-09-15">15-09-2026</time>
 */
export function SiteTime({ date, sentence, ...props }: SiteTimeProps) {
  const time = (
    <time {...props} dateTime={date.dateTime}>
      {date.text}
    </time>
  );
  if (!sentence) return time;
  const [before, after] = splitAtDate(sentence);
  if (after === undefined) return <>{before}</>;
  return (
    <>
      {before}
      {time}
      {after}
    </>
  );
}

/**
 * A sentence of the site's texts that a loader split around its date (`siteDatedText`): the
 * words as text, the date as {@link SiteTime}.
 * @example <SiteDatedSentence text={page.lastSaved} /> // Last saved <time …>05-03-2026</time> by Ada
 */
export function SiteDatedSentence({ text }: { text: SiteDatedText }) {
  return (
    <>
      {text.before}
      {text.date && <SiteTime date={text.date} />}
      {text.after}
    </>
  );
}
