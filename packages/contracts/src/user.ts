import { z } from 'zod';
import { hasValidOrcidChecksum, ORCID_PATTERN } from './identifiers';
import { journalMembershipSchema } from './roles';

/**
 * A user's site role: `admin` is a site administrator (the whole site, its settings and the
 * support chat); everyone else is `author`. What a person may do in one journal comes from
 * their journal roles (`User.journals`).
 */
export const userRoleSchema = z.enum(['author', 'admin']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** An ORCID iD in its bare form (`0000-0002-1825-0097`), checksum verified. */
export const orcidSchema = z
  .string({ error: 'The ORCID iD must be text.' })
  .trim()
  .toUpperCase()
  .regex(ORCID_PATTERN, { error: 'Enter an ORCID iD like 0000-0002-1825-0097.' })
  .refine(hasValidOrcidChecksum, {
    error: 'This ORCID iD has a typo (its check digit does not match).',
  });

/** The signed-in user's own account, as the session and sign-in answers return it. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: userRoleSchema,
  affiliation: z.string().nullable(),
  orcid: z.string().nullable(),
  bio: z.string().nullable(),
  /** Absolute URL of the avatar (`backendUrl/{path}`), or null for the site's default avatar. */
  avatarUrl: z.string().nullable(),
  /** The journals in which the user holds roles, in the site's journal order. */
  journals: z.array(journalMembershipSchema),
});
export type User = z.infer<typeof userSchema>;

/** `GET auth/session`: who is signed in and until when (ISO date-time). */
export const sessionSchema = z.object({
  user: userSchema,
  expiresAt: z.iso.datetime(),
});
export type Session = z.infer<typeof sessionSchema>;
