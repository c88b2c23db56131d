// The loading counter lives in @quire/utils, shared with @quire/ui's overlay.
export type { LoadingCounter, LoadingListener } from '@quire/utils';
export { createLoadingCounter } from '@quire/utils';
export type { ApiErrorInit, ApiErrorKind } from './api-error';
export {
  ApiError,
  CANCELED_ERROR_MESSAGE,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  toApiError,
} from './api-error';
export type {
  AuthEndpoint,
  AuthEndpoints,
  AuthLogger,
  AuthMethod,
  AuthSessionConfig,
  AuthState,
  AuthStatus,
  FocusTarget,
  RefreshTokenConfig,
} from './auth-config';
export { createAuthSession } from './auth-session';
export type {
  AuthSession,
  SignInOptions,
  SignInResult,
  SignOutOptions,
  SignUpOptions,
  SignUpResult,
} from './auth-session-api';
export type { ChatAttachments } from './chat-attachment';
export type {
  EndpointCall,
  EndpointCallOptions,
  EndpointClient,
  EndpointContext,
} from './endpoint-client';
export { callDeclared, createEndpointClient } from './endpoint-client';
export type { FilesApi, FileTransfers } from './file-transfer';
export { fileUrl } from './file-url';
export type {
  HttpAuth,
  HttpClient,
  HttpClientSettings,
  HttpTransport,
  QuireRequestOptions,
  UnauthorizedFailure,
} from './http-client';
export { createHttpClient, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from './http-client';
export type { MicroCacheOptions } from './micro-cache';
export { installMicroCache, type MicroCache } from './micro-cache';
export type { QuireApi, QuireApiOptions, SignedInApi } from './quire-api';
export { createQuireApi, createSignedInApi } from './quire-api';
export { redirectFromQuery } from './redirect-target';
export type { ResponseSchema } from './response-schema';
export { IDEMPOTENT_METHODS, RETRIES, RETRY_STATUSES } from './retry-policy';
export type { TokenStore } from './token-store';
export { httpOnlyCookieTokenStore, memoryTokenStore } from './token-store';
