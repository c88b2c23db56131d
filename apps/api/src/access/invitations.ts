import type {
  AcceptedInvitation,
  Invitation,
  InvitationBody,
  JournalRole,
  PublicInvitation,
  StaffRole,
} from '@quire/contracts';
import { rolesInWords } from '@quire/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import { generateToken, hashToken } from '../auth/tokens';
import { emailMatches, type UserRow, userColumns } from '../auth/user-view';
import { toIso } from '../content/published';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { invitations, journalRoles, journals, sectionEditors, sections, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { mailQueueOf } from '../mail/app-mail-queue';
import { composeLetter } from '../mail/letter';

/** The one answer to an unknown, used, expired or withdrawn link (which one is nobody's business). */
export const INVITATION_INVALID_MESSAGE =
  'This invitation link is invalid, has expired, or was withdrawn. Ask the journal for a new one.';

/** The page of the web app that accepts an invitation; built from configuration only. */
export function invitationLink(webOrigin: string, token: string): string {
  const url = new URL('/auth/invitation', webOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The sections of `journalId` among `ids`; 400 naming `sectionIds` for any other. */
async function checkSections(db: Database, journalId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.journalId, journalId), inArray(sections.id, [...ids])));
  const ours = new Set(found.map((row) => row.id));
  const foreign = ids.filter((id) => !ours.has(id));
  if (foreign.length > 0) {
    throw new HttpError(400, 'Choose sections of this journal.', {
      sectionIds: [`Sections ${foreign.join(', ')} are not in this journal.`],
    });
  }
}

/** Open invitations: not accepted, not withdrawn. */
const open = () => and(isNull(invitations.acceptedAt), isNull(invitations.cancelledAt));

/** A journal's open invitations (expired ones too, so they can be sent again), newest first. */
export async function listInvitations(db: Database, journalId: number): Promise<Invitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      roles: invitations.roles,
      sectionIds: invitations.sectionIds,
      invitedBy: users.name,
      sentAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      sections: sql<Invitation['sections']>`coalesce((
        select json_agg(json_build_object('id', s.id, 'title', s.title) order by s.position, s.id)
        from ${sections} s where s.id = any(${invitations.sectionIds})), '[]'::json)`,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.journalId, journalId), open()))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    roles: row.roles as StaffRole[],
    sections: row.sections,
    invitedBy: row.invitedBy,
    sentAt: toIso(row.sentAt),
    expiresAt: toIso(row.expiresAt),
    status: row.expiresAt.getTime() > now ? 'pending' : 'expired',
  }));
}

/** Queues the mail of the invitation's link to its address (sent after the answer, retried). */
function mailInvitation(
  context: AppContext,
  invitation: {
    email: string;
    roles: readonly JournalRole[];
    journalTitle: string;
    inviter: string;
  },
  token: string,
): Promise<void> {
  const { config } = context;
  const days = Math.round(config.invitationTtlMs / 86_400_000);
  return mailQueueOf(context).enqueue(
    composeLetter({
      to: invitation.email,
      subject: `[${invitation.journalTitle}] You are invited to join the journal’s staff`,
      greeting: 'Hello,',
      blocks: [
        `${invitation.inviter} invites you to work on ${invitation.journalTitle} as ${rolesInWords(invitation.roles)}.`,
        `Open this link within ${days} days to accept. If you have no account yet, you create one there; if you have one, sign in and accept.`,
        { link: invitationLink(config.webOrigin, token) },
        'If you were not expecting this, ignore this email: nothing changes unless you accept.',
      ],
      signature: ['Kind regards,', invitation.inviter, invitation.journalTitle],
    }),
  );
}

/**
 * Invites `email` to a journal's staff: a new token (stored hashed, expiring after
 * `invitationTtlMs`) mailed as a link. An open invitation to the same address for the same
 * journal is withdrawn first, so only the newest link works.
 */
