// Server-only modules: sign-in, sign-up, confirmation and sign-out on the web server, the
// account page's action.

export * from './pages/account.server';
export * from './pages/auth/confirm.server';
export * from './pages/auth/confirm-email.server';
export * from './pages/auth/forgot-password.server';
export * from './pages/auth/invitation.server';
export * from './pages/auth/login.server';
export * from './pages/auth/logout.server';
export * from './pages/auth/register.server';
export * from './pages/auth/reset-password.server';
export * from './pages/auth/setup.server';
export * from './server/account.server';
export * from './server/auth.server';
