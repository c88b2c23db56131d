import {
  accountEndpoints,
  adminChatEndpoints,
  attentionEndpoints,
  auditEndpoints,
  authEndpoints,
  chatEndpoints,
  contactEndpoints,
  contentEndpoints,
  type DiscussionAttachment,
  discussionsEndpoints,
  doisEndpoints,
  type EndpointDeclaration,
  type EndpointInput,
  editorEndpoints,
  editorialEndpoints,
  endpointPath,
  filesEndpoints,
  invitationsEndpoints,
  journalsAdminEndpoints,
  panelEndpoints,
  peopleEndpoints,
  productionEndpoints,
  reviewEndpoints,
  siteSettingsEndpoints,
  staffEndpoints,
  submissionsEndpoints,
} from '@quire/contracts';
import { type ChatAttachments, createChatAttachments } from './chat-attachment';
import { createEndpointClient, type EndpointClient, type EndpointContext } from './endpoint-client';
import { createFileTransfers, type FilesApi } from './file-transfer';
import type { HttpClient } from './http-client';
import { attachToThread } from './served-by-hand';
import { downloadStream } from './stream-download';

/** Options of {@link createQuireApi}. */
export interface QuireApiOptions {
  /**
   * Check every answer against its contract schema (default: on unless NODE_ENV is production).
   * A mismatch rejects with an `ApiError` of kind `invalid-response`.
   */
  validateResponses?: boolean;
}

/** Every endpoint of the Quire API, typed from `@quire/contracts`, grouped by area. */
export interface QuireApi {
  /** The public reading endpoints: journals, issues, articles, news, pages, settings, search. */
  content: EndpointClient<typeof contentEndpoints>;
  /** The contact form: a message to a journal's editors or the site's. */
  contact: EndpointClient<typeof contactEndpoints>;
  /** Signing up, in and out, passwords, the first-run setup (`setupStatus`, `setup`). */
  auth: EndpointClient<typeof authEndpoints>;
  /** The signed-in person's account: password, profile, avatar, email, mail preferences, deletion. */
  account: EndpointClient<typeof accountEndpoints>;
  /** The signed-in user's files: `upload` (multipart), `download`, `downloadStream`, `remove`. */
  files: FilesApi;
  /** The signed-in user's chat with the administrators, and the socket's `ticket`. */
  chat: EndpointClient<typeof chatEndpoints> & ChatAttachments;
  /** The administrators' chat inbox. */
  adminChat: EndpointClient<typeof adminChatEndpoints> & ChatAttachments;
  /** The author panel: dashboard, own articles, notifications, bookmarks. */
  panel: EndpointClient<typeof panelEndpoints>;
  /** The author's submissions. */
  submissions: EndpointClient<typeof submissionsEndpoints>;
  /** The editors' submission queue, decisions and issues (each editor's journals and sections). */
  editor: EndpointClient<typeof editorEndpoints>;
  /** The back office's journals and sections: settings, order, archiving. */
  journals: EndpointClient<typeof journalsAdminEndpoints>;
  /** The back office's audit log: who changed what, when. */
  audit: EndpointClient<typeof auditEndpoints>;
  /** DOIs and Crossref deposits: a journal's DOI settings, each issue's and article's deposits. */
  dois: EndpointClient<typeof doisEndpoints>;
  /** News and journal pages written in the back office. */
  editorial: EndpointClient<typeof editorialEndpoints>;
  /** A journal's staff: who holds which role, given and taken by its managers. */
  staff: EndpointClient<typeof staffEndpoints>;
  /** Invitations to a journal's staff, sent by its managers and accepted with their link. */
  invitations: EndpointClient<typeof invitationsEndpoints>;
  /** Peer review: reviewers' links and tasks, the author's rounds, the editors' side. */
  review: EndpointClient<typeof reviewEndpoints> & {
    /**
     * A file of the review as the reviewer receives it, streamed (served by hand): at
     * `${endpointPath(reviewEndpoints.task or taskByLink, params)}/files/${fileId}`.
     */
    fileStream(apiPath: string): Promise<ReadableStream<Uint8Array>>;
  };
  /** Production of accepted submissions: stages, galleys, proofs and the author's answer. */
  production: EndpointClient<typeof productionEndpoints> & {
    /** A galley or corrections file as a stream, by the API path the production answer gives. */
    fileStream(apiPath: string): Promise<ReadableStream<Uint8Array>>;
  };
  /** Discussions on a submission: editor ↔ author, editor ↔ reviewer, editors only. */
  discussions: EndpointClient<typeof discussionsEndpoints> & {
    /**
     * Uploads a file to a thread (multipart, served by hand), to send with the reader's next
     * message: `threadPath` is the thread's path, `endpointPath(discussionsEndpoints.read…, params)`.
     */
    attach(threadPath: string, file: Blob, fileName?: string): Promise<DiscussionAttachment>;
  };
  /** The site's people, for its administrators: search, filters, disabling accounts. */
  people: EndpointClient<typeof peopleEndpoints>;
  /** What waits for the signed-in editor, per journal (the dashboard): `read`. */
  attention: EndpointClient<typeof attentionEndpoints>;
  /** The site's own settings (site administrators): `read`, `save` (409 when someone saved since). */
  siteSettings: EndpointClient<typeof siteSettingsEndpoints>;
  /** `backendUrl/{path}`: the address of a public file. */
  fileUrl(path: string): string;
  /**
   * The full address of a declared GET, for a link (a citation file, a PDF download) rather than
   * a call: `api.urlOf(contentEndpoints.citation, { params, query: { format, download: '1' } })`.
   */
  urlOf<E extends EndpointDeclaration>(declaration: E, input: EndpointInput<E>): string;
}

