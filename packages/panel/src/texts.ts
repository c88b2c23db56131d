/**
 * Every user-visible text of `@quire/panel`, in English: the author panel, the submission
 * wizard, the editors' pages, their titles and the messages of their actions. A site replaces
 * any of them under `texts.panel` of its configuration; components read them with
 * {@link usePanelTexts}, loaders, actions and `meta` with {@link panelTexts}. Texts that carry
 * values are functions. See docs/architecture.md ("Site configuration").
 */
import { type JournalSite, kitTexts, useTexts } from '@quire/site';

export const PANEL_TEXTS = {
  // Dashboard
  dashboardTitle: 'Dashboard',
  welcome: (name: string | null) =>
    `Welcome${name ? `, ${name}` : ''}! Submit your first manuscript to one of our journals: your draft is saved at every step.`,
  readyWithManuscript: 'Ready with a new manuscript?',
  newSubmission: 'New submission',

  // Submissions list
  submissionsTitle: 'Submissions',
  draftDeleted: 'The draft was deleted.',
  submissionsSearchHint: 'Words in the title.',
  noMatchingSubmissions: 'No submissions match these filters',
  noMatchingHint: 'Try other words, or show all statuses and journals.',
  clearFilters: 'Clear the filters',
  noSubmissionsYet: 'No submissions yet',
  noSubmissionsHint:
    'Submit your manuscript to one of our journals: it takes about ten minutes, and your draft is saved at every step.',
  startSubmission: 'Start a submission',
  yourSubmissionsCaption: 'Your submissions',
  submissionPagesLabel: 'Submission pages',

  // Submission wizard
  stepJournal: 'Journal',
  stepDetails: 'Details',
  stepAuthors: 'Authors',
  stepFiles: 'Files',
  stepDeclarations: 'Cover letter',
  stepReview: 'Review',
  wizardPageTitle: (step: string) => `New submission: ${step.toLowerCase()}`,
  wizardDraft: 'Draft',
  chooseJournalIntro:
    'Choose the journal you are submitting to. Your draft is saved at every step: you can leave and come back to it from your submissions.',
  creatingDraft: 'Creating the draft…',
  saveAndContinue: 'Save and continue',
  back: 'Back',
  uploaded: (name: string) => `Uploaded ${name}.`,
  continue: 'Continue',
  submitting: 'Submitting…',
  submit: 'Submit',
  saving: 'Saving…',

  // Submission page
  submissionFallbackTitle: 'Submission',
  allSubmissionsLink: '← All submissions',
  thankYouSubmitted: (journal: string | null) =>
    `Thank you! Your submission was sent to the editors of ${journal ?? 'the journal'}. You will be notified of their decision.`,
  revisionsSent: 'Your revisions were sent. The editors will review them and let you know.',
  publishedBefore: 'Published:',
  readTheArticle: 'read the article',
  editorMessageHeading: 'Message from the editor',
  historyHeading: 'History',

  // Published articles
  myArticlesTitle: 'My articles',
  myArticlesPageTitle: (page: number) => (page > 1 ? `My articles (page ${page})` : 'My articles'),
  articleFallbackTitle: 'Article',
  backToMyArticles: '← My articles',
  publicArticlePage: 'Public article page',
  downloadPdf: 'Download PDF',
  theSubmission: 'The submission',
  factJournal: 'Journal',
  factIssue: 'Issue',
  notInIssue: 'Not in an issue',
  factPublished: 'Published',
  factAuthors: 'Authors',
  factKeywords: 'Keywords',
  factDoi: 'DOI',
  factViews: 'Views',
  factDownloads: 'Downloads',
  readershipHeading: 'Readership',
  readershipIntro:
    'Views of the article page and downloads of its PDF, counted once per reader within 30 seconds and without robots.',
  usageCaption: 'Views and PDF downloads, last 12 months',
  citationHeading: 'Citation (APA)',
  copyCitation: 'Copy citation',
  articlesCaption: (total: number) => `Your published articles (${total})`,
  columnTitle: 'Title',
  noArticlesYet: 'No published articles yet',
  noArticlesHint:
    'Once a submission of yours is published, it is listed here with its views and downloads.',
  goToSubmissions: 'Go to your submissions',
  articlePagesLabel: 'Article pages',

  // Notifications
  notificationsTitle: 'Notifications',
  notificationFallbackTitle: 'Notification',
  openSubmission: 'Open the submission',
  openArticle: 'Open the article',
  openNotification: 'Open',
  allNotificationsLink: '← All notifications',
  factReceived: 'Received',
  factStatus: 'Status',
  readAtBefore: '(read',
  readAtAfter: ')',
  markAsRead: 'Mark as read',
  filterAll: 'All',
  filterUnread: 'Unread',
  markAllAsRead: 'Mark all as read',
  markedRead: (count: number) =>
    `Marked ${count} ${count === 1 ? 'notification' : 'notifications'} as read.`,
  unreadCount: (count: number) => `${count} unread.`,
  filterNotificationsLabel: 'Filter notifications',
  notificationsCaption: (unreadOnly: boolean, total: number) =>
    `${unreadOnly ? 'Unread notifications' : 'All notifications'}, newest first (${total})`,
  columnStatus: 'Status',
  columnNotification: 'Notification',
  columnDate: 'Date',
  noUnreadNotifications: 'No unread notifications',
  noNotificationsYet: 'No notifications yet',
  noNotificationsHint: 'Decisions on your submissions and news about your articles appear here.',
  showAll: 'Show all',
  notificationPagesLabel: 'Notification pages',

  // Notifications (continued)
  statusUnread: 'Unread',
  statusRead: 'Read',
  notificationsUnreadTitle: (unread: number) => `Notifications (${unread} unread)`,

  // Editorial pages
  queueTitle: 'Submissions queue',
  editorialTitle: 'Editorial',
  issuesAndCovers: 'Issues and covers',
  chatInbox: 'Chat inbox',
  queueSearchHint: 'Words in the title, or the submitter’s name or email.',
  queueEmptyHint: 'Submissions appear here as soon as authors send them.',
  queueCaption: 'Submissions to the journals',
  queuePagesLabel: 'Queue pages',
  submissionPublished: 'The submission is published.',
  decisionRecorded: (decision: string) =>
    `Decision recorded: ${decision.toLowerCase()}. The author has been notified.`,
  backToQueue: '← Submissions queue',
  publicArticle: 'Public article:',
  issuesTitle: 'Issues',
  issueFallbackTitle: 'Issue',
  issuesJournalLabel: 'Journal',
  allJournals: 'All journals',
  showButton: 'Show',
  noIssuesHere: 'No issues here',
  noIssuesHint: 'This journal has no issues yet; they appear once an editor creates them.',
  issueCount: (count: number) => `${count} ${count === 1 ? 'issue' : 'issues'}`,
  pageOf: (page: number, lastPage: number) => ` (page ${page} of ${lastPage})`,
  issuesTableCaption: 'Issues and their covers',
  columnCover: 'Cover',
  columnIssue: 'Issue',
  columnArticles: 'Articles',
  noCover: 'None',
  issuePagesLabel: 'Issue list pages',
  backToIssues: '← Issues',
  staffLink: 'Staff',
  staffTitle: 'Staff',
  staffJournalsIntro:
    'Who works on each journal, and in which role. A journal’s managers give and take roles.',
  noStaffJournals: 'No journals here',
  noStaffJournalsHint: 'Journals you manage or edit appear here.',
  backToStaff: '← Staff',
  journalStaffTitle: (journal: string) => `Staff of ${journal}`,
  staffMembersHeading: 'Who works on this journal',
  staffMemberCount: (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`,
  noStaffYet: 'No one yet',
  noStaffYetHint: 'Add the journal’s managers, editors, section editors and reviewers below.',
  staffSince: (date: string) => `Since ${date}`,
  staffSections: (titles: string) => `Sections: ${titles}`,
  changeRolesOf: (name: string) => `Change ${name}’s roles`,
  rolesLegend: 'Roles',
  sectionsLegend: 'Sections (for a section editor)',
  sectionsHint: 'A section editor handles the submissions of these sections only.',
  noSectionsYet: 'This journal has no sections yet.',
  saveRoles: 'Save roles',
  removeFromStaff: (name: string) => `Remove ${name} from the staff`,
  addStaffHeading: 'Add or invite a person',
  addStaffIntro:
    'Someone with an account here gets the roles at once; anyone else is invited by email and creates their account from the link.',
  staffEmailLabel: 'Their email address',
  addToStaff: 'Add or invite',
  staffInvited: 'No account uses this address yet, so we emailed an invitation to it.',
  staffLastSignIn: (date: string | null) =>
    date ? `Last signed in ${date}` : 'Not signed in since joining',
  invitationsHeading: 'Invitations not yet accepted',
  invitationSent: (date: string, by: string | null) =>
    by ? `Sent ${date} by ${by}` : `Sent ${date}`,
  invitationExpires: (date: string) => `The link works until ${date}`,
  invitationExpired: (date: string) => `The link expired on ${date}`,
  resendInvitation: (email: string) => `Send again to ${email}`,
  withdrawInvitation: (email: string) => `Withdraw the invitation to ${email}`,
  invitationResent: 'The invitation was sent again, with a new link; the old one no longer works.',
  invitationWithdrawn: 'The invitation is withdrawn: its link no longer works.',
  staffAdded: 'The person is on the staff: their roles apply from their next page.',
  staffChanged: 'The roles are saved: they apply from the person’s next page.',
  staffRemoved: 'The person is no longer on the staff.',
  staffReadOnly: 'Only the journal’s managers and the site’s administrators change its staff.',
  articleCount: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`,
  coverHeading: 'Cover',
  coverDescribed: (alt: string) => `Description: ${alt}`,
  coverDecorative: 'Decorative: no description.',
  noCoverYet: 'This issue has no cover yet. Readers see its table of contents without an image.',
  coverSaved:
    'The cover is saved: readers see it on the issue, the archive and the journal’s home.',
  coverDescriptionSaved: 'The description is saved.',
  coverRemoved: 'The cover is removed.',
  changeCover: 'Change the cover',
  addCover: 'Add a cover',
  coverImageLabel: 'Cover image',
  newCoverImageLabel: 'New cover image (leave empty to keep this one)',
  coverAltLabel: 'Description',
  coverAltHint: (max: number) =>
    `What the cover shows, for readers who cannot see it (at most ${max} characters).`,
  coverDecorativeLabel: 'Decorative: the image adds nothing the issue’s title does not say',
  saveCover: 'Save the cover',
  removeCover: 'Remove the cover',

  // Form fields and validation
  fieldJournal: 'Journal',
  fieldSection: 'Section',
  fieldTitle: 'Title',
  fieldAbstract: 'Abstract',
  fieldKeywords: 'Keywords',
  fieldAuthors: 'Authors',
  fieldManuscript: 'Manuscript',
  fieldFiles: 'Files',
  fieldFile: 'File',
  fieldCoverLetter: 'Cover letter',
  fieldDeclarations: 'Declarations',
  fieldOriginality: 'Originality declaration',
  fieldLicence: 'Licence agreement',
  fieldPrivacy: 'Privacy consent',
  fieldMessage: 'Message',
  fieldFormKey: 'Form key',
  authorRow: (number: number) => `Author ${number}`,
  authorPart: (row: string, part: string) => `${row}: ${part}`,
  authorPartName: 'name',
  authorPartEmail: 'email',
  authorPartAffiliation: 'affiliation',
  authorPartOrcid: 'ORCID iD',
  authorPartCorresponding: 'corresponding author',
  keywordRow: (number: number) => `Keyword ${number}`,
  chooseIssue: 'Choose the issue to publish in.',
  chooseOfferedSection: 'Choose one of the sections offered.',
  decisionSendToReview: 'Send to review',
  decisionRequestRevisions: 'Request revisions',
  decisionAccept: 'Accept',
  decisionDecline: 'Decline',

  // Dashboard cards
  cardSubmissions: 'Submissions',
  submissionCount: (count: number) => (count === 1 ? 'submission' : 'submissions'),
  allSubmissions: 'All submissions',
  submissionsByStatus: 'Submissions by status',
  statusCount: (status: string, count: number) => `${status}: ${count}`,
  latestSubmissions: 'Latest submissions',
  untitledDraft: 'Untitled draft',
  cardArticles: 'Published articles',
  articleCountUnit: (count: number) => (count === 1 ? 'article' : 'articles'),
  cardNotifications: 'Notifications',
  unreadUnit: 'unread',
  allNotifications: 'All notifications',
  unreadPrefix: 'Unread · ',
  cardMessages: 'Messages',
  unreadMessagesUnit: (count: number) => (count === 1 ? 'unread message' : 'unread messages'),
  openChat: 'Open the chat with the editors',
  cardBookmarks: 'Bookmarks',
  bookmarkedUnit: (count: number) => (count === 1 ? 'bookmarked article' : 'bookmarked articles'),
  seeBookmarks: 'See your bookmarked articles',

  // Submission summary
  editPart: 'Edit',
  notGiven: 'Not given',
  partJournal: 'Journal',
  noSectionPreference: 'No preference',
  partDetails: 'Details',
  partAuthors: 'Authors',
  correspondingSuffix: ' (corresponding author)',
  orcidValue: (orcid: string) => `ORCID ${orcid}`,
  partFiles: 'Files',
  noFilesYet: 'No files yet.',
  partDeclarations: 'Cover letter and declarations',
  declarationsHeading: 'Declarations',
  confirmed: 'Confirmed:',
  notYetConfirmed: 'Not yet confirmed:',

  // Publishing
  targetLabel: (issue: string, title: string | null, isPublished: boolean) =>
    `${issue}${title ? `: ${title}` : ''}${isPublished ? '' : ' — not yet public'}`,
  targetIssue: (volume: number, number: number, year: number) =>
    `Vol. ${volume} No. ${number} (${year})`,
  publishHeading: 'Publish',
  noIssueToPublishIn: 'This journal has no issue to publish in yet. Create an issue first.',
  publishIssueLabel: 'Issue',
  publishSectionLabel: 'Section',
  submissionSectionOption: 'The submission’s section',
  licenceLabel: 'Licence',
  journalLicenceOption: (licence: string | null) =>
    `The journal’s licence${licence ? ` (${licence})` : ''}`,
  pagesLabel: 'Pages',
  pagesHint: 'Like 12–24.',
  doiLabel: 'DOI',
  doiHint: 'Like 10.1234/abc.2026.1.',
  publishing: 'Publishing…',
  publishButton: 'Publish',

  // Wizard steps
  declarationOriginality:
    'This work is original: it has not been published, and it is not under consideration elsewhere.',
  declarationLicence:
    'If the article is accepted, I agree to publish it under the journal’s licence.',
  declarationPrivacy:
    'I consent to the processing of the personal data in this submission (names, emails, affiliations) for its review and publication.',
  coverLetterHint: 'Why this journal, and anything the editors should know. Plain text.',
  declarationsLegend: 'Declarations',
  declarationsNeeded: 'All three are needed before you submit.',
  authorsIntro:
    'List every author in the order they should appear. Choose one corresponding author: the editors write to them.',
  authorLegend: (number: number) => `Author ${number}`,
  authorNameLabel: 'Name',
  authorEmailLabel: 'Email',
  authorAffiliationLabel: 'Affiliation',
  authorOrcidLabel: 'ORCID iD',
  authorOrcidHint: 'Like 0000-0002-1825-0097.',
  correspondingAuthor: 'Corresponding author',
  moveUp: 'Move up',
  moveDown: 'Move down',
  removeAuthor: 'Remove',
  whichAuthor: (number: number) => ` author ${number}`,
  authorMovedUp: (number: number) => `Author ${number} moved up.`,
  authorMovedDown: (number: number) => `Author ${number} moved down.`,
  authorRemoved: (number: number) => `Author ${number} removed.`,
  authorAdded: (number: number) => `Author ${number} added.`,
  addAuthor: 'Add an author',
  manuscriptHeading: 'Manuscript',
  noManuscriptYet: 'No manuscript yet.',
  replaceManuscript: 'Replace the manuscript',
  manuscriptLabel: 'Manuscript',
  uploadManuscript: 'Upload the manuscript',
  supplementaryHeading: 'Supplementary files',
  supplementaryIntro: (limit: number) =>
    `Data, figures or appendices that go with the manuscript (at most ${limit}).`,
  noSupplementaryFiles: 'No supplementary files.',
  supplementaryLabel: 'Supplementary file',
  uploadSupplementary: 'Upload the supplementary file',
  chooseJournal: 'Choose a journal',
  sectionHint: 'The part of the journal your article belongs in; the editors can change it.',
  requiredToSubmit: '(required to submit)',
  keywordsHint: (count: number, limit: number) =>
    `${count} of at most ${limit} keywords. Enter, a comma or a space adds each one. For a keyword of several words, such as “forest ecology”, paste a comma-separated list or use “Add keywords of several words”.`,
  keywordPlaceholder: 'Type a keyword, then Enter or comma',
  addSeveralWords: 'Add keywords of several words',
  keywordsTextLabel: 'Add keywords (separated by commas)',
  completeBeforeSubmit: 'Before you submit, please complete:',
  problemLine: (field: string, messages: string) => `${field}: ${messages}`,
  noteToEditor: 'Note to the editor',
  noteToEditorHint: 'Anything the editor should know as they open your submission.',
  wizardHeading: (step: string) => `New submission: ${step}`,
  submissionStepsLabel: 'Submission steps',
  abstractOverLimit: (words: number, limit: number) =>
    `The abstract has ${words} words; shorten it to ${limit} words or fewer.`,
  abstractHint: (limit: number) =>
    `Plain text; separate paragraphs with a blank line. At most ${limit} words.`,
  abstractCount: (words: number, limit: number, characters: number) =>
    `${words} / ${limit} words · ${characters} ${characters === 1 ? 'character' : 'characters'}`,

  // Submission lists, pages and forms
  searchLabel: 'Search',
  statusLabel: 'Status',
  allStatuses: 'All statuses',
  journalFilterLabel: 'Journal',
  applyFilters: 'Apply filters',
  revisionsHeading: 'Submit revisions',
  revisionsIntro:
    'Upload your revised manuscript (and any other revised files), then tell the editor what you changed.',
  noRevisedFiles: 'No revised files yet.',
  revisedFileLabel: 'Revised file',
  uploadRevised: 'Upload the revised file',
  responseLabel: 'Response to the editor',
  responseHint: 'What you changed, point by point.',
  sending: 'Sending…',
  submitRevisions: 'Submit revisions',
  chartViews: 'Views',
  chartDownloads: 'PDF downloads',
  chartTableSummary: 'The figures as a table',
  chartMonth: 'Month',
  columnJournal: 'Journal',
  columnSubmittedBy: 'Submitted by',
  columnUpdated: 'Updated',
  untitledSubmission: 'Untitled submission',
  factSubmitted: 'Submitted',
  factRound: 'Review round',
  factSubmittedBy: 'Submitted by',
  decisionHeading: 'Decision',
  decisionLegend: 'Decision',
  messageToAuthor: 'Message to the author',
  messageNeeded: (decisions: string) =>
    `Needed to ${decisions}. The author receives it as a notification.`,
  decisionsOr: ' or ',
  messageOptional: 'The author receives it as a notification.',
  recordDecision: 'Record the decision',

  // Files, history and errors
  accessDenied: 'Access denied',
  editorsOnly: 'This page is for the journals’ editors. Your account cannot open it.',
  goToPanel: 'Go to your panel',
  roleManuscript: 'Manuscript',
  roleSupplementary: 'Supplementary file',
  roleRevision: 'Revised file',
  fileRound: (round: number) => ` (round ${round})`,
  removeFile: 'Remove',
  deleteDraft: 'Delete draft',
  deleteDraftTitle: 'Delete this draft?',
  deleteDraftMessage: (title: string | null) =>
    `“${title || 'Untitled draft'}” and its files will be deleted. This cannot be undone.`,
  uploadButton: 'Upload',
  chooseFile: 'Choose a file to upload.',
  uploadFailed: 'The upload failed. Please try again in a moment.',
  uploadUnreachable: 'The upload could not reach the server. Check your connection and try again.',
  uploadFormLabel: (label: string) => `Upload: ${label}`,
  uploading: 'Uploading…',
  draftStarted: 'Draft started',
  statusChange: (from: string, to: string) => `${from} → ${to}`,
  nothingYet: 'Nothing has happened yet.',
  actorEditor: 'editor',
  actorAuthor: 'author',
  submissionCountLine: (count: number) => `${count} ${count === 1 ? 'submission' : 'submissions'}`,

  // Loader and action messages
  issueStatusPublished: (date: string, current: boolean) =>
    `${current ? 'Current issue, published' : 'Published'} ${date}`,
  issueNotPublished: 'Not published yet',
  unknownFormIntent: 'Unknown form intent.',
  describeCover: 'Describe the cover for readers who cannot see it, or mark it as decorative.',
  coverAltTooLong: (max: number) => `Keep the description under ${max} characters.`,
  chooseCoverImage: 'Choose the cover image to upload.',
  notificationFormUnclear: 'This form does not say what to do with the notification.',
  noJournalForSlug: (slug: string) =>
    `No journal here takes submissions under “${slug}”: choose the journal below.`,
  chooseJournalToSubmit: 'Choose the journal you are submitting to.',
  chooseFileToRemove: 'Choose a file to remove.',
  unknownAction: 'This action is not known.',
  editorsOnlyPages: 'Only editors can open the editorial pages.',
  chooseDecision: 'Choose one of the decisions offered.',
  decisionNeedsMessage: 'Write to the author what this decision means for them.',
  fileNotInSubmission: 'This file is not part of the submission.',
  sayFileRole: 'Say what the file is for.',
  unknownFileRole: 'Unknown file role.',
  sendWithPost: 'Send the file with POST.',
};

/** The texts of `@quire/panel` (see {@link PANEL_TEXTS}); a site overrides any subset. */
export type PanelTexts = typeof PANEL_TEXTS;

declare module '@quire/site' {
  interface KitTexts {
    /** `@quire/panel`'s texts: the author panel, the wizard and the editors' pages. */
    panel: PanelTexts;
  }
}

/** The panel texts of a component's site: the defaults with its `texts.panel` overrides. */
export function usePanelTexts(): PanelTexts {
  return useTexts(PANEL_TEXTS, 'panel');
}

/** The panel texts for server code (loaders, actions, `meta`): the app's site by default. */
export function panelTexts(site?: JournalSite): PanelTexts {
  return kitTexts(PANEL_TEXTS, 'panel', site);
}
