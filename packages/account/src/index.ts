// Client-safe modules: the account page's forms and the texts they share with the server.
export * from './account/avatar-check';
export * from './account/avatar-form';
export * from './account/delete-account-form';
export * from './account/email-form';
export * from './account/mail-preferences-form';
export * from './account/password-form';
export * from './account/profile-form';
export * from './account/section-parts';
export * from './account/use-account-form';
export * from './lib/account';
export * from './pages/account';
export * from './pages/auth/confirm';
export * from './pages/auth/forgot-password';
export * from './pages/auth/login';
export * from './pages/auth/register';
export * from './pages/auth/reset-password';
export * from './texts';
