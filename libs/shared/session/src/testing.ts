/**
 * @rescue-admin/session/testing — for test providers that play a session without Firebase
 * (data-access's `TestDataAccessProvider`). Never imported by production code.
 */
export { AuthSessionProvider } from './lib/session';
export { SIGN_IN_FAILED_MESSAGE } from './lib/sign-in';