export async function createInvitation(
  context: AppContext,
  journalId: number,
  body: InvitationBody,
  inviter: { id: number; name: string },
): Promise<Invitation> {
  const { db, config } = context;
  await checkSections(db, journalId, body.sectionIds);
  const [journal] = await db
    .select({ title: journals.title })
    .from(journals)
    .where(eq(journals.id, journalId));
  if (!journal) throw new HttpError(404, 'The journal was not found.');
  const token = generateToken();
  const id = await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ cancelledAt: new Date() })
      .where(
        and(
          eq(invitations.journalId, journalId),
          sql`lower(${invitations.email}) = ${body.email.toLowerCase()}`,
          open(),
        ),
      );
    const [created] = await tx
      .insert(invitations)
      .values({
        tokenHash: hashToken(token),
        email: body.email,
        journalId,
        roles: body.roles,
        sectionIds: body.sectionIds,
        invitedBy: inviter.id,
        expiresAt: new Date(Date.now() + config.invitationTtlMs),
      })
      .returning({ id: invitations.id });
    await recordAudit(tx, {
      actorId: inviter.id,
      journalId,
      action: 'invitation.sent',
      subject: body.email,
      targetId: created?.id ?? null,
      changes: { roles: [null, body.roles], sectionIds: [null, body.sectionIds] },
    });
    return created?.id as number;
  });
  await mailInvitation(
    context,
    { email: body.email, roles: body.roles, journalTitle: journal.title, inviter: inviter.name },
    token,
  );
  const listed = (await listInvitations(db, journalId)).find((entry) => entry.id === id);
  if (!listed) throw new HttpError(409, 'The invitation was withdrawn meanwhile.');
  return listed;
}

/**
 * Sends an open invitation again with a new link and a new expiry (the old link stops working).
 * 404 for an invitation of another journal, accepted or withdrawn.
 */
export async function resendInvitation(
  context: AppContext,
  journalId: number,
  invitationId: number,
  inviter: { id: number; name: string },
): Promise<Invitation> {
  const { db, config } = context;
  const token = generateToken();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({
        tokenHash: hashToken(token),
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + config.invitationTtlMs),
        invitedBy: inviter.id,
      })
      .where(and(eq(invitations.id, invitationId), eq(invitations.journalId, journalId), open()))
      .returning({ email: invitations.email, roles: invitations.roles });
    if (row) {
      await recordAudit(tx, {
        actorId: inviter.id,
        journalId,
        action: 'invitation.resent',
        subject: row.email,
        targetId: invitationId,
      });
    }
    return row;
  });
  if (!updated) throw new HttpError(404, 'The invitation was not found.');
  const [journal] = await db
    .select({ title: journals.title })
    .from(journals)
    .where(eq(journals.id, journalId));
  await mailInvitation(
    context,
    {
      email: updated.email,
      roles: updated.roles,
      journalTitle: journal?.title ?? '',
      inviter: inviter.name,
    },
    token,
  );
  const listed = (await listInvitations(db, journalId)).find((entry) => entry.id === invitationId);
  if (!listed) throw new HttpError(404, 'The invitation was not found.');
  return listed;
}

/** Withdraws an open invitation: its link stops working. False when there was none to withdraw. */
export async function cancelInvitation(
  db: Database,
  journalId: number,
  invitationId: number,
  actorId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(invitations)
      .set({ cancelledAt: new Date() })
      .where(and(eq(invitations.id, invitationId), eq(invitations.journalId, journalId), open()))
      .returning({ id: invitations.id, email: invitations.email });
    if (!cancelled) return false;
    await recordAudit(tx, {
      actorId,
      journalId,
      action: 'invitation.withdrawn',
      subject: cancelled.email,
      targetId: invitationId,
    });
    return true;
  });
}

