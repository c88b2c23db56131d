/**
 * Every user-visible text of `@quire/account`, in English. A site replaces any of them under
 * `texts.account` of its configuration; pages read them with {@link useAccountTexts}, loaders,
 * actions and `meta` with {@link accountTexts}. Texts that carry values are functions.
 * See docs/architecture.md ("Site configuration").
 */
import { PASSWORD_MIN_LENGTH } from '@quire/contracts';
import { type JournalSite, kitTexts, useTexts } from '@quire/site';
import { formatFileSize } from '@quire/utils';

export const ACCOUNT_TEXTS = {
  // Shared by the sign-in and registration forms.
  emailLabel: 'Email',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm password',
  backToSignIn: 'Back to sign in',
  getNewLink: 'Get a new link',
  registerAgain: 'Register again',

  // Sign in
  signInTitle: 'Sign in',
  signInDescription: (siteName: string) => `Sign in to your ${siteName} author account.`,
  passwordChangedNotice: 'Your password has been changed. Sign in with the new one.',
  signInButton: 'Sign in',
  signInBusy: 'Signing in…',
  forgotPasswordLink: 'Forgot your password?',
  newHere: 'New here?',
  createAccountLink: 'Create an account',
  signInFailed: 'Sign-in failed. Please try again.',

  // First-run setup
  setupTitle: 'Set up your site',
  setupDescription:
    'Name the site, create its first administrator, and optionally its first journal.',
  setupIntro:
    'This site has no administrator yet. The account you create here runs it: it can invite editors, create journals and change every setting.',
  setupSiteLegend: 'The site',
  siteNameLabel: 'Site name',
  siteNameHint:
    'Shown in the header, page titles, feeds and emails, e.g. "Northern University Journals".',
  setupAdminLegend: 'The first administrator',
  setupJournalLegend: 'The first journal (optional)',
  setupJournalHint: 'Leave both fields empty to create journals later.',
  journalTitleLabel: 'Journal title',
  journalSlugLabel: 'Web address',
  journalSlugHint:
    'The journal’s part of its addresses, /journals/<web address>: lower-case letters, digits and hyphens.',
  setupButton: 'Set up the site',
  setupBusy: 'Setting up…',

  // Registration
  registerTitle: 'Create an account',
  registerDescription: (siteName: string) =>
    `Create a ${siteName} author account to submit and follow your articles.`,
  nameLabel: 'Name',
  affiliationLabel: 'Affiliation',
  orcidLabel: 'ORCID iD',
  registerPasswordHint: `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password.`,
  registerAffiliationHint: 'Your university or institute, as it should appear on your articles.',
  registerButton: 'Create account',
  registerBusy: 'Creating your account…',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  checkInboxTitle: 'Check your inbox',
  registrationLinkValidity:
    'The link works for 24 hours. No email? Check your spam folder, or register again in a few minutes.',

  // Confirmation of a registration
  confirmTitle: 'Confirm your email',
  confirmTokenLabel: 'Confirmation link',
  confirmNeedsLink:
    'This page needs the link from the email we sent you when you registered. Open that link again, or register again to get a new one.',
  confirmOr: 'or',
  confirmSignInLink: 'sign in',
  confirmLastStep: 'One last step: confirm your email address to create your account and sign in.',
  confirmButton: 'Confirm and sign in',
  confirmBusy: 'Creating your account…',

  // Forgotten and new password
  forgotPasswordTitle: 'Forgot your password?',
  forgotPasswordDescription: (siteName: string) =>
    `Get a link to choose a new password for your ${siteName} account.`,
  forgotPasswordIntro:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  sendLinkButton: 'Send the link',
  sendLinkBusy: 'Sending…',
  checkEmailTitle: 'Check your email',
  /** The same words whether or not the account exists, so the form reveals nothing. */
  resetLinkSent:
    'If an account exists for that address, we have sent it a link to choose a new password. The link works for 30 minutes.',
  resetTitle: 'Choose a new password',
  resetTokenLabel: 'Reset link',
  resetNeedsLink:
    'This page needs the link from the email we sent you. Open that link again, or ask for a new one.',
  newPasswordLabel: 'New password',
  passwordHint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  resetButton: 'Save the new password',
  savingBusy: 'Saving…',

  // Invitations to a journal's staff
  invitationTitle: 'Invitation',
  invitationHeading: (journal: string) => `Join ${journal}`,
  invitationOffer: (inviter: string | null, roles: string) =>
    `${inviter ?? 'The journal'} invites you to work on the journal as ${roles}.`,
  invitationFor: (email: string) => `The invitation is for ${email}.`,
  invitationExpires: (date: string) => `The link works until ${date}.`,
  invitationNeedsLink:
    'This page accepts an invitation from its emailed link, and this address has no link in it.',
  invitationInvalidHint: 'Ask the journal’s managers to send you a new invitation.',
  backHome: 'Go to the home page',
  invitationSignedInAs: (name: string, email: string) =>
    `You are signed in as ${name} (${email}): accepting gives this account the roles.`,
  acceptInvitation: 'Accept the invitation',
  acceptingBusy: 'Accepting…',
  invitationHasAccount: (email: string) =>
    `An account already uses ${email}: sign in with it, then accept here.`,
  signInToAccept: 'Sign in to accept',
  invitationCreateIntro: 'Create your account to accept: the invited address is its email.',
  createAndJoin: 'Create the account and join',
  creatingBusy: 'Creating…',

  // The account page
  accountTitle: 'Account',
  profileTitle: 'Profile',
  biographyLabel: 'Biography',
  orcidHint: '16 digits in groups of four, like 0000-0002-1825-0097 (the last may be X).',
  orcidRecordLink: 'Your ORCID record (opens orcid.org in a new tab)',
  noOrcidYet: 'No ORCID iD yet?',
  orcidRegisterLink: 'Register at orcid.org (opens in a new tab)',
  bioHint: (max: number) => `Up to ${max} characters.`,
  bioCount: (length: number, max: number) => `${length} of ${max} characters`,
  saveProfile: 'Save profile',
  avatarTitle: 'Avatar',
  newAvatarLabel: 'New avatar',
  currentAvatarAlt: 'Your current avatar',
  defaultAvatarAlt: 'The default avatar',
  ownAvatar: 'This is your avatar.',
  noOwnAvatar: 'You have no avatar of your own, so the site’s default avatar is shown.',
  avatarHint: (types: string, maxSize: string) => `${types}; at most ${maxSize}.`,
  avatarPreviewAlt: 'Preview of the new avatar',
  uploadAvatar: 'Upload avatar',
  uploadBusy: 'Uploading…',
  removeAvatar: 'Remove avatar',
  removeBusy: 'Removing…',
  emailTitle: 'Email',
  signedInWith: 'You sign in with',
  newEmailLabel: 'New email',
  currentPasswordLabel: 'Current password',
  changeEmail: 'Change email',
  changingBusy: 'Changing…',
  rolesTitle: 'Your roles',
  siteAdministratorRole: 'Site administrator: the whole site, its journals and its settings.',
  rolesIntro: 'What you do in each journal. A journal’s managers give and take these roles.',
  noRolesYet:
    'You hold no role in a journal yet. Submitting to a journal makes you one of its authors.',
  rolesInJournal: (title: string) => `Your roles in ${title}`,
  mailPreferencesTitle: 'Email notifications',
  mailPreferencesIntro:
    'Every notice appears under Notifications in your panel. Choose which of them we also send to your email address.',
  mailPreferencesLegend: 'Email me about',
  mailDecisions:
    'Editorial decisions on my submissions (sent to review, revisions requested, accepted, declined)',
  mailPublication: 'Publication of my articles',
  mailEditorial:
    'My editorial work, if I edit a journal (a submission assigned to me, new and resubmitted submissions)',
  mailDiscussions:
    'New messages in the discussions of a submission or review, when I am not on the site to see them',
  mailSecurityNote:
    'Security notices — when your password or sign-in email changes — are always sent and cannot be switched off.',
  saveMailPreferences: 'Save email notifications',
  passwordTitle: 'Password',
  passwordIntro:
    'Changing your password signs you out everywhere else; this browser stays signed in.',
  confirmNewPasswordLabel: 'Confirm new password',
  changePassword: 'Change password',
  deleteTitle: 'Delete account',
  deleteIntro:
    'Deleting your account removes your profile, drafts, notifications, bookmarks and chat for good. Your published articles stay public. This cannot be undone.',
  deleteConfirmLabel: (phrase: string) => `Type ${phrase} to confirm`,
  deleteButton: 'Delete my account',
  deleteBusy: 'Deleting…',
  deleteDialogTitle: 'Delete your account?',
  deleteDialogMessage:
    'Your account and everything in it will be deleted for good. Published articles stay public.',

  // Answers of the account page's action (and the browser's avatar check)
  correctErrors: 'Please correct the errors below.',
  profileSaved: 'Your profile has been saved.',
  avatarSaved: 'Your new avatar has been saved.',
  avatarRemoved: 'Your avatar has been removed; the default avatar is shown instead.',
  avatarMissing: 'Choose an image to upload.',
  avatarTooLarge: (limit: number) => `The image is larger than the ${formatFileSize(limit)} limit.`,
  avatarWrongType: (extensions: readonly string[]) =>
    `Choose a ${extensions.map((extension) => extension.toUpperCase()).join(', ')} image.`,
  confirmEmailTitle: 'Confirm your new email address',
  confirmEmailNeedsLink:
    'This page confirms a new sign-in email from its emailed link, and this address has no link in it.',
  confirmEmailLastStep:
    'One step left: confirm that this is now the sign-in email of your account.',
  confirmEmailButton: 'Confirm the new address',
  confirmEmailBusy: 'Confirming…',
  confirmEmailAgain: 'Change the address again from your account page',
  toYourAccount: 'Go to your account page',
  confirmEmailTokenLabel: 'Confirmation link',
  mailPreferencesSaved: 'Your email notification choices have been saved.',
  passwordChanged:
    'Your password has been changed. Every other device signed in to your account has been signed out.',
  accountDeleted: 'Your account has been deleted.',
  unknownForm: 'Unknown account form.',
};

/** The texts of `@quire/account` (see {@link ACCOUNT_TEXTS}); a site overrides any subset. */
export type AccountTexts = typeof ACCOUNT_TEXTS;

declare module '@quire/site' {
  interface KitTexts {
    /** `@quire/account`'s texts: sign-in, registration, password reset, the account page. */
    account: AccountTexts;
  }
}

/** The account texts of a component's site: the defaults with its `texts.account` overrides. */
export function useAccountTexts(): AccountTexts {
  return useTexts(ACCOUNT_TEXTS, 'account');
}

/** The account texts for server code (loaders, actions, `meta`): the app's site by default. */
export function accountTexts(site?: JournalSite): AccountTexts {
  return kitTexts(ACCOUNT_TEXTS, 'account', site);
}
