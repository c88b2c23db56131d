import { z } from 'zod';

/** A licence an article is published under, as journals offer them. */
export interface LicenseOption {
  /** Stable key used in forms and the API. */
  id: string;
  /** Short name shown on badges and in citations (`CC BY 4.0`). */
  name: string;
  /** The licence's canonical deed. */
  url: string;
}

/**
 * The licences editors can choose when publishing: the Creative Commons 4.0 family and CC0, the
 * licences open-access journals use (DOAJ accepts these; OJS offers the same list).
 */
export const LICENSE_OPTIONS = [
  { id: 'cc-by-4.0', name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  {
    id: 'cc-by-sa-4.0',
    name: 'CC BY-SA 4.0',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  {
    id: 'cc-by-nc-4.0',
    name: 'CC BY-NC 4.0',
    url: 'https://creativecommons.org/licenses/by-nc/4.0/',
  },
  {
    id: 'cc-by-nc-sa-4.0',
    name: 'CC BY-NC-SA 4.0',
    url: 'https://creativecommons.org/licenses/by-nc-sa/4.0/',
  },
  {
    id: 'cc-by-nd-4.0',
    name: 'CC BY-ND 4.0',
    url: 'https://creativecommons.org/licenses/by-nd/4.0/',
  },
  {
    id: 'cc-by-nc-nd-4.0',
    name: 'CC BY-NC-ND 4.0',
    url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  },
  { id: 'cc0-1.0', name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
] as const satisfies readonly LicenseOption[];

/** The id of one of `LICENSE_OPTIONS`. */
export type LicenseId = (typeof LICENSE_OPTIONS)[number]['id'];

const licenseIds = LICENSE_OPTIONS.map((option) => option.id) as [LicenseId, ...LicenseId[]];

/** A licence chosen in a form or request body. */
export const licenseIdSchema = z.enum(licenseIds, {
  error: 'Choose one of the licences offered.',
});

/** A licence as the API reports it (a journal's default). */
export const licenseSchema = z.object({ name: z.string(), url: z.string().nullable() });
export type License = z.infer<typeof licenseSchema>;

/**
 * The offered licence with this deed URL (ignoring `http`/`https` and a trailing slash), if any:
 * how pages recognise a Creative Commons licence to show its badge.
 * @example licenseByUrl('http://creativecommons.org/licenses/by/4.0')?.name // 'CC BY 4.0'
 */
export function licenseByUrl(url: string | null | undefined): LicenseOption | undefined {
  if (!url) return undefined;
  const normalise = (value: string) => value.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const wanted = normalise(url);
  return LICENSE_OPTIONS.find((option) => normalise(option.url) === wanted);
}
