import type { AddJournalStaffBody, JournalStaffBody, JournalStaffMember } from '@quire/contracts';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';

/**
 * A journal's staff (`admin/journals/{journalId}/staff…`): its managers, editors and section
 * editors read it; its managers and the site's administrators change it.
 */
export interface StaffApi {
  /** `GET admin/journals/{journalId}/staff`: everyone with a staff role, most senior first. */
  list(journalId: number): Promise<{ data: JournalStaffMember[] }>;
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
    list: (journalId) =>
      callEndpoint(context, schemas?.journalStaff, { method: 'get', url: staff(journalId) }),
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
