export type {
  ChangeEmailBody,
  ConfirmEmailBody,
  ConfirmedEmail,
  DeleteAccountBody,
  MailPreferences,
  SetAvatarBody,
  UpdateMailPreferencesBody,
  UpdateProfileBody,
} from './account';
export {
  changeEmailBodySchema,
  confirmEmailBodySchema,
  confirmedEmailSchema,
  deleteAccountBodySchema,
  mailPreferencesSchema,
  setAvatarBodySchema,
  updateMailPreferencesBodySchema,
  updateProfileBodySchema,
} from './account';
export type {
  Article,
  ArticleAuthor,
  ArticleCitations,
  ArticleIssueRef,
  ArticleJournalRef,
  ArticleParams,
  CitationFileFormat,
  CitationFormat,
  CitationQuery,
  CitationStyle,
  FormattedCitation,
  FullText,
  FullTextHeading,
  SupplementaryDataType,
  SupplementaryFile,
} from './article';
export {
  articleAuthorSchema,
  articleCitationsSchema,
  articleIssueRefSchema,
  articleJournalRefSchema,
  articleParamsSchema,
  articleSchema,
  CITATION_FILE_FORMATS,
  CITATION_STYLES,
  citationFormatSchema,
  citationQuerySchema,
  citationStyleSchema,
  formattedCitationSchema,
  fullTextHeadingSchema,
  fullTextSchema,
  SUPPLEMENTARY_DATA_TYPES,
  supplementaryDataTypeSchema,
  supplementaryFileSchema,
} from './article';
export type {
  AddSupplementaryFileBody,
  AddSupplementaryFileInput,
  ArticleAuthorBody,
  ArticleFigureBody,
  ArticleFigureInput,
  ArticleGalleyBody,
  ArticleGalleyInput,
  ArticleType,
  ArticleUpdateBody,
  ArticleUpdateInput,
  CreateArticleBody,
  CreateArticleInput,
  EditableArticle,
  FullTextFormat,
  SupplementaryFilesBody,
  SupplementaryFilesInput,
} from './article-admin';
export {
  ARTICLE_ABSTRACT_MAX_LENGTH,
  ARTICLE_AUTHORS_MAX,
  ARTICLE_KEYWORDS_MAX,
  ARTICLE_TYPES,
  addSupplementaryFileBodySchema,
  adminArticleParamsSchema,
  adminSupplementaryFileParamsSchema,
  articleAuthorBodySchema,
  articleFigureBodySchema,
  articleGalleyBodySchema,
  articleMetadataBodySchema,
  articleUpdateBodySchema,
  createArticleBodySchema,
  editableArticleSchema,
  FIGURE_HREF_MAX_LENGTH,
  FULL_TEXT_FORMATS,
  HTML_FULL_TEXT_MAX_BYTES,
  removeSupplementaryFileQuerySchema,
  SUPPLEMENTARY_FILES_MAX,
  SUPPLEMENTARY_LABEL_MAX_LENGTH,
  supplementaryFilesBodySchema,
  VERSION_NOTE_MAX_LENGTH,
} from './article-admin';
export type {
  ArticleNotice,
  ArticleNoticeList,
  CreateNoticeBody,
  CreateNoticeInput,
  NoticeParams,
  NoticeRef,
  NoticeType,
} from './article-notice';
export {
  adminNoticeParamsSchema,
  articleNoticeListSchema,
  articleNoticeSchema,
  createNoticeBodySchema,
  JOURNAL_NOTICES_MAX,
  NOTICE_TEXT_MAX_LENGTH,
  NOTICE_TYPE_LABELS,
  NOTICE_TYPES,
  noticeParamsSchema,
  noticeRefSchema,
  noticeTypeSchema,
} from './article-notice';
export type { Attention, JournalAttention } from './attention';
export { attentionSchema, journalAttentionSchema } from './attention';
export type { AuditAction, AuditChange, AuditEntry, AuditPage, AuditQuery } from './audit';
export {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_PAGE_MAX,
  auditChangeSchema,
  auditEntrySchema,
  auditPageSchema,
  auditQuerySchema,
} from './audit';
export type {
  AuthMessage,
  ChangePasswordBody,
  ConfirmRegistrationBody,
  ForgotPasswordBody,
  RegisterBody,
  ResetPasswordBody,
  SignInBody,
  SignInResponse,
} from './auth';
export {
  authMessageSchema,
  changePasswordBodySchema,
  confirmRegistrationBodySchema,
  emailSchema,
  forgotPasswordBodySchema,
  newPasswordSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signInResponseSchema,
} from './auth';
export type { AuthorArticle, AuthorArticleSummary } from './author-article';
export {
  authorArticleParamsSchema,
  authorArticleSchema,
  authorArticleSummarySchema,
} from './author-article';
export type { Bookmark, BookmarkState } from './bookmark';
export { bookmarkParamsSchema, bookmarkSchema, bookmarkStateSchema } from './bookmark';
export type {
  AuthorArticles,
  AuthorParams,
  BrowseArticle,
  KeywordArticles,
  KeywordParams,
} from './browse';
export {
  authorArticlesSchema,
  authorParamsSchema,
  browseArticleSchema,
  keywordArticlesSchema,
  keywordParamsSchema,
} from './browse';
export type { CachePurge, CachePurgeBody, CachePurgeEvent } from './cache';
export { cachePurgeBodySchema, cachePurgeEventSchema, cachePurgeSchema } from './cache';
export type {
  ChatAttachment,
  ChatConversation,
  ChatHistory,
  ChatHistoryQuery,
  ChatMessage,
  ChatReadAllByAdminEvent,
  ChatSender,
  ChatTypingEvent,
  ChatTypingSignal,
  ClientToServerEvents,
  MarkChatMessageReadBody,
  SendChatMessageBody,
  ServerToClientEvents,
} from './chat';
export {
  CHAT_ATTACHMENTS_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  chatAllReadSchema,
  chatAttachmentSchema,
  chatConversationParamsSchema,
  chatConversationSchema,
  chatConversationsQuerySchema,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatMessageParamsSchema,
  chatMessageReadSchema,
  chatMessageSchema,
  chatReadAllByAdminEventSchema,
  chatSenderSchema,
  chatTypingEventSchema,
  chatTypingSignalSchema,
  markChatMessageReadBodySchema,
  realtimeTicketSchema,
  sendChatMessageBodySchema,
  serverEventPayloadSchemas,
} from './chat';
export {
  AA_TEXT_CONTRAST,
  contrastRatio,
  formatContrastRatio,
  HEX_COLOUR_PATTERN,
  relativeLuminance,
  TEXT_ON_BRAND,
} from './colour-contrast';
export type { ApiErrorBody, PageMeta, PageQuery } from './common';
export {
  apiErrorSchema,
  DEFAULT_PER_PAGE,
  listSchema,
  MAX_PER_PAGE,
  pageMeta,
  pageMetaSchema,
  pageQuerySchema,
} from './common';
export type { ContactBody, ContactResponse } from './contact';
export {
  contactBodySchema,
  contactResponseSchema,
} from './contact';
export type { Dashboard } from './dashboard';
export { dashboardSchema } from './dashboard';
export type {
  Discussion,
  DiscussionAttachment,
  DiscussionKey,
  DiscussionKind,
  DiscussionList,
  DiscussionMessage,
  DiscussionMessageEvent,
  DiscussionPresenceEvent,
  DiscussionPresenceSignal,
  DiscussionPresent,
  DiscussionReadEvent,
  DiscussionRole,
  DiscussionThread,
  DiscussionTypingEvent,
  DiscussionTypingSignal,
  DiscussionUnread,
  PostDiscussionMessageBody,
} from './discussion';
export {
  DISCUSSION_KINDS,
  DISCUSSION_MAX_ATTACHMENTS,
  DISCUSSION_MESSAGE_MAX_LENGTH,
  DISCUSSION_PAGE_SIZE,
  discussionAttachmentSchema,
  discussionKey,
  discussionKeySchema,
  discussionListSchema,
  discussionMessageEventSchema,
  discussionMessageSchema,
  discussionParamsSchema,
  discussionPresenceEventSchema,
  discussionPresenceSignalSchema,
  discussionPresentSchema,
  discussionReadEventSchema,
  discussionRoleSchema,
  discussionSchema,
  discussionThreadSchema,
  discussionTypingEventSchema,
  discussionTypingSignalSchema,
  discussionUnreadSchema,
  parseDiscussionKey,
  postDiscussionMessageBodySchema,
  readDiscussionBodySchema,
} from './discussion';
export type {
  CrossrefEnvironment,
  CrossrefStatus,
  DepositStatus,
  DoiDeposit,
  DoiPatternValues,
  DoiPlaceholder,
  DoiSettings,
  DoiSettingsBody,
  DoiSettingsInput,
} from './doi';
export {
  CROSSREF_ENVIRONMENTS,
  crossrefStatusSchema,
  DEFAULT_ARTICLE_DOI_PATTERN,
  DEFAULT_ISSUE_DOI_PATTERN,
  DEFAULT_NOTICE_DOI_PATTERN,
  DEPOSIT_STATUSES,
  DOI_PATTERN_MAX_LENGTH,
  DOI_PLACEHOLDERS,
  DOI_PREFIX_PATTERN,
  doiDepositSchema,
  doiJournalCode,
  doiPatternProblem,
  doiSettingsBodySchema,
  doiSettingsSchema,
  expandDoiPattern,
  firstPage,
} from './doi';
export type { BoardMember, BoardRole, EditorialBoard } from './editorial-board';
export { BOARD_ROLES, boardMemberSchema, editorialBoardSchema } from './editorial-board';
export type {
  AdminNewsQuery,
  EditableNews,
  EditableNewsList,
  EditablePage,
  EditablePageList,
  JournalPageBody,
  JournalPageIdParams,
  JournalPageInput,
  JournalPageUpdateBody,
  JournalPageUpdateInput,
  NewsBody,
  NewsIdParams,
  NewsInput,
  NewsStatus,
  NewsUpdateBody,
  NewsUpdateInput,
  SitePageIdParams,
} from './editorial-content';
export {
  adminNewsQuerySchema,
  CONTENT_BODY_MAX_LENGTH,
  CONTENT_TITLE_MAX_LENGTH,
  contentSlugSchema,
  editableNewsListSchema,
  editableNewsSchema,
  editablePageListSchema,
  editablePageSchema,
  journalPageBodySchema,
  journalPageIdParamsSchema,
  journalPageUpdateBodySchema,
  NEWS_STATUSES,
  NEWS_SUMMARY_MAX_LENGTH,
  newsBodySchema,
  newsIdParamsSchema,
  newsUpdateBodySchema,
  sitePageIdParamsSchema,
} from './editorial-content';
export type {
  AdminSubmissionListQuery,
  AssignEditorBody,
  AssignedEditor,
  EditorCandidate,
  EditorViewCounts,
  SubmissionEditors,
} from './editorial-work';
export {
  adminSubmissionListQuerySchema,
  assignEditorBodySchema,
  assignedEditorSchema,
  editorCandidateSchema,
  editorViewCountsSchema,
  editorViewSchema,
  submissionEditorParamsSchema,
  submissionEditorsSchema,
} from './editorial-work';
export type {
  DocumentedAnswer,
  EndpointAnswer,
  EndpointBody,
  EndpointDeclaration,
  EndpointGroup,
  EndpointInput,
  EndpointInputRequired,
  EndpointMethod,
  EndpointParams,
  EndpointQuery,
} from './endpoint';
export { endpoint, endpointPath, endpointPathPattern } from './endpoint';
export { accountEndpoints, authEndpoints } from './endpoints/auth';
export {
  attentionEndpoints,
  auditEndpoints,
  siteSettingsEndpoints,
} from './endpoints/back-office';
export {
  adminChatEndpoints,
  chatEndpoints,
  REALTIME_TICKETS_PER_MINUTE,
} from './endpoints/chat';
export { CONTACT_THANKS, contactEndpoints } from './endpoints/contact';
export { contentEndpoints } from './endpoints/content';
export { discussionsEndpoints } from './endpoints/discussions';
export { crossrefEndpointsByKind, doisEndpoints } from './endpoints/dois';
export { editorEndpoints } from './endpoints/editor';
export { editorialEndpoints } from './endpoints/editorial';
export { backOfficeErrors } from './endpoints/errors';
export { filesEndpoints } from './endpoints/files';
export { endpointGroups } from './endpoints/index';
export { journalsAdminEndpoints } from './endpoints/journals-admin';
export { panelEndpoints } from './endpoints/panel';
export { productionEndpoints } from './endpoints/production';
export { reviewEndpoints } from './endpoints/review';
export { invitationsEndpoints, peopleEndpoints, staffEndpoints } from './endpoints/staff';
export { submissionsEndpoints } from './endpoints/submissions';
export {
  bodyId,
  fromDigits,
  keepAbsent,
  optionalLine,
  optionalParagraphs,
  pathIdSchema,
  requiredLine,
  requiredParagraphs,
} from './fields';
export type { FileIdParams, UploadedFile, UploadPurpose } from './file';
export {
  ARTICLE_GALLEY_EXTENSIONS,
  ARTICLE_SUPPLEMENTARY_EXTENSIONS,
  FIGURE_EXTENSIONS,
  fileIdParamsSchema,
  UPLOAD_PURPOSES,
  uploadedFileSchema,
  uploadFileFormSchema,
  uploadPurposeSchema,
} from './file';
export type { ChangePasswordForm, RegisterForm, ResetPasswordForm, SetupForm } from './forms';
export {
  changePasswordFormSchema,
  invitationRegisterFormSchema,
  NEW_PASSWORDS_DIFFER_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  registerFormSchema,
  resetPasswordFormSchema,
  setupFormSchema,
} from './forms';
export {
  DOI_MAX_LENGTH,
  DOI_PATTERN,
  hasValidIssnChecksum,
  hasValidOrcidChecksum,
  ISSN_PATTERN,
  ORCID_INPUT_MAX_LENGTH,
  ORCID_PATTERN,
} from './identifiers';
export type {
  AcceptedInvitation,
  Invitation,
  InvitationBody,
  InvitationParams,
  InvitationRegisterBody,
  InvitationTokenParams,
  PublicInvitation,
} from './invitations';
export {
  acceptedInvitationSchema,
  invitationBodySchema,
  invitationParamsSchema,
  invitationRegisterBodySchema,
  invitationSchema,
  invitationTokenParamsSchema,
  publicInvitationSchema,
} from './invitations';
export type {
  AdminIssue,
  AdminIssueList,
  AdminIssueListQuery,
  AdminIssueListQueryInput,
  AdminIssueParams,
  Archive,
  Issue,
  IssueCover,
  IssueCoverBody,
  IssueParams,
  IssueState,
  IssueSummary,
  LatestIssue,
  LatestIssues,
  LatestIssuesQuery,
  TocArticle,
  TocAuthor,
  TocSection,
  Volume,
  VolumeIssues,
  VolumeList,
  VolumeParams,
} from './issue';
export {
  adminIssueListQuerySchema,
  adminIssueListSchema,
  adminIssueParamsSchema,
  adminIssueSchema,
  archiveSchema,
  ISSUE_STATES,
  issueCoverBodySchema,
  issueCoverSchema,
  issueParamsSchema,
  issueSchema,
  issueSummarySchema,
  LATEST_ISSUES_MAX,
  latestIssueSchema,
  latestIssuesQuerySchema,
  latestIssuesSchema,
  tocArticleSchema,
  tocAuthorSchema,
  tocSectionSchema,
  volumeIssuesSchema,
  volumeListSchema,
  volumeParamsSchema,
  volumeSchema,
} from './issue';
export type {
  CreateIssueBody,
  CreateIssueInput,
  EditableIssue,
  IssueContentsArticle,
  IssueContentsBody,
  IssueContentsInput,
  IssueUpdateBody,
  IssueUpdateInput,
  IssueVersionBody,
  PublishIssueBody,
  PublishIssueInput,
  WithdrawIssueBody,
} from './issue-admin';
export {
  createIssueBodySchema,
  editableIssueSchema,
  ISSUE_DESCRIPTION_MAX_LENGTH,
  ISSUE_NUMBER_MAX,
  ISSUE_TITLE_MAX_LENGTH,
  ISSUE_TOC_LIMIT,
  ISSUE_WITHDRAWAL_REASON_MAX_LENGTH,
  issueContentsArticleSchema,
  issueContentsBodySchema,
  issueUpdateBodySchema,
  issueVersionBodySchema,
  publishIssueBodySchema,
  withdrawIssueBodySchema,
} from './issue-admin';
export type {
  Journal,
  JournalList,
  JournalPage,
  JournalPageLink,
  JournalPageParams,
  JournalSummary,
  Section,
  SitePage,
  SitePageLinkList,
  SitePageParams,
} from './journal';
export {
  journalListSchema,
  journalPageLinkSchema,
  journalPageParamsSchema,
  journalPageSchema,
  journalSchema,
  journalSummarySchema,
  sectionSchema,
  sitePageLinkListSchema,
  sitePageParamsSchema,
  sitePageSchema,
} from './journal';
export type {
  CreateJournalBody,
  CreateJournalInput,
  JournalLogoBody,
  JournalSettings,
  JournalSettingsBody,
  JournalSettingsInput,
  ManagedJournal,
  ManagedJournalList,
  ReorderBody,
  SectionBody,
  SectionInput,
  SectionParams,
  SectionSettings,
  SectionUpdateBody,
  SectionUpdateInput,
} from './journal-settings';
export {
  ABBREVIATION_MAX_LENGTH,
  brandColourSchema,
  canonicalTimeZone,
  createJournalBodySchema,
  DEFAULT_TIME_ZONE,
  JOURNAL_LINE_MAX_LENGTH,
  JOURNAL_TEXT_MAX_LENGTH,
  journalLogoBodySchema,
  journalSettingsBodySchema,
  journalSettingsSchema,
  managedJournalListSchema,
  managedJournalSchema,
  REORDER_LIMIT,
  reorderBodySchema,
  SUBMISSION_DECLARATION_LIMIT,
  SUBMISSION_DECLARATION_MAX_LENGTH,
  sectionBodySchema,
  sectionParamsSchema,
  sectionSettingsSchema,
  sectionUpdateBodySchema,
  timeZoneSchema,
} from './journal-settings';
export type { License, LicenseId, LicenseOption } from './license';
export { LICENSE_OPTIONS, licenseByUrl, licenseIdSchema, licenseSchema } from './license';
export {
  CONTACT_LINE_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  DEFAULT_ABSTRACT_WORD_LIMIT,
  DELETE_ACCOUNT_PHRASE,
  EMAIL_MAX_LENGTH,
  ISSUE_COVER_ALT_MAX_LENGTH,
  JOURNAL_SLUG_MAX_LENGTH,
  JOURNAL_SLUG_PATTERN,
  JOURNAL_TITLE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_TEXT_LIMITS,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULT_CAP,
  SEARCH_SORTS,
  SITE_NAME_MAX_LENGTH,
  SUBMISSION_AUTHOR_LIMIT,
  SUBMISSION_KEYWORD_LIMIT,
  SUBMISSION_SUPPLEMENTARY_LIMIT,
  SUBMISSION_TEXT_LIMITS,
} from './limits';
export type { NewsItem, NewsList, NewsParams, NewsQuery, NewsSummary } from './news';
export {
  newsItemSchema,
  newsListSchema,
  newsParamsSchema,
  newsQuerySchema,
  newsSummarySchema,
} from './news';
export type {
  Notification,
  NotificationKind,
  NotificationList,
  NotificationListQuery,
} from './notification';
export {
  newNotificationEventSchema,
  notificationKindSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationSchema,
  notificationsReadSchema,
} from './notification';
export type { OjsAddress, OjsAddressParams, OjsItemKind } from './ojs';
export { OJS_ITEM_KINDS, ojsAddressParamsSchema, ojsAddressSchema } from './ojs';
export type { JournalParams } from './params';
export { hasNoControlCharacters, idSchema, journalParamsSchema, slugSchema } from './params';
export type { PeopleQuery, Person, PersonParams } from './people';
export {
  PEOPLE_ROLE_FILTERS,
  PEOPLE_SORTS,
  peopleQuerySchema,
  personParamsSchema,
  personSchema,
} from './people';
export type {
  GalleyFormat,
  Production,
  ProductionGalley,
  ProductionGalleyBody,
  ProductionResponse,
  ProductionStage,
  ProductionStageBody,
  ProofCorrectionsBody,
  ProofRound,
  ProofStatus,
} from './production';
export {
  GALLEY_FORMAT_LABELS,
  GALLEY_FORMATS,
  PRODUCTION_STAGE_LABELS,
  PRODUCTION_STAGES,
  PROOF_CORRECTIONS_MAX,
  PROOF_STATUS_LABELS,
  PROOF_STATUSES,
  productionGalleyBodySchema,
  productionGalleyParamsSchema,
  productionGalleySchema,
  productionResponseSchema,
  productionSchema,
  productionStageBodySchema,
  proofCorrectionsBodySchema,
  proofParamsSchema,
  proofRoundSchema,
} from './production';
export type {
  AssignReviewerBody,
  AuthorReviews,
  DecisionDraft,
  DeclineReviewBody,
  EditorAssignment,
  EditorReview,
  EditorRound,
  JournalReviewer,
  ManuscriptCheck,
  MyReview,
  MyReviewerInterests,
  ReviewContent,
  ReviewDecisionBody,
  ReviewDraftBody,
  ReviewerCandidate,
  ReviewFileRef,
  ReviewForm,
  ReviewFormBody,
  ReviewQuestion,
  ReviewSettings,
  ReviewSettingsBody,
  ReviewTask,
  UpdateAssignmentBody,
} from './review';
export {
  assignmentParamsSchema,
  assignReviewerBodySchema,
  authorReviewsSchema,
  DECISION_TEMPLATE_KEYS,
  decisionDraftQuerySchema,
  decisionDraftSchema,
  declineReviewBodySchema,
  editorAssignmentSchema,
  editorReviewSchema,
  editorRoundSchema,
  journalReviewerSchema,
  manuscriptCheckSchema,
  myReviewerInterestsSchema,
  myReviewSchema,
  REVIEW_TEXT_LIMITS,
  remindBodySchema,
  reviewAssignmentStatusSchema,
  reviewContentSchema,
  reviewDecisionBodySchema,
  reviewDraftBodySchema,
  reviewerCandidateSchema,
  reviewerInterestsBodySchema,
  reviewFileRefSchema,
  reviewFormBodySchema,
  reviewFormSchema,
  reviewModeSchema,
  reviewQuestionSchema,
  reviewRecommendationSchema,
  reviewSettingsBodySchema,
  reviewSettingsSchema,
  reviewSubmissionSchema,
  reviewTaskSchema,
  reviewTokenParamsSchema,
  savedQuestionSchema,
  updateAssignmentBodySchema,
} from './review';
export type {
  ReviewAssignmentStatus,
  ReviewMode,
  ReviewQuestionKind,
  ReviewRecommendation,
  ReviewRoundOutcome,
  ReviewViewerKind,
} from './review-rules';
export {
  OPEN_ASSIGNMENT_STATUSES,
  REVIEW_ASSIGNMENT_STATUS_NAMES,
  REVIEW_ASSIGNMENT_STATUSES,
  REVIEW_MODE_NAMES,
  REVIEW_MODES,
  REVIEW_QUESTION_KINDS,
  REVIEW_RECOMMENDATION_NAMES,
  REVIEW_RECOMMENDATIONS,
  REVIEW_ROUND_OUTCOMES,
  reviewerAlias,
} from './review-rules';
export type { JournalRole, RoleHolder, StaffRole } from './role-rules';
export {
  EDITORIAL_ROLES,
  hasEditorialRole,
  isSiteAdministrator,
  JOURNAL_EDITOR_ROLES,
  JOURNAL_ROLE_NAMES,
  JOURNAL_ROLES,
  rolesInWords,
  STAFF_ROLES,
} from './role-rules';
export type { JournalMembership } from './roles';
export { journalMembershipSchema, journalRoleSchema, staffRoleSchema } from './roles';
export type {
  SearchMatchField,
  SearchMeta,
  SearchQuery,
  SearchResponse,
  SearchResult,
  SearchSort,
} from './search';
export {
  SEARCH_MATCH_FIELDS,
  searchMatchFieldSchema,
  searchMetaSchema,
  searchQuerySchema,
  searchResponseSchema,
  searchResultSchema,
  searchSortSchema,
} from './search';
export type { SearchLookup } from './search-lookup';
export { parseSearchLookup, searchLookupSchema } from './search-lookup';
export type { Setting } from './setting';
export { SETTING_KEYS, settingSchema, settingValue } from './setting';
export type { SetupBody, SetupJournal, SetupStatus } from './setup';
export {
  journalSlugSchema,
  setupBodySchema,
  setupJournalSchema,
  setupStatusSchema,
} from './setup';
export type {
  DateFormat,
  SiteSettings,
  SiteSettingsBody,
  SiteSettingsInput,
} from './site-settings';
export {
  ABSTRACT_LIMIT_RANGE,
  DATE_FORMATS,
  siteSettingsBodySchema,
  siteSettingsSchema,
} from './site-settings';
export type {
  AddJournalStaffBody,
  JournalIdParams,
  JournalStaffBody,
  JournalStaffMember,
  JournalStaffParams,
  JournalStaffQuery,
  StaffCandidate,
  StaffCandidatesQuery,
} from './staff';
export {
  addJournalStaffBodySchema,
  journalIdParamsSchema,
  journalStaffBodySchema,
  journalStaffMemberSchema,
  journalStaffParamsSchema,
  journalStaffQuerySchema,
  MAX_SECTIONS_PER_EDITOR,
  STAFF_CANDIDATES_LIMIT,
  staffCandidateSchema,
  staffCandidatesQuerySchema,
} from './staff';
export type {
  AttachSubmissionFileBody,
  CreateSubmissionBody,
  EditorDecisionBody,
  PublishSubmissionBody,
  PublishTarget,
  ResubmitBody,
  Submission,
  SubmissionAuthor,
  SubmissionAuthorInput,
  SubmissionDeclarations,
  SubmissionDraftBody,
  SubmissionEvent,
  SubmissionFile,
  SubmissionFileRole,
  SubmissionListQuery,
  SubmissionOptions,
  SubmissionSummary,
  SubmitSubmissionBody,
} from './submission';
export {
  attachSubmissionFileBodySchema,
  createSubmissionBodySchema,
  editorDecisionBodySchema,
  editorDecisionSchema,
  publishSubmissionBodySchema,
  publishTargetSchema,
  resubmitBodySchema,
  submissionAuthorSchema,
  submissionAuthorViewSchema,
  submissionDeclarationsSchema,
  submissionDraftBodySchema,
  submissionEventSchema,
  submissionFileParamsSchema,
  submissionFileRoleSchema,
  submissionFileSchema,
  submissionListQuerySchema,
  submissionOptionsSchema,
  submissionParamsSchema,
  submissionSchema,
  submissionStatusSchema,
  submissionSummarySchema,
  submitSubmissionBodySchema,
} from './submission';
export {
  hasVisibleCharacter,
  isSingleLine,
  isStorableText,
  isWellFormedText,
} from './text-rules';
export type {
  ArticleMetrics,
  MostRead,
  MostReadArticle,
  MostReadQuery,
  UsageArticleParams,
  UsageMonth,
} from './usage';
export {
  articleMetricsSchema,
  mostReadArticleSchema,
  mostReadQuerySchema,
  mostReadSchema,
  usageArticleParamsSchema,
  usageMonthSchema,
} from './usage';
export type { Session, User, UserRole } from './user';
export {
  orcidSchema,
  sessionSchema,
  userRoleSchema,
  userSchema,
} from './user';
export type {
  EditorDecision,
  EditorView,
  SubmissionAction,
  SubmissionActor,
  SubmissionEventKind,
  SubmissionStatus,
} from './workflow';
export {
  ACTIVE_SUBMISSION_STATUSES,
  actorOf,
  allowedActions,
  allowedDecisions,
  DECISIONS_NEEDING_A_MESSAGE,
  EDITOR_DECISIONS,
  EDITOR_VIEW_LABELS,
  EDITOR_VIEWS,
  isEditable,
  nextStatus,
  refusalMessage,
  SUBMISSION_ACTORS,
  SUBMISSION_EVENT_KINDS,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  SUBMISSION_TRANSITIONS,
} from './workflow';
