import type {
  AdminIssue,
  AdminIssueList,
  AdminIssueListQueryInput,
  AttachSubmissionFileBody,
  CreateSubmissionBody,
  EditorDecisionBody,
  IssueCover,
  IssueCoverBody,
  PageMeta,
  PublishSubmissionBody,
  PublishTarget,
  ResubmitBody,
  Submission,
  SubmissionDraftBody,
  SubmissionFile,
  SubmissionListQuery,
  SubmissionOptions,
  SubmissionSummary,
  SubmitSubmissionBody,
} from '@quire/contracts';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';

/** A page of submissions. */
export interface SubmissionPage {
  data: SubmissionSummary[];
  meta: PageMeta;
}

/** The signed-in author's submissions (`user/submissions…`). */
export interface SubmissionsApi {
  /** `GET user/submission-options`: journals, sections, limits the wizard needs. */
  options(): Promise<SubmissionOptions>;
  /** `GET user/submissions`: the author's submissions, newest first, filtered. */
  list(query?: SubmissionListQuery): Promise<SubmissionPage>;
  /** `GET user/submissions/{id}`. */
  get(id: number): Promise<Submission>;
  /** `POST user/submissions`: a new draft; the same `clientKey` again returns the same draft. */
  create(body: CreateSubmissionBody): Promise<Submission>;
  /** `PATCH user/submissions/{id}`: saves draft fields. */
  update(id: number, body: SubmissionDraftBody): Promise<Submission>;
  /** `DELETE user/submissions/{id}`: drafts only. */
  remove(id: number): Promise<void>;
  /** `POST user/submissions/{id}/files`: attaches a file uploaded with `files.upload`. */
  attachFile(id: number, body: AttachSubmissionFileBody): Promise<SubmissionFile>;
  /** `DELETE user/submissions/{id}/files/{fileId}`. */
  detachFile(id: number, fileId: number): Promise<void>;
  /** `POST user/submissions/{id}/submit`: sends the draft to the editors (422 lists what is missing). */
  submit(id: number, body?: SubmitSubmissionBody): Promise<Submission>;
  /** `POST user/submissions/{id}/resubmit`: revised files are attached; answers the editor. */
  resubmit(id: number, body: ResubmitBody): Promise<Submission>;
}

/** The editors' side of submissions (`admin/submissions…`, administrators only). */
export interface EditorApi {
  /** `GET admin/submissions`: the queue (drafts never appear). */
  list(query?: SubmissionListQuery): Promise<SubmissionPage>;
  /** `GET admin/submissions/{id}`. */
  get(id: number): Promise<Submission>;
  /** `POST admin/submissions/{id}/decisions`: changes the status and notifies the author. */
  decide(id: number, body: EditorDecisionBody): Promise<Submission>;
  /** `GET admin/submissions/{id}/issues`: where an accepted submission can be published. */
  publishTargets(id: number): Promise<{ data: PublishTarget[] }>;
  /** `POST admin/submissions/{id}/publish`: makes it a public article in an issue. */
  publish(id: number, body: PublishSubmissionBody): Promise<Submission>;
  /** `GET admin/issues`: every issue, published or being prepared, newest first per journal. */
  issues(query?: AdminIssueListQueryInput): Promise<AdminIssueList>;
  /** `GET admin/issues/{id}`: one issue with its cover. */
  issue(id: number): Promise<AdminIssue>;
  /** `PUT admin/issues/{id}/cover`: an uploaded cover image (purpose `cover`) and its alt text. */
  setIssueCover(id: number, body: IssueCoverBody): Promise<IssueCover>;
  /** `DELETE admin/issues/{id}/cover`. */
  removeIssueCover(id: number): Promise<IssueCover>;
}

/** Builds the {@link SubmissionsApi}. */
export function createSubmissionsApi(context: EndpointContext): SubmissionsApi {
  const one = (id: number) => `user/submissions/${segment(id)}`;
  return {
    options: () =>
      callEndpoint(context, schemas?.submissionOptions, {
        method: 'get',
        url: 'user/submission-options',
      }),
    list: (query) =>
      callEndpoint(context, schemas?.submissionList, {
        method: 'get',
        url: 'user/submissions',
        params: query,
      }),
    get: (id) => callEndpoint(context, schemas?.submission, { method: 'get', url: one(id) }),
    create: (body) =>
      callEndpoint(context, schemas?.submission, {
        method: 'post',
        url: 'user/submissions',
        data: body,
      }),
    update: (id, body) =>
      callEndpoint(context, schemas?.submission, { method: 'patch', url: one(id), data: body }),
    remove: async (id) => {
      await callEndpoint(context, undefined, { method: 'delete', url: one(id) });
    },
    attachFile: (id, body) =>
      callEndpoint(context, schemas?.submissionFile, {
        method: 'post',
        url: `${one(id)}/files`,
        data: body,
      }),
    detachFile: async (id, fileId) => {
      await callEndpoint(context, undefined, {
        method: 'delete',
        url: `${one(id)}/files/${segment(fileId)}`,
      });
    },
    submit: (id, body = {}) =>
      callEndpoint(context, schemas?.submission, {
        method: 'post',
        url: `${one(id)}/submit`,
        data: body,
      }),
    resubmit: (id, body) =>
      callEndpoint(context, schemas?.submission, {
        method: 'post',
        url: `${one(id)}/resubmit`,
        data: body,
      }),
  };
}

/** Builds the {@link EditorApi}. */
export function createEditorApi(context: EndpointContext): EditorApi {
  const one = (id: number) => `admin/submissions/${segment(id)}`;
  const issue = (id: number) => `admin/issues/${segment(id)}`;
  return {
    list: (query) =>
      callEndpoint(context, schemas?.submissionList, {
        method: 'get',
        url: 'admin/submissions',
        params: query,
      }),
    get: (id) => callEndpoint(context, schemas?.submission, { method: 'get', url: one(id) }),
    decide: (id, body) =>
      callEndpoint(context, schemas?.submission, {
        method: 'post',
        url: `${one(id)}/decisions`,
        data: body,
      }),
    publishTargets: (id) =>
      callEndpoint(context, schemas?.publishTargets, { method: 'get', url: `${one(id)}/issues` }),
    publish: (id, body) =>
      callEndpoint(context, schemas?.submission, {
        method: 'post',
        url: `${one(id)}/publish`,
        data: body,
      }),
    issues: (query) =>
      callEndpoint(context, schemas?.adminIssueList, {
        method: 'get',
        url: 'admin/issues',
        params: query,
      }),
    issue: (id) => callEndpoint(context, schemas?.adminIssue, { method: 'get', url: issue(id) }),
    setIssueCover: (id, body) =>
      callEndpoint(context, schemas?.issueCover, {
        method: 'put',
        url: `${issue(id)}/cover`,
        data: body,
      }),
    removeIssueCover: (id) =>
      callEndpoint(context, schemas?.issueCover, { method: 'delete', url: `${issue(id)}/cover` }),
  };
}
