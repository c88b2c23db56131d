// Server-only modules: sign-in, sign-up, confirmation and sign-out on the web server, the
// account page's action.

export { accountAction, accountLoader, accountMiddleware } from './pages/account.server';
export {
  confirmRegistrationAction,
  confirmRegistrationLoader,
  confirmRegistrationMiddleware,
} from './pages/auth/confirm.server';
export {
  confirmEmailAction,
  confirmEmailLoader,
  confirmEmailMiddleware,
} from './pages/auth/confirm-email.server';
export {
  forgotPasswordAction,
  forgotPasswordLoader,
  forgotPasswordMiddleware,
} from './pages/auth/forgot-password.server';
export { invitationAction, invitationLoader } from './pages/auth/invitation.server';
export { loginAction, loginLoader, loginMiddleware } from './pages/auth/login.server';
export { logoutAction, logoutLoader } from './pages/auth/logout.server';
export { registerAction, registerLoader, registerMiddleware } from './pages/auth/register.server';
export {
  resetPasswordAction,
  resetPasswordLoader,
  resetPasswordMiddleware,
} from './pages/auth/reset-password.server';
export { setupAction, setupLoader } from './pages/auth/setup.server';
export { answerAccountForm, avatarMaxBytes } from './server/account.server';
export type { SignedIn } from './server/auth.server';
export {
  confirmOnServer,
  redirectSignedIn,
  redirectSignedOut,
  signInOnServer,
  signOutOnServer,
  signUpOnServer,
} from './server/auth.server';
