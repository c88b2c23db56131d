import path from 'node:path';
import {
  JOURNAL_SLUG_PATTERN,
  JOURNAL_TITLE_MAX_LENGTH,
  journalSlugSchema,
} from '@quire/contracts';

/** Where a new site's `@quire/*` packages come from. */
export type KitSource =
  /** The registry, at this range (default: the kit this generator was released with). */
  | { range?: string | undefined }
  /** Packed tarballs in this folder (`pnpm pack` output): a site tried before the kit is published. */
  | { tarballs: string };

/** What a new journal site is made from: the answers of `create-quire-site`. */
export interface SiteOptions {
  /** The folder to create (absolute, or relative to where the command runs). */
  directory: string;
  /** The site's name, in its header, titles and feeds: "Journal of Computational Ecology". */
  siteName: string;
  /** The slug of the journal the site publishes at its root, as in the Quire API. */
  journal: string;
  /** The short mark in the header ("JCE"): the initials of the name unless given. */
  wordmark: string;
  /** The IANA time zone the site's dates are shown in ("Europe/London"). */
  timeZone: string;
  /** Where the kit's packages come from. */
  kit: KitSource;
}

/** A refusal of the options, naming the option and saying what to give instead. */
export class SiteOptionsError extends Error {
  constructor(
    /** The command-line option at fault, e.g. `--journal`. */
    readonly option: string,
    message: string,
  ) {
    super(`${option}: ${message}`);
    this.name = 'SiteOptionsError';
  }
}

/** "Journal of Computational Ecology" → "JCE": the capitals of its words, at most four. */
export function initialsOf(name: string): string {
  const capitals = name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0]);
  const mark = capitals.join('').slice(0, 4);
  return mark || name.trim().slice(0, 3).toUpperCase();
}

/** "my-journal" → "My Journal": a name to start from when none is given. */
export function nameFromDirectory(directory: string): string {
  return path
    .basename(path.resolve(directory))
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Completes and checks the options as given on the command line: every refusal is a
 * `SiteOptionsError` saying which option and why, before anything is written.
 */
export function resolveSiteOptions(given: {
  directory?: string | undefined;
  siteName?: string | undefined;
  journal?: string | undefined;
  wordmark?: string | undefined;
  timeZone?: string | undefined;
  kit: KitSource;
}): SiteOptions {
  const directory = given.directory?.trim();
  if (!directory) {
    throw new SiteOptionsError('<directory>', 'name the folder to create, e.g. `my-journal`.');
  }
  const siteName = (given.siteName ?? nameFromDirectory(directory)).trim();
  if (!siteName) throw new SiteOptionsError('--name', 'give the site a name.');
  if (siteName.length > JOURNAL_TITLE_MAX_LENGTH) {
    throw new SiteOptionsError('--name', `at most ${JOURNAL_TITLE_MAX_LENGTH} characters.`);
  }
  const journal = journalSlugSchema.safeParse(
    given.journal ?? path.basename(path.resolve(directory)),
  );
  if (!journal.success) {
    const reason = journal.error.issues[0]?.message ?? `match ${JOURNAL_SLUG_PATTERN}.`;
    throw new SiteOptionsError('--journal', `${reason} (the journal's slug in your Quire API)`);
  }
  const wordmark = (given.wordmark ?? initialsOf(siteName)).trim();
  if (!wordmark || wordmark.length > 12) {
    throw new SiteOptionsError('--wordmark', 'one to twelve characters, e.g. "JCE".');
  }
  const timeZone = given.timeZone?.trim() || 'UTC';
  if (!isTimeZone(timeZone)) {
    throw new SiteOptionsError(
      '--time-zone',
      `"${timeZone}" is not a time zone, e.g. "Europe/London".`,
    );
  }
  return {
    directory: path.resolve(directory),
    siteName,
    journal: journal.data,
    wordmark,
    timeZone,
    kit: given.kit,
  };
}
