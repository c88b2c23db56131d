import { isApiError } from '@quire/api-client';
import {
  addJournalStaffBodySchema,
  type Invitation,
  isSiteAdministrator,
  JOURNAL_ROLE_NAMES,
  type JournalStaffMember,
  journalStaffBodySchema,
  type Session,
  type StaffRole,
} from '@quire/contracts';
import {
  journalSite,
  type SiteDate,
  type SiteDatedText,
  siteDate,
  siteDatedText,
} from '@quire/site';
import {
  apiContext,
  formFailure,
  localFailure,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { journalStaffPath } from '../../lib/panel-paths';
import { panelTexts } from '../../texts';
import { editorJournals } from '../editor-journals.server';
import { messagesByField } from '../journals/journal-forms.server';
import { rethrowApiError } from '../submission/api-errors.server';
import { findStaffCandidates } from './staff-candidates.server';

/** An open invitation as the staff page shows it. */
export interface InvitationView {
  id: number;
  email: string;
  roleNames: string;
  sections: string;
  /** `Sent 29-11-2026 by Elena Okafor`. */
  sent: SiteDatedText | null;
  /** `The link works until 13-12-2026`, or `The link expired on …`. */
  expiry: SiteDatedText | null;
  expired: boolean;
}

function toInvitationView(invitation: Invitation): InvitationView {
  const texts = panelTexts();
  const expired = invitation.status === 'expired';
  return {
    id: invitation.id,
    email: invitation.email,
    roleNames: invitation.roles.map((role) => JOURNAL_ROLE_NAMES[role]).join(', '),
    sections: invitation.sections.map((section) => section.title).join(', '),
    sent: siteDatedText(
      (date) => texts.invitationSent(date, invitation.invitedBy),
      invitation.sentAt,
    ),
    expiry: siteDatedText(
      expired ? texts.invitationExpired : texts.invitationExpires,
      invitation.expiresAt,
    ),
    expired,
  };
}

/** One person of a journal's staff as the staff page shows them. */
export interface StaffMemberView {
  id: number;
  name: string;
  email: string;
  affiliation: string | null;
  roles: StaffRole[];
  /** `Editor, Reviewer`. */
  roleNames: string;
  sections: Array<{ id: number; title: string }>;
  /** When they joined the staff, as the site writes dates. */
  since: SiteDate | null;
  /** When they last signed in, or null. */
  lastSignIn: SiteDate | null;
}

function toMemberView(member: JournalStaffMember): StaffMemberView {
  return {
    ...member.user,
    roles: member.roles,
    roleNames: member.roles.map((role) => JOURNAL_ROLE_NAMES[role]).join(', '),
    sections: member.sections,
    since: siteDate(member.since),
    lastSignIn: siteDate(member.lastSignInAt),
  };
}

/** `{paths.staff}`: the journals whose staff this editor may see, each linking to its page. */
export async function loadStaffJournals(
  { context }: Pick<RequestArgs, 'context'>,
  editor: Session['user'],
) {
  const { paths } = journalSite();
  const journals = await editorJournals({ context }, editor);
  return {
    journals: journals.map((journal) => ({
      ...journal,
      href: journalStaffPath(paths, journal.slug),
    })),
  };
}

/** Whether the editor may change this journal's staff (its managers, site administrators). */
function mayChangeStaff(editor: Session['user'], journalId: number): boolean {
  return (
    isSiteAdministrator(editor) ||
    editor.journals.some(
      (entry) => entry.journalId === journalId && entry.roles.includes('manager'),
    )
  );
}

/** The journal of a staff page's address; 404 for one that is not (or cannot be) a journal's. */
async function journalOf(context: RequestArgs['context'], slug: string) {
  try {
    return await context.get(apiContext).content.journal({ params: { slug } });
  } catch (caught) {
    // The API refuses an address that cannot be a slug (400): no journal has it.
    if (isApiError(caught) && caught.status === 400) throw data('Not Found', { status: 404 });
    return rethrowApiError(caught);
  }
}

/**
 * `{paths.staff}/{slug}`: the journal's staff with their roles and sections, its sections (for
 * the section editors' choice), and whether this editor may change the staff. 404 for a journal
 * that does not exist or whose staff they may not see.
 */
export async function loadJournalStaff(
  { request, context }: RequestArgs,
  editor: Session['user'],
  slug: string,
) {
  const api = context.get(apiContext);
  const journal = await journalOf(context, slug);
  const canChange = mayChangeStaff(editor, journal.id);
  // Control characters (a NUL, a line break) name no one: read as spaces, as the people page does.
  const q = (new URL(request.url).searchParams.get('q') ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, 200);
  const url = new URL(request.url);
  const [staff, invitations, finding] = await Promise.all([
    api.staff
      .list({ params: { journalId: journal.id }, query: q ? { q } : {} })
      .catch(rethrowApiError),
    canChange
      ? api.invitations.list({ params: { journalId: journal.id } }).then((list) => list.data)
      : [],
    // Only those who may add someone search the site's accounts by name.
    canChange ? findStaffCandidates(api, journal.id, url) : null,
  ]);
  return {
    journal: { id: journal.id, slug: journal.slug, title: journal.title },
    sections: journal.sections.map(({ id, title }) => ({ id, title })),
    members: staff.data.map(toMemberView),
    invitations: invitations.map(toInvitationView),
    canChange,
    /** The search the list is filtered by ('' for everyone). */
    q,
    /** The search by name of someone to add (managers only). */
    finding,
    saved: new URL(request.url).searchParams.get('saved') ?? '',
  };
}

/** What a refused staff form gets back: which form it was and what was chosen. */
export interface StaffFormValues {
  intent: string;
  /** The person the form was about ('' for the add form). */
  userId: string;
  /** The invitation the form was about ('' but for resend and cancel). */
  invitationId: string;
  email: string;
  roles: string[];
  sectionIds: string[];
}

/** The staff roles and sections ticked in a form (unknown roles are left to the contract). */
function readChoices(form: FormData) {
  const roles = form.getAll('roles').filter((value): value is string => typeof value === 'string');
  const sectionIds = form
    .getAll('sectionIds')
    .filter((value): value is string => typeof value === 'string');
  return { roles, sectionIds };
}

/**
 * The staff page's posts, by `intent`: `add` (email, roles, sections: the account at that
 * address gets them at once, and an address without one is invited), `change` (a person's roles
 * and sections), `remove` (a person), and `resend` / `cancel` (an invitation). Each is checked with the contract first, so a
 * refusal names its field before the API is asked; the API's own refusals (no account at that
 * address, a section of another journal) come back the same way.
 */
export async function journalStaffAction({ request, context }: RequestArgs, slug: string) {
  const form = await readFormData(request);
  const api = context.get(apiContext);
  const journal = await journalOf(context, slug);
  const intent = textField(form, 'intent');
  const choices = readChoices(form);
  const values: StaffFormValues = {
    intent,
    userId: textField(form, 'userId'),
    invitationId: textField(form, 'invitationId'),
    email: textField(form, 'email').trim(),
    ...choices,
  };
  const done = (saved: string) =>
    redirect(`${journalStaffPath(journalSite().paths, slug)}?saved=${saved}`);
  const sectionIds = choices.sectionIds.map(Number);
  const invitationId = Number(values.invitationId);
  if (intent === 'resend' || intent === 'cancel') {
    if (!(Number.isInteger(invitationId) && invitationId > 0)) {
      throw data(panelTexts().unknownAction, { status: 400 });
    }
    try {
      if (intent === 'resend')
        await api.invitations.resend({ params: { journalId: journal.id, invitationId } });
      else await api.invitations.cancel({ params: { journalId: journal.id, invitationId } });
    } catch (caught) {
      return formFailure(caught, values);
    }
    return done(intent === 'resend' ? 'resent' : 'withdrawn');
  }
  const userId = Number(values.userId);
  if (intent !== 'add' && !(Number.isInteger(userId) && userId > 0)) {
    throw data(panelTexts().unknownAction, { status: 400 });
  }
  try {
    if (intent === 'remove') {
      await api.staff.remove({ params: { journalId: journal.id, userId } });
      return done('removed');
    }
    if (intent === 'add') {
      const parsed = addJournalStaffBodySchema.safeParse({
        email: values.email,
        roles: choices.roles,
        sectionIds,
      });
      if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
      try {
        await api.staff.add({ params: { journalId: journal.id }, body: parsed.data });
      } catch (caught) {
        // No account at the address: the person is invited instead, and creates it from the link.
        if (!(isApiError(caught) && caught.status === 404 && caught.fieldErrors.email))
          throw caught;
        await api.invitations.create({ params: { journalId: journal.id }, body: parsed.data });
        return done('invited');
      }
      return done('added');
    }
    if (intent === 'change') {
      const parsed = journalStaffBodySchema.safeParse({ roles: choices.roles, sectionIds });
      if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
      await api.staff.set({ params: { journalId: journal.id, userId }, body: parsed.data });
      return done('changed');
    }
  } catch (caught) {
    return formFailure(caught, values);
  }
  throw data(panelTexts().unknownAction, { status: 400 });
}
