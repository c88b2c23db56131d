import {
  type CrossrefStatus,
  crossrefStatusSchema,
  type DoiSettings,
  type DoiSettingsInput,
  doiSettingsSchema,
} from '@quire/contracts';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';

// Checked answers outside production, like the other endpoints' (`contract-schemas.ts`).
const schemas =
  process.env.NODE_ENV === 'production'
    ? undefined
    : { settings: doiSettingsSchema, status: crossrefStatusSchema };

/** What a Crossref deposit is of. */
export type CrossrefSubject = { kind: 'issue' | 'article'; id: number };

/**
 * DOIs and Crossref deposits: a journal's DOI settings (`admin/journals/{id}/doi`: read by its
 * staff, saved by its managers; the password is write-only), and per issue or article the deposit
 * state of its DOIs, the deposit's XML (validated by the API against Crossref's schema) and a
 * deposit made now.
 */
export interface DoisApi {
  /** `GET admin/journals/{journalId}/doi`. */
  settings(journalId: number): Promise<DoiSettings>;
  /** `PUT admin/journals/{journalId}/doi` from `body.version` (409 when stale). */
  saveSettings(journalId: number, body: DoiSettingsInput): Promise<DoiSettings>;
  /** `GET admin/issues/{id}/crossref` or `admin/articles/{id}/crossref`. */
  status(subject: CrossrefSubject): Promise<CrossrefStatus>;
  /** `GET …/crossref.xml`: the deposit's XML (409, 422 or 503 when it cannot be offered). */
  xml(subject: CrossrefSubject): Promise<string>;
  /** `POST …/crossref/deposit`: deposited now, and the state after. */
  deposit(subject: CrossrefSubject): Promise<CrossrefStatus>;
}

/** The DOI endpoints on an endpoint context. */
export function createDoisApi(context: EndpointContext): DoisApi {
  const settingsUrl = (journalId: number) => `admin/journals/${segment(journalId)}/doi`;
  const base = ({ kind, id }: CrossrefSubject) =>
    `admin/${kind === 'issue' ? 'issues' : 'articles'}/${segment(id)}/crossref`;
  return {
    settings: (journalId) =>
      callEndpoint(context, schemas?.settings, { method: 'get', url: settingsUrl(journalId) }),
    saveSettings: (journalId, body) =>
      callEndpoint(context, schemas?.settings, {
        method: 'put',
        url: settingsUrl(journalId),
        data: body,
      }),
    status: (subject) =>
      callEndpoint(context, schemas?.status, { method: 'get', url: base(subject) }),
    xml: (subject) =>
      callEndpoint<string>(context, undefined, {
        method: 'get',
        url: `${base(subject)}.xml`,
        responseType: 'text',
        // Kept as text: axios would otherwise try to read it as JSON.
        transformResponse: (data: unknown) => data,
      }),
    deposit: (subject) =>
      callEndpoint(context, schemas?.status, { method: 'post', url: `${base(subject)}/deposit` }),
  };
}
