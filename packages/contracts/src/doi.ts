import { z } from 'zod';
import { emailSchema } from './auth';
import { optionalLine, versionSchema } from './fields';

/*
 * DOIs and Crossref deposits (`admin/journals/:journalId/doi`, `admin/issues/:issueId/crossref`,
 * `admin/articles/:articleId/crossref`). A journal has a DOI prefix (`10.NNNN`) and two suffix
 * patterns, one for its issues and one for its articles, written with placeholders in braces like
 * OJS's DOI plugin writes them with `%` letters (`%j.v%vi%i` → `{journal}.v{volume}i{issue}`).
 * DOIs are minted from them when an issue or article is published and then never change: a
 * pattern changed later applies to what is published after.
 */

/** A DOI prefix: the `10.` directory and a registrant code of four to nine digits (`10.5555`). */
export const DOI_PREFIX_PATTERN = /^10\.\d{4,9}$/;

/** The longest suffix pattern (characters). */
export const DOI_PATTERN_MAX_LENGTH = 100;

/**
 * The placeholders a suffix pattern may hold, with what each becomes (OJS's letter in brackets):
 * `{journal}` the journal's abbreviation (else its address name), lower case, spaces and
 * punctuation dropped (`%j`); `{volume}` (`%v`), `{issue}` the issue's number (`%i`), `{year}`
 * the issue's year (`%Y`), `{article}` the article's id in Quire (`%a`), `{page}` its first page
 * (`%p`); `{notice}` a notice's id in Quire (notice patterns only, where `{year}` is the year of
 * the notice's date and `{article}` the id of the article it updates).
 */
export const DOI_PLACEHOLDERS = [
  'journal',
  'volume',
  'issue',
  'year',
  'article',
  'page',
  'notice',
] as const;
export type DoiPlaceholder = (typeof DOI_PLACEHOLDERS)[number];

/** The article pattern a journal starts with. */
export const DEFAULT_ARTICLE_DOI_PATTERN = '{journal}.{year}.{article}';
/** The issue pattern a journal starts with. */
export const DEFAULT_ISSUE_DOI_PATTERN = '{journal}.v{volume}i{issue}';
/** The notice (correction, retraction…) pattern a journal starts with. */
export const DEFAULT_NOTICE_DOI_PATTERN = '{journal}.{year}.{article}.n{notice}';

/**
 * Characters a suffix keeps: Crossref recommends letters, digits and `-._;()/` only (others must be
 * encoded in links and are often mistyped).
 */
const SUFFIX_CHARACTERS = /^[A-Za-z0-9\-._;()/]+$/;

/** The values a pattern is expanded with (absent ones: the placeholder cannot be used). */
export type DoiPatternValues = Partial<Record<DoiPlaceholder, string | number | null>>;

/** The `{journal}` of a journal: its abbreviation (else slug), lower case, letters and digits only. */
export function doiJournalCode(journal: { abbreviation: string | null; slug: string }): string {
  const source = journal.abbreviation?.trim() || journal.slug;
  return source
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}

/**
 * A suffix from its pattern, or null when a placeholder has no value (an article without pages
 * for `{page}`). Values are stripped of characters a suffix does not keep.
 */
export function expandDoiPattern(pattern: string, values: DoiPatternValues): string | null {
  let missing = false;
  const suffix = pattern.replace(/\{([a-z]+)\}/g, (_, name: string) => {
    const value = values[name as DoiPlaceholder];
    const text = value === null || value === undefined ? '' : String(value);
    const clean = text.replace(/[^A-Za-z0-9\-._;()]/g, '');
    if (clean === '') missing = true;
    return clean;
  });
  return missing ? null : suffix;
}

/** The first page of a page range (`12–34` → `12`), or null. */
export function firstPage(pages: string | null): string | null {
  const first = pages?.split(/[-–—]/)[0]?.trim();
  return first ? first : null;
}

