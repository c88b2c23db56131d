import type {
  AuthMessage,
  ChangeEmailBody,
  ChangePasswordBody,
  ConfirmEmailBody,
  ConfirmedEmail,
  ConfirmRegistrationBody,
  DeleteAccountBody,
  ForgotPasswordBody,
  MailPreferences,
  RegisterBody,
  ResetPasswordBody,
  Session,
  SetupBody,
  SetupStatus,
  SignInBody,
  SignInResponse,
  UpdateMailPreferencesBody,
  UpdateProfileBody,
  User,
} from '@quire/contracts';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext } from './endpoint-call';

/**
 * The auth endpoints as plain calls. Apps sign in and out through the auth session, which also
 * keeps the state; these are for forms that need no session (forgot and reset password, the
 * confirmation of a registration) and for server-side callers.
 */
export interface AuthApi {
  /**
   * `POST auth/register`: starts an author account. Resolves with the "check your inbox" message,
   * the same whether or not the address already has an account; the account is created (and
   * signed in) by {@link AuthApi.confirmRegistration} with the token from the mailed link.
   */
  register(body: RegisterBody): Promise<AuthMessage>;
  /**
   * `POST auth/confirm-registration`: creates the account with the token from the mailed link and
   * signs it in — the same answer as `login` (token at `/token`, also set as an HttpOnly cookie).
   */
  confirmRegistration(body: ConfirmRegistrationBody): Promise<SignInResponse>;
  /** `POST auth/confirm-email`: the link mailed to a new sign-in address, confirmed. */
  confirmEmail(body: ConfirmEmailBody): Promise<ConfirmedEmail>;
  /** `POST auth/login`: the token (at `/token`; also set as an HttpOnly cookie), user and expiry. */
  login(body: SignInBody): Promise<SignInResponse>;
  /** `GET auth/session`: who is signed in (401 when nobody is). */
  session(): Promise<Session>;
  /** `POST auth/logout`: revokes the current session. */
  logout(): Promise<void>;
  /** `POST auth/forgot-password`: mails a reset link if the account exists (same answer either way). */
  forgotPassword(body: ForgotPasswordBody): Promise<AuthMessage>;
  /** `POST auth/reset-password`: a new password with the token from the mailed link. */
  resetPassword(body: ResetPasswordBody): Promise<AuthMessage>;
  /** `GET setup`: whether the site still waits for its first-run setup (no administrator yet). */
  setupStatus(): Promise<SetupStatus>;
  /**
   * `POST setup`: the first-run setup — site name, first administrator (signed in, the same
   * answer as `login`), optionally the first journal. 404 once the site is set up.
   */
  setup(body: SetupBody): Promise<SignInResponse>;
}

/** The signed-in user's own account. */
export interface AccountApi {
  /** `POST auth/change-password`: signs out every other session. */
  changePassword(body: ChangePasswordBody): Promise<AuthMessage>;
  /** `PATCH user/profile`: name, affiliation, ORCID (checksum verified), biography. */
  updateProfile(body: UpdateProfileBody): Promise<User>;
  /** `PUT user/avatar`: an image uploaded with `files.upload('avatar', …)`. */
  setAvatar(fileId: number): Promise<User>;
  /** `DELETE user/avatar`: back to the site's default avatar. */
  removeAvatar(): Promise<User>;
  /**
   * `POST user/email`: asks for a new sign-in email, with the current password; the API mails a
   * link to the new address ({@link AuthApi.confirmEmail}) and answers what to tell the person.
   */
  changeEmail(body: ChangeEmailBody): Promise<AuthMessage>;
  /** `GET user/mail-preferences`: which notice mails the account receives. */
  mailPreferences(): Promise<MailPreferences>;
  /**
   * `PATCH user/mail-preferences`: switches decision or publication mail on or off (those left
   * out stay). Security notices have no switch.
   */
  updateMailPreferences(body: UpdateMailPreferencesBody): Promise<MailPreferences>;
  /** `DELETE user/account`: deletes the account for good (password and typed phrase required). */
  deleteAccount(body: DeleteAccountBody): Promise<void>;
}

// Auth calls answer for themselves: a 401 here means "wrong password" or "signed out", never
// "refresh the session and try again".
const noRefresh = { skipAuthRefresh: true };

/** Builds the {@link AuthApi}. */
export function createAuthApi(context: EndpointContext): AuthApi {
  return {
    register: (body) =>
      callEndpoint(context, schemas?.registerResponse, {
        method: 'post',
        url: 'auth/register',
        data: body,
        quire: noRefresh,
      }),
    confirmEmail: (body) =>
      callEndpoint(context, schemas?.confirmedEmail, {
        method: 'post',
        url: 'auth/confirm-email',
        data: body,
      }),
    confirmRegistration: (body) =>
      callEndpoint(context, schemas?.signInResponse, {
        method: 'post',
        url: 'auth/confirm-registration',
        data: body,
        quire: noRefresh,
      }),
    login: (body) =>
      callEndpoint(context, schemas?.signInResponse, {
        method: 'post',
        url: 'auth/login',
        data: body,
        quire: noRefresh,
      }),
    session: () =>
      callEndpoint(context, schemas?.session, {
        method: 'get',
        url: 'auth/session',
        quire: noRefresh,
      }),
    logout: async () => {
      await callEndpoint(context, undefined, {
        method: 'post',
        url: 'auth/logout',
        quire: noRefresh,
      });
    },
    forgotPassword: (body) =>
      callEndpoint(context, schemas?.authMessage, {
        method: 'post',
        url: 'auth/forgot-password',
        data: body,
        quire: noRefresh,
      }),
    resetPassword: (body) =>
      callEndpoint(context, schemas?.authMessage, {
        method: 'post',
        url: 'auth/reset-password',
        data: body,
        quire: noRefresh,
      }),
    setupStatus: () =>
      callEndpoint(context, schemas?.setupStatus, {
        method: 'get',
        url: 'setup',
        quire: noRefresh,
      }),
    setup: (body) =>
      callEndpoint(context, schemas?.signInResponse, {
        method: 'post',
        url: 'setup',
        data: body,
        quire: noRefresh,
      }),
  };
}

/** Builds the {@link AccountApi}. */
export function createAccountApi(context: EndpointContext): AccountApi {
  return {
    changePassword: (body) =>
      callEndpoint(context, schemas?.authMessage, {
        method: 'post',
        url: 'auth/change-password',
        data: body,
      }),
    updateProfile: (body) =>
      callEndpoint(context, schemas?.user, { method: 'patch', url: 'user/profile', data: body }),
    setAvatar: (fileId) =>
      callEndpoint(context, schemas?.user, {
        method: 'put',
        url: 'user/avatar',
        data: { fileId },
      }),
    removeAvatar: () =>
      callEndpoint(context, schemas?.user, { method: 'delete', url: 'user/avatar' }),
    changeEmail: (body) =>
      callEndpoint(context, schemas?.authMessage, {
        method: 'post',
        url: 'user/email',
        data: body,
      }),
    mailPreferences: () =>
      callEndpoint(context, schemas?.mailPreferences, {
        method: 'get',
        url: 'user/mail-preferences',
      }),
    updateMailPreferences: (body) =>
      callEndpoint(context, schemas?.mailPreferences, {
        method: 'patch',
        url: 'user/mail-preferences',
        data: body,
      }),
    deleteAccount: async (body) => {
      await callEndpoint(context, undefined, {
        method: 'delete',
        url: 'user/account',
        data: body,
        quire: noRefresh,
      });
    },
  };
}
