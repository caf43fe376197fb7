/**
 * @rescue-admin/session — the signed-in Firebase session: the runtime config it starts from,
 * sign-in and sign-out, the forgotten password, the user and their ID tokens. It loads neither
 * react-query nor ky (lint bans both here), so the sign-in page carries no data layer.
 * See README.md.
 */
export type { AppConfig, MapTileConfig } from './lib/app-config';
export { SessionProvider, loadFirebaseHandles, preloadSession } from './lib/session-provider';
export { useAuth, useAuthSession, type AuthSession, type AuthStatus, type SessionUser } from './lib/session';
export { useMapTiles } from './lib/map-tiles';
export type { SignInResult, SignInFailureReason } from './lib/sign-in';
export type { PasswordResetResult, PasswordResetFailureReason } from './lib/password-reset';
