import type {
  CreateJournalInput,
  JournalSettings,
  JournalSettingsInput,
  ManagedJournalList,
  SectionInput,
  SectionUpdateInput,
} from '@quire/contracts';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';

/**
 * The back office's journals and sections (`admin/journals…`): managers edit their journal's
 * settings and sections; site administrators also create, order, archive and delete journals.
 * Every change answers with the journal's settings as they now are.
 */
export interface JournalsAdminApi {
  /** `GET admin/journals`: the journals the signed-in person works on, in the site's order. */
  list(): Promise<ManagedJournalList>;
  /** `POST admin/journals`: a new journal (409 naming `slug` when the address is taken). */
  create(body: CreateJournalInput): Promise<JournalSettings>;
  /** `PUT admin/journals/order`: every journal id, in the new order. */
  order(ids: number[]): Promise<ManagedJournalList>;
  /** `GET admin/journals/{journalId}`: settings, sections, and what the viewer may change. */
  settings(journalId: number): Promise<JournalSettings>;
  /** `PUT admin/journals/{journalId}`: every setting, from `body.version` (409 when stale). */
  save(journalId: number, body: JournalSettingsInput): Promise<JournalSettings>;
  /** `POST admin/journals/{journalId}/archive` or `/restore`. */
  archive(journalId: number, archived: boolean): Promise<JournalSettings>;
  /** `DELETE admin/journals/{journalId}` (409 when it holds articles or submissions). */
  remove(journalId: number): Promise<void>;
  /** `PUT admin/journals/{journalId}/logo` (an image uploaded as purpose `cover`), or `DELETE` for null. */
  setLogo(journalId: number, fileId: number | null): Promise<JournalSettings>;
  /** `POST admin/journals/{journalId}/sections`. */
  addSection(journalId: number, body: SectionInput): Promise<JournalSettings>;
  /** `PUT admin/journals/{journalId}/sections/{sectionId}` (409 when stale). */
  saveSection(
    journalId: number,
    sectionId: number,
    body: SectionUpdateInput,
  ): Promise<JournalSettings>;
  /** `DELETE admin/journals/{journalId}/sections/{sectionId}` (409 when it files anything). */
  removeSection(journalId: number, sectionId: number): Promise<JournalSettings>;
  /** `PUT admin/journals/{journalId}/sections/order`: every section id, in the new order. */
  orderSections(journalId: number, ids: number[]): Promise<JournalSettings>;
}

/** The back office's journal endpoints on an endpoint context. */
export function createJournalsAdminApi(context: EndpointContext): JournalsAdminApi {
  const journal = (journalId: number) => `admin/journals/${segment(journalId)}`;
  const sections = (journalId: number) => `${journal(journalId)}/sections`;
  const settings = (method: 'get' | 'post' | 'put' | 'delete', url: string, data?: unknown) =>
    callEndpoint(
      context,
      schemas?.journalSettings,
      data === undefined ? { method, url } : { method, url, data },
    );
  return {
    list: () =>
      callEndpoint(context, schemas?.managedJournals, { method: 'get', url: 'admin/journals' }),
    create: (body) => settings('post', 'admin/journals', body),
    order: (ids) =>
      callEndpoint(context, schemas?.managedJournals, {
        method: 'put',
        url: 'admin/journals/order',
        data: { ids },
      }),
    settings: (journalId) => settings('get', journal(journalId)),
    save: (journalId, body) => settings('put', journal(journalId), body),
    archive: (journalId, archived) =>
      settings('post', `${journal(journalId)}/${archived ? 'archive' : 'restore'}`),
    remove: async (journalId) => {
      await callEndpoint(context, undefined, { method: 'delete', url: journal(journalId) });
    },
    setLogo: (journalId, fileId) =>
      fileId === null
        ? settings('delete', `${journal(journalId)}/logo`)
        : settings('put', `${journal(journalId)}/logo`, { fileId }),
    addSection: (journalId, body) => settings('post', sections(journalId), body),
    saveSection: (journalId, sectionId, body) =>
      settings('put', `${sections(journalId)}/${segment(sectionId)}`, body),
    removeSection: (journalId, sectionId) =>
      settings('delete', `${sections(journalId)}/${segment(sectionId)}`),
    orderSections: (journalId, ids) => settings('put', `${sections(journalId)}/order`, { ids }),
  };
}