/** Why a suffix pattern cannot be used, or null when it can. */
export function doiPatternProblem(
  pattern: string,
  kind: 'article' | 'issue' | 'notice',
): string | null {
  const unknown = [...pattern.matchAll(/\{([^}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(DOI_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    return `Unknown placeholder {${unknown[0]}}: use ${DOI_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}.`;
  }
  const literal = pattern.replace(/\{[a-z]+\}/g, '');
  if (literal !== '' && !SUFFIX_CHARACTERS.test(literal)) {
    return 'Outside placeholders a pattern keeps to letters, digits and - . _ ; ( ) /.';
  }
  if (kind === 'article' && !pattern.includes('{article}') && !pattern.includes('{page}')) {
    return 'Include {article} (or {page}) so that each article gets its own DOI.';
  }
  if (kind !== 'notice' && pattern.includes('{notice}')) {
    return 'Only the notice pattern has {notice}.';
  }
  if (kind === 'notice' && !pattern.includes('{notice}')) {
    return 'Include {notice} so that each notice gets its own DOI.';
  }
  if (kind === 'notice' && (pattern.includes('{page}') || pattern.includes('{issue}'))) {
    return 'A notice has no {page} or {issue} of its own: use {journal}, {year}, {article} and {notice}.';
  }
  if (kind === 'issue' && !pattern.includes('{issue}')) {
    return 'Include {issue} so that each issue gets its own DOI.';
  }
  if (kind === 'issue' && (pattern.includes('{article}') || pattern.includes('{page}'))) {
    return 'An issue has no {article} or {page}: use {journal}, {volume}, {issue} and {year}.';
  }
  return null;
}

function patternSchema(label: string, kind: 'article' | 'issue' | 'notice') {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, { error: `Enter ${label.toLowerCase()}.` })
    .max(DOI_PATTERN_MAX_LENGTH, {
      error: `${label} has at most ${DOI_PATTERN_MAX_LENGTH} characters.`,
    })
    .superRefine((value, context) => {
      const problem = doiPatternProblem(value, kind);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

/** Crossref's two deposit services: its test system, and production (real registrations). */
export const CROSSREF_ENVIRONMENTS = ['test', 'production'] as const;
export type CrossrefEnvironment = (typeof CROSSREF_ENVIRONMENTS)[number];

/**
 * `PUT admin/journals/:journalId/doi` (the journal's managers): the DOI prefix, patterns and the
 * Crossref depositor. The password is write-only: blank keeps the stored one, and
 * `clearPassword` removes it.
 */
export const doiSettingsBodySchema = z
  .object({
    version: versionSchema,
    prefix: z
      .string({ error: 'The DOI prefix must be text.' })
      .trim()
      .refine((value) => value === '' || DOI_PREFIX_PATTERN.test(value), {
        error: 'A DOI prefix is 10. and four to nine digits, like 10.5555.',
      })
      .nullish()
      .transform((value) => value || null),
    articlePattern: patternSchema('The article pattern', 'article'),
    issuePattern: patternSchema('The issue pattern', 'issue'),
    /** Absent: the stored one is kept (clients written before notices had DOIs). */
    noticePattern: patternSchema('The notice pattern', 'notice').optional(),
    /** The DOI of the journal's Crossmark policy page (notices' deposits need it); absent: kept. */
    crossmarkPolicyDoi: z
      .string({ error: 'The Crossmark policy DOI must be text.' })
      .trim()
      .refine((value) => value === '' || /^10\.\d{4,9}\/\S+$/.test(value), {
        error: 'A Crossmark policy DOI looks like 10.5555/policy.',
      })
      .nullish()
      // Absent keeps the stored one; blank or null removes it.
      .transform((value) => (value === undefined ? undefined : value || null)),
    depositorName: optionalLine('The depositor name', 130),
    depositorEmail: z
      .union([z.literal('').transform(() => null), emailSchema])
      .nullish()
      .transform((value) => value ?? null),
    username: optionalLine('The Crossref username', 200),
    password: z
      .string({ error: 'The Crossref password must be text.' })
      .max(200, { error: 'The Crossref password has at most 200 characters.' })
      .nullish()
      .transform((value) => value || null),
    clearPassword: z.boolean().default(false),
    environment: z.enum(CROSSREF_ENVIRONMENTS, {
      error: 'Choose Crossref’s test system or production.',
    }),
  })
  .superRefine((body, context) => {
    if (body.username && !body.depositorEmail) {
      context.addIssue({
        code: 'custom',
        path: ['depositorEmail'],
        message: 'Crossref writes to the depositor about each deposit: give their email.',
      });
    }
  });
export type DoiSettingsBody = z.infer<typeof doiSettingsBodySchema>;
/** The DOI settings as a form or client writes them. */
export type DoiSettingsInput = z.input<typeof doiSettingsBodySchema>;

/** The DOI settings of a journal as its managers see them: never the password itself. */
export const doiSettingsSchema = z.object({
  prefix: z.string().nullable(),
  articlePattern: z.string(),
  issuePattern: z.string(),
  noticePattern: z.string(),
  crossmarkPolicyDoi: z.string().nullable(),
  depositorName: z.string().nullable(),
  depositorEmail: z.string().nullable(),
  username: z.string().nullable(),
  /** Whether a password is stored (it is never sent back). */
  hasPassword: z.boolean(),
  environment: z.enum(CROSSREF_ENVIRONMENTS),
  /** What the patterns give for the journal's newest issue, as an example. */
  example: z.object({
    issue: z.string().nullable(),
    article: z.string().nullable(),
    notice: z.string().nullable(),
  }),
  version: z.number().int(),
});
export type DoiSettings = z.infer<typeof doiSettingsSchema>;

/** Where a DOI's deposit with Crossref stands. */
export const DEPOSIT_STATUSES = ['none', 'queued', 'deposited', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** One DOI and its deposit. */
export const doiDepositSchema = z.object({
  doi: z.string(),
  /** What it names: `issue`, `article` (with the article's title) or `notice` ("Retraction: …"). */
  kind: z.enum(['issue', 'article', 'notice']),
  itemId: z.number().int(),
  title: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** Crossref's answer (a refusal's message, or the batch it received). */
  message: z.string().nullable(),
  attempts: z.number().int(),
  /** When the next try is due (queued), or null. */
  nextAttemptAt: z.iso.datetime().nullable(),
  depositedAt: z.iso.datetime().nullable(),
});
export type DoiDeposit = z.infer<typeof doiDepositSchema>;

/** `GET admin/issues/:issueId/crossref` and `admin/articles/:articleId/crossref`: the DOIs and their deposits. */
export const crossrefStatusSchema = z.object({
  /** Whether the journal has a DOI prefix (else nothing is minted). */
  hasPrefix: z.boolean(),
  /** Whether the journal can deposit (a username and a password are stored). */
  canDeposit: z.boolean(),
  environment: z.enum(CROSSREF_ENVIRONMENTS),
  dois: z.array(doiDepositSchema),
});
export type CrossrefStatus = z.infer<typeof crossrefStatusSchema>;
