import type {
  AcceptedInvitation,
  AddJournalStaffBody,
  Invitation,
  InvitationBody,
  InvitationRegisterBody,
  JournalStaffBody,
  JournalStaffMember,
  JournalStaffQuery,
  PageMeta,
  PeopleQuery,
  Person,
  PublicInvitation,
  SignInResponse,
  StaffCandidate,
} from '@quire/contracts';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';

/**
 * A journal's staff (`admin/journals/{journalId}/staff…`): its managers, editors and section
 * editors read it; its managers and the site's administrators change it.
 */
export interface StaffApi {
  /**
   * `GET admin/journals/{journalId}/staff`: everyone with a staff role, most senior first (with
   * `q`, those whose name or email contains it).
   */
  list(journalId: number, query?: JournalStaffQuery): Promise<{ data: JournalStaffMember[] }>;
  /**
   * `GET admin/journals/{journalId}/staff/candidates?name=`: up to ten accounts whose name
   * contains `name`, to add one to the staff (400 names `name` under two letters).
   */
  candidates(journalId: number, name: string): Promise<{ data: StaffCandidate[] }>;
  /** `POST admin/journals/{journalId}/staff`: roles for the account at `email` (404 names `email`). */
  add(journalId: number, body: AddJournalStaffBody): Promise<JournalStaffMember>;
  /** `PUT admin/journals/{journalId}/staff/{userId}`: exactly these roles (and sections). */
  set(journalId: number, userId: number, body: JournalStaffBody): Promise<JournalStaffMember>;
  /** `DELETE admin/journals/{journalId}/staff/{userId}`: every staff role taken away. */
  remove(journalId: number, userId: number): Promise<void>;
}

/** The staff endpoints on an endpoint context. */
export function createStaffApi(context: EndpointContext): StaffApi {
  const staff = (journalId: number) => `admin/journals/${segment(journalId)}/staff`;
  const member = (journalId: number, userId: number) => `${staff(journalId)}/${segment(userId)}`;
  return {
    list: (journalId, query = {}) =>
      callEndpoint(context, schemas?.journalStaff, {
        method: 'get',
        url: staff(journalId),
        params: query,
      }),
    candidates: (journalId, name) =>
      callEndpoint(context, schemas?.staffCandidates, {
        method: 'get',
        url: `${staff(journalId)}/candidates`,
        params: { name },
      }),
    add: (journalId, body) =>
      callEndpoint(context, schemas?.journalStaffMember, {
        method: 'post',
        url: staff(journalId),
        data: body,
      }),
    set: (journalId, userId, body) =>
      callEndpoint(context, schemas?.journalStaffMember, {
        method: 'put',
        url: member(journalId, userId),
        data: body,
      }),
    remove: async (journalId, userId) => {
      await callEndpoint(context, undefined, { method: 'delete', url: member(journalId, userId) });
    },
  };
}

/**
 * Invitations to a journal's staff: its managers send, resend and withdraw them
 * (`admin/journals/{journalId}/invitations…`); the invited person reads, accepts or registers
 * with the link's token (`invitations/{token}…`).
 */
export interface InvitationsApi {
  /** `GET admin/journals/{journalId}/invitations`: the open ones (expired too), newest first. */
  list(journalId: number): Promise<{ data: Invitation[] }>;
  /** `POST admin/journals/{journalId}/invitations`: mails a link to `email`. */
  create(journalId: number, body: InvitationBody): Promise<Invitation>;
  /** `POST …/invitations/{id}/resend`: a new link and expiry; the old link stops working. */
  resend(journalId: number, invitationId: number): Promise<Invitation>;
  /** `DELETE …/invitations/{id}`: withdraws it. */
  cancel(journalId: number, invitationId: number): Promise<void>;
  /** `GET invitations/{token}`: what the link offers (404 for one that is not usable). */
  read(token: string): Promise<PublicInvitation>;
  /** `POST invitations/{token}/accept`: the signed-in account takes the roles. */
  accept(token: string): Promise<AcceptedInvitation>;
  /** `POST invitations/{token}/register`: creates the invited account, accepts, signs in. */
  register(token: string, body: InvitationRegisterBody): Promise<SignInResponse>;
}

/** The invitation endpoints on an endpoint context. */
export function createInvitationsApi(context: EndpointContext): InvitationsApi {
  const of = (journalId: number) => `admin/journals/${segment(journalId)}/invitations`;
  const one = (journalId: number, id: number) => `${of(journalId)}/${segment(id)}`;
  const link = (token: string) => `invitations/${segment(token)}`;
  return {
    list: (journalId) =>
      callEndpoint(context, schemas?.invitations, { method: 'get', url: of(journalId) }),
    create: (journalId, body) =>
      callEndpoint(context, schemas?.invitation, {
        method: 'post',
        url: of(journalId),
        data: body,
      }),
    resend: (journalId, invitationId) =>
      callEndpoint(context, schemas?.invitation, {
        method: 'post',
        url: `${one(journalId, invitationId)}/resend`,
      }),
    cancel: async (journalId, invitationId) => {
      await callEndpoint(context, undefined, {
        method: 'delete',
        url: one(journalId, invitationId),
      });
    },
    read: (token) =>
      callEndpoint(context, schemas?.publicInvitation, { method: 'get', url: link(token) }),
    accept: (token) =>
      callEndpoint(context, schemas?.acceptedInvitation, {
        method: 'post',
        url: `${link(token)}/accept`,
      }),
    register: (token, body) =>
      callEndpoint(context, schemas?.signInResponse, {
        method: 'post',
        url: `${link(token)}/register`,
        data: body,
      }),
  };
}

/** The site's people (`admin/users…`, site administrators only). */
export interface PeopleApi {
  /** `GET admin/users`: searched, filtered, ordered and paged. */
  list(query?: PeopleQuery): Promise<{ data: Person[]; meta: PageMeta }>;
  /** `POST admin/users/{id}/disable`: sessions and sockets end; sign-in is refused. */
  disable(userId: number): Promise<void>;
  /** `POST admin/users/{id}/enable`. */
  enable(userId: number): Promise<void>;
  /** `PUT` / `DELETE admin/users/{id}/site-admin`: give or take the site administrator role (409 for the last one). */
  setSiteAdmin(userId: number, admin: boolean): Promise<void>;
}

/** The people endpoints on an endpoint context. */
export function createPeopleApi(context: EndpointContext): PeopleApi {
  const one = (userId: number) => `admin/users/${segment(userId)}`;
  return {
    list: (query) =>
      callEndpoint(context, schemas?.people, { method: 'get', url: 'admin/users', params: query }),
    disable: async (userId) => {
      await callEndpoint(context, undefined, { method: 'post', url: `${one(userId)}/disable` });
    },
    enable: async (userId) => {
      await callEndpoint(context, undefined, { method: 'post', url: `${one(userId)}/enable` });
    },
    setSiteAdmin: async (userId, admin) => {
      await callEndpoint(context, undefined, {
        method: admin ? 'put' : 'delete',
        url: `${one(userId)}/site-admin`,
      });
    },
  };
}
