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
  chatConversationSchema,
  chatHistoryQuerySchema,
  chatHistorySchema,
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
} from './editorial-content';
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
  Journal,
  JournalList,
  JournalPage,
  JournalPageLink,
  JournalPageParams,
  JournalSummary,
  Section,
} from './journal';
export {
  journalListSchema,
  journalPageLinkSchema,
  journalPageParamsSchema,
  journalPageSchema,
  journalSchema,
  journalSummarySchema,
  sectionSchema,
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
  SearchMeta,
  SearchQuery,
  SearchResponse,
  SearchResult,
  SearchSort,
} from './search';
export {
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
} from './staff';
export {
  addJournalStaffBodySchema,
  journalIdParamsSchema,
  journalStaffBodySchema,
  journalStaffMemberSchema,
  journalStaffParamsSchema,
  MAX_SECTIONS_PER_EDITOR,
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
  SubmissionAction,
  SubmissionActor,
  SubmissionStatus,
} from './workflow';
export {
  actorOf,
  allowedActions,
  allowedDecisions,
  DECISIONS_NEEDING_A_MESSAGE,
  EDITOR_DECISIONS,
  isEditable,
  nextStatus,
  refusalMessage,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  SUBMISSION_TRANSITIONS,
} from './workflow';