/** The open, unexpired invitation of a link's token, with its journal; null otherwise. */
async function findUsable(db: Database, token: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      roles: invitations.roles,
      sectionIds: invitations.sectionIds,
      expiresAt: invitations.expiresAt,
      journalId: journals.id,
      slug: journals.slug,
      title: journals.title,
      invitedBy: users.name,
    })
    .from(invitations)
    .innerJoin(journals, eq(journals.id, invitations.journalId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        open(),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** `GET invitations/:token`: what the link offers; 404 with one message for any unusable link. */
export async function readInvitation(db: Database, token: string): Promise<PublicInvitation> {
  const row = await findUsable(db, token);
  if (!row) throw new HttpError(404, INVITATION_INVALID_MESSAGE);
  const [account] = await db.select({ id: users.id }).from(users).where(emailMatches(row.email));
  return {
    email: row.email,
    journal: { slug: row.slug, title: row.title },
    roles: row.roles,
    invitedBy: row.invitedBy,
    expiresAt: toIso(row.expiresAt),
    accountExists: account !== undefined,
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Spends the link inside `tx` and adds its roles (and sections still in the journal) to
 * `userId`'s: roles they hold stay. One conditional UPDATE, so a link is accepted once even when
 * two acceptances race; null when the link is not usable.
 */
async function spend(tx: Transaction, token: string, userId: number) {
  const [spent] = await tx
    .update(invitations)
    .set({ acceptedAt: new Date(), acceptedBy: userId })
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        open(),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .returning({
      journalId: invitations.journalId,
      roles: invitations.roles,
      sectionIds: invitations.sectionIds,
    });
  if (!spent) return null;
  await tx
    .insert(journalRoles)
    .values(spent.roles.map((role) => ({ userId, journalId: spent.journalId, role })))
    .onConflictDoNothing();
  if (spent.sectionIds.length > 0) {
    const stillThere = await tx
      .select({ id: sections.id })
      .from(sections)
      .where(and(eq(sections.journalId, spent.journalId), inArray(sections.id, spent.sectionIds)));
    if (stillThere.length > 0) {
      await tx
        .insert(sectionEditors)
        .values(stillThere.map((section) => ({ userId, sectionId: section.id })))
        .onConflictDoNothing();
    }
  }
  const [journal] = await tx
    .select({ slug: journals.slug, title: journals.title })
    .from(journals)
    .where(eq(journals.id, spent.journalId));
  const held = await tx
    .select({ role: journalRoles.role })
    .from(journalRoles)
    .where(and(eq(journalRoles.userId, userId), eq(journalRoles.journalId, spent.journalId)))
    .orderBy(asc(journalRoles.role));
  return {
    journal: { slug: journal?.slug ?? '', title: journal?.title ?? '' },
    roles: held.map((row) => row.role),
  };
}

/** `POST invitations/:token/accept`: the signed-in account takes the invitation's roles. */
export async function acceptInvitation(
  db: Database,
  token: string,
  userId: number,
): Promise<AcceptedInvitation> {
  const accepted = await db.transaction((tx) => spend(tx, token, userId));
  if (!accepted) throw new HttpError(404, INVITATION_INVALID_MESSAGE);
  return accepted;
}

/**
 * `POST invitations/:token/register`: creates the account of the invited address (the link
 * proves it, as a confirmation link would) and gives it the invitation's roles, in one
 * transaction. 409 when an account uses the address already (sign in and accept instead).
 */
export async function registerByInvitation(
  db: Database,
  token: string,
  account: { name: string; passwordHash: string },
): Promise<UserRow> {
  const usable = await findUsable(db, token);
  if (!usable) throw new HttpError(404, INVITATION_INVALID_MESSAGE);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: account.name, email: usable.email, passwordHash: account.passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) {
      throw new HttpError(
        409,
        'An account already uses this address: sign in with it, then accept the invitation.',
      );
    }
    if (!(await spend(tx, token, created.id))) {
      throw new HttpError(404, INVITATION_INVALID_MESSAGE);
    }
    const [row] = await tx.select(userColumns).from(users).where(eq(users.id, created.id));
    return row as UserRow;
  });
}