/** The full address of a call: the API's base, the path and the query. */
function endpointUrl(http: HttpClient, declaration: EndpointDeclaration, input: unknown): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: object };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Booleans as the API's flags read them in a link (`download=1`).
    if (typeof value === 'boolean') search.set(key, value ? '1' : '0');
    else if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search}` : '';
  return `${http.apiUrl.replace(/\/+$/, '')}/${endpointPath(declaration, params)}${suffix}`;
}

function isProduction(): boolean {
  try {
    // Read as written so bundlers can replace it; a browser without a bundler has no `process`.
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/** The user's chat and the administrators' inbox: their declared calls, and `attach`. */
function createChatClients(context: EndpointContext): Pick<QuireApi, 'chat' | 'adminChat'> {
  const attachments = createChatAttachments(context);
  return {
    chat: { ...createEndpointClient(context, chatEndpoints), ...attachments },
    adminChat: { ...createEndpointClient(context, adminChatEndpoints), ...attachments },
  };
}

/**
 * Builds the typed endpoints on an HTTP client.
 * @example
 * const api = createQuireApi(createHttpClient({ apiUrl }));
 * const { data: journals } = await api.content.journals({ query: { page: 1 } });
 */
export function createQuireApi(http: HttpClient, options: QuireApiOptions = {}): QuireApi {
  const context: EndpointContext = {
    http,
    validateResponses: options.validateResponses ?? !isProduction(),
  };
  return {
    content: createEndpointClient(context, contentEndpoints),
    contact: createEndpointClient(context, contactEndpoints),
    auth: createEndpointClient(context, authEndpoints),
    account: createEndpointClient(context, accountEndpoints),
    files: {
      remove: createEndpointClient(context, filesEndpoints).remove,
      ...createFileTransfers(context),
    },
    ...createChatClients(context),
    panel: createEndpointClient(context, panelEndpoints),
    submissions: createEndpointClient(context, submissionsEndpoints),
    editor: createEndpointClient(context, editorEndpoints),
    journals: createEndpointClient(context, journalsAdminEndpoints),
    audit: createEndpointClient(context, auditEndpoints),
    dois: createEndpointClient(context, doisEndpoints),
    editorial: createEndpointClient(context, editorialEndpoints),
    staff: createEndpointClient(context, staffEndpoints),
    invitations: createEndpointClient(context, invitationsEndpoints),
    review: {
      ...createEndpointClient(context, reviewEndpoints),
      fileStream: (apiPath) => downloadStream(http, apiPath.replace(/^\//, '')),
    },
    production: {
      ...createEndpointClient(context, productionEndpoints),
      fileStream: (apiPath) => downloadStream(http, apiPath.replace(/^\//, '')),
    },
    discussions: {
      ...createEndpointClient(context, discussionsEndpoints),
      attach: (threadPath, file, fileName) => attachToThread(context, threadPath, file, fileName),
    },
    people: createEndpointClient(context, peopleEndpoints),
    siteSettings: createEndpointClient(context, siteSettingsEndpoints),
    attention: createEndpointClient(context, attentionEndpoints),
    fileUrl: (path) => http.fileUrl(path),
    urlOf: (declaration, input) => endpointUrl(http, declaration, input),
  };
}

/** The calls the signed-in browser bundle makes: the chat, the administrators' inbox, the panel. */
export type SignedInApi = Pick<QuireApi, 'chat' | 'adminChat' | 'panel'>;

/**
 * Only the areas the signed-in browser bundle calls (chat, inbox, notifications), so only their
 * declarations — and their zod schemas — reach that bundle; {@link createQuireApi} would bring
 * every area's (about 17 KB gzip more).
 * @example
 * const { chat } = createSignedInApi(createHttpClient({ apiUrl, backendUrl }));
 */
export function createSignedInApi(http: HttpClient, options: QuireApiOptions = {}): SignedInApi {
  const context: EndpointContext = {
    http,
    validateResponses: options.validateResponses ?? !isProduction(),
  };
  return {
    ...createChatClients(context),
    panel: createEndpointClient(context, panelEndpoints),
  };
}
