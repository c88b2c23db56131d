import type {
  AddSupplementaryFileInput,
  AdminIssueList,
  AdminIssueListQueryInput,
  AdminSubmissionListQuery,
  ArticleFigureInput,
  ArticleGalleyInput,
  ArticleNotice,
  ArticleNoticeList,
  ArticleUpdateInput,
  AssignEditorBody,
  AttachSubmissionFileBody,
  CreateArticleInput,
  CreateIssueInput,
  CreateNoticeInput,
  CreateSubmissionBody,
  EditableArticle,
  EditableIssue,
  EditorDecisionBody,
  EditorViewCounts,
  IssueContentsInput,
  IssueCover,
  IssueCoverBody,
  IssueUpdateInput,
  PageMeta,
  PublishIssueInput,
  PublishSubmissionBody,
  PublishTarget,
  ResubmitBody,
  Submission,
  SubmissionDraftBody,
  SubmissionEditors,
  SubmissionFile,
  SubmissionListQuery,
  SubmissionOptions,
  SubmissionSummary,
  SubmitSubmissionBody,
  SupplementaryFilesInput,
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
  /** `GET admin/submissions`: the queue (drafts never appear), or one of the editors' views. */
  list(query?: AdminSubmissionListQuery): Promise<SubmissionPage>;
  /** `GET admin/submission-views`: how many submissions each editors' view holds for me. */
  viewCounts(): Promise<EditorViewCounts>;
  /** `GET admin/submissions/{id}/editors`: who is assigned, and who else may be. */
  editors(id: number): Promise<SubmissionEditors>;
  /** `POST admin/submissions/{id}/editors`: assigns an editor (they are notified). */
  assignEditor(id: number, body: AssignEditorBody): Promise<SubmissionEditors>;
  /** `DELETE admin/submissions/{id}/editors/{userId}`: takes an editor off the submission. */
  unassignEditor(id: number, userId: number): Promise<SubmissionEditors>;
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
  /** `GET admin/issues/{id}`: one issue as its editors edit it (state, version, contents). */
  issue(id: number): Promise<EditableIssue>;
  /** `POST admin/issues`: a new draft issue (its volume made when new). */
  createIssue(body: CreateIssueInput): Promise<EditableIssue>;
  /** `PUT admin/issues/{id}`: numbers, year, title, description (409 when saved since). */
  saveIssue(id: number, body: IssueUpdateInput): Promise<EditableIssue>;
  /** `POST admin/issues/{id}/publish`: now (`at` null) or scheduled for `at`. */
  publishIssue(id: number, body: PublishIssueInput): Promise<EditableIssue>;
  /** `POST admin/issues/{id}/draft`: a scheduled issue back to draft. */
  unscheduleIssue(id: number, version: number): Promise<EditableIssue>;
  /** `POST admin/issues/{id}/withdraw`: a published issue withdrawn, with the reason. */
  withdrawIssue(id: number, body: { reason: string; version: number }): Promise<EditableIssue>;
  /** `POST admin/issues/{id}/current`: the journal's current issue. */
  makeIssueCurrent(id: number, version: number): Promise<EditableIssue>;
  /** `DELETE admin/issues/{id}`: a draft without articles. */
  removeIssue(id: number): Promise<void>;
  /** `PUT admin/issues/{id}/contents`: every article in order, with section and pages. */
  saveIssueContents(id: number, body: IssueContentsInput): Promise<EditableIssue>;
  /** `POST admin/issues/{id}/articles`: an article entered without a submission. */
  createArticle(issueId: number, body: CreateArticleInput): Promise<EditableArticle>;
  /** `GET admin/articles/{id}`: its metadata, galleys and version. */
  article(id: number): Promise<EditableArticle>;
  /** `PUT admin/articles/{id}`: its metadata (409 when saved since). */
  saveArticle(id: number, body: ArticleUpdateInput): Promise<EditableArticle>;
  /** `PUT admin/articles/{id}/galley`: an uploaded `galley` file made its PDF or full text. */
  setArticleGalley(id: number, body: ArticleGalleyInput): Promise<EditableArticle>;
  /** `PUT admin/articles/{id}/figures`: an uploaded `figure` image stored as a graphic its JATS galley names. */
  setArticleFigure(id: number, body: ArticleFigureInput): Promise<EditableArticle>;
  /** `POST admin/articles/{id}/supplementary-files`: an uploaded file published with the article. */
  addSupplementaryFile(id: number, body: AddSupplementaryFileInput): Promise<EditableArticle>;
  /** `PUT admin/articles/{id}/supplementary-files`: its supplementary files' order, labels and types. */
  saveSupplementaryFiles(id: number, body: SupplementaryFilesInput): Promise<EditableArticle>;
  /** `DELETE admin/articles/{id}/supplementary-files/{fileId}`: one leaves its list. */
  removeSupplementaryFile(
    id: number,
    fileId: number,
    versionNote?: string,
  ): Promise<EditableArticle>;
  /** `DELETE admin/articles/{id}`: an entered article readers have not seen. */
  removeArticle(id: number): Promise<void>;
  /** `GET admin/articles/{id}/notices`: its corrections, retractions…, newest first. */
  articleNotices(id: number): Promise<ArticleNoticeList>;
  /** `POST admin/articles/{id}/notices`: publishes a notice on a published article at once. */
  publishNotice(id: number, body: CreateNoticeInput): Promise<ArticleNotice>;
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
  const article = (id: number) => `admin/articles/${segment(id)}`;
  return {
    list: (query) =>
      callEndpoint(context, schemas?.submissionList, {
        method: 'get',
        url: 'admin/submissions',
        params: query,
      }),
    viewCounts: () =>
      callEndpoint(context, schemas?.editorViewCounts, {
        method: 'get',
        url: 'admin/submission-views',
      }),
    editors: (id) =>
      callEndpoint(context, schemas?.submissionEditors, {
        method: 'get',
        url: `${one(id)}/editors`,
      }),
    assignEditor: (id, body) =>
      callEndpoint(context, schemas?.submissionEditors, {
        method: 'post',
        url: `${one(id)}/editors`,
        data: body,
      }),
    unassignEditor: (id, userId) =>
      callEndpoint(context, schemas?.submissionEditors, {
        method: 'delete',
        url: `${one(id)}/editors/${segment(userId)}`,
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
    issue: (id) => callEndpoint(context, schemas?.editableIssue, { method: 'get', url: issue(id) }),
    createIssue: (body) =>
      callEndpoint(context, schemas?.editableIssue, {
        method: 'post',
        url: 'admin/issues',
        data: body,
      }),
    saveIssue: (id, body) =>
      callEndpoint(context, schemas?.editableIssue, { method: 'put', url: issue(id), data: body }),
    publishIssue: (id, body) =>
      callEndpoint(context, schemas?.editableIssue, {
        method: 'post',
        url: `${issue(id)}/publish`,
        data: body,
      }),
    unscheduleIssue: (id, version) =>
      callEndpoint(context, schemas?.editableIssue, {
        method: 'post',
        url: `${issue(id)}/draft`,
        data: { version },
      }),
    withdrawIssue: (id, body) =>
      callEndpoint(context, schemas?.editableIssue, {
        method: 'post',
        url: `${issue(id)}/withdraw`,
        data: body,
      }),
    makeIssueCurrent: (id, version) =>
      callEndpoint(context, schemas?.editableIssue, {
        method: 'post',
        url: `${issue(id)}/current`,
        data: { version },
      }),
    removeIssue: async (id) => {
      await callEndpoint(context, undefined, { method: 'delete', url: issue(id) });
    },
    saveIssueContents: (id, body) =>
      callEndpoint(context, schemas?.editableIssue, {
        method: 'put',
        url: `${issue(id)}/contents`,
        data: body,
      }),
    createArticle: (issueId, body) =>
      callEndpoint(context, schemas?.editableArticle, {
        method: 'post',
        url: `${issue(issueId)}/articles`,
        data: body,
      }),
    article: (id) =>
      callEndpoint(context, schemas?.editableArticle, { method: 'get', url: article(id) }),
    saveArticle: (id, body) =>
      callEndpoint(context, schemas?.editableArticle, {
        method: 'put',
        url: article(id),
        data: body,
      }),
    setArticleGalley: (id, body) =>
      callEndpoint(context, schemas?.editableArticle, {
        method: 'put',
        url: `${article(id)}/galley`,
        data: body,
      }),
    articleNotices: (id) =>
      callEndpoint(context, schemas?.articleNoticeList, {
        method: 'get',
        url: `${article(id)}/notices`,
      }),
    publishNotice: (id, body) =>
      callEndpoint(context, schemas?.articleNotice, {
        method: 'post',
        url: `${article(id)}/notices`,
        data: body,
      }),
    setArticleFigure: (id, body) =>
      callEndpoint(context, schemas?.editableArticle, {
        method: 'put',
        url: `${article(id)}/figures`,
        data: body,
      }),
    addSupplementaryFile: (id, body) =>
      callEndpoint(context, schemas?.editableArticle, {
        method: 'post',
        url: `${article(id)}/supplementary-files`,
        data: body,
      }),
    saveSupplementaryFiles: (id, body) =>
      callEndpoint(context, schemas?.editableArticle, {
        method: 'put',
        url: `${article(id)}/supplementary-files`,
        data: body,
      }),
    removeSupplementaryFile: (id, fileId, versionNote) =>
      callEndpoint(context, schemas?.editableArticle, {
        method: 'delete',
        url: `${article(id)}/supplementary-files/${segment(fileId)}`,
        params: versionNote ? { versionNote } : undefined,
      }),
    removeArticle: async (id) => {
      await callEndpoint(context, undefined, { method: 'delete', url: article(id) });
    },
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
