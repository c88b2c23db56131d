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
  CreateArticleInput,
  CreateIssueInput,
  CreateNoticeInput,
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
  Submission,
  SubmissionEditors,
  SubmissionSummary,
  SupplementaryFilesInput,
} from '@quire/contracts';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';

/** A page of submissions. */
export interface SubmissionPage {
  data: SubmissionSummary[];
  meta: PageMeta;
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
