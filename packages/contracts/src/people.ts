import { z } from 'zod';
import { pageQuerySchema } from './common';
import { fromDigits, MAX_ID, pathIdSchema } from './fields';
import { hasNoControlCharacters } from './params';
import { JOURNAL_ROLES } from './role-rules';
import { journalMembershipSchema } from './roles';

/** A role to filter the people list by: site administrator, or a journal role. */
export const PEOPLE_ROLE_FILTERS = ['site_admin', ...JOURNAL_ROLES] as const;

/** How the people list can be ordered. */
export const PEOPLE_SORTS = ['name', 'email', 'lastSignIn', 'joined'] as const;

/**
 * `GET admin/users`: the site's people (site administrators only), searched by name or email,
 * filtered by role, journal and state, ordered and paged.
 */
export const peopleQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200, { error: 'Search with at most 200 characters.' }).optional(),
  role: z
    .enum(PEOPLE_ROLE_FILTERS, { error: `Filter by one of: ${PEOPLE_ROLE_FILTERS.join(', ')}.` })
    .optional(),
  /** A journal's slug: people with a role in it. */
  journal: z
    .string()
    .trim()
    .max(200, { error: 'A journal is named by its address, at most 200 characters.' })
    .refine(hasNoControlCharacters, { error: 'A journal is named by its address.' })
    .optional(),
  status: z.enum(['active', 'disabled'], { error: 'Filter by active or disabled.' }).optional(),
  sort: z
    .enum(PEOPLE_SORTS, { error: `Sort by one of: ${PEOPLE_SORTS.join(', ')}.` })
    .default('name'),
  dir: z.enum(['asc', 'desc'], { error: 'Order asc or desc.' }).default('asc'),
  /**
   * The id of the last person of the page before, in this order: the page is read from just
   * after them through the sort's index (keyset paging), so a deep page costs what the first
   * does. `page` still numbers it. An id of no one reads as no `after`.
   */
  after: fromDigits(
    z
      .number({ error: 'Page after a person: their id, a whole number.' })
      .int({ error: 'Page after a person: their id, a whole number.' })
      .positive({ error: 'Page after a person: their id, greater than 0.' })
      .max(MAX_ID, { error: 'Page after a person: that id is too large.' }),
  ).optional(),
});
export type PeopleQuery = z.input<typeof peopleQuerySchema>;

/** One person as the site administrators' people list shows them. */
export const personSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  affiliation: z.string().nullable(),
  siteAdmin: z.boolean(),
  journals: z.array(journalMembershipSchema),
  disabled: z.boolean(),
  /** ISO date-times; `lastSignInAt` null when not recorded yet. */
  lastSignInAt: z.iso.datetime().nullable(),
  joinedAt: z.iso.datetime(),
});
export type Person = z.infer<typeof personSchema>;

/** `…/users/:userId`. */
export const personParamsSchema = z.object({ userId: pathIdSchema });
export type PersonParams = z.infer<typeof personParamsSchema>;
