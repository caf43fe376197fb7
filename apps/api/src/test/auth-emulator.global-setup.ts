import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './auth-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the Auth emulator the tests mint tokens with. */
    authEmulatorHost: string;
  }
}

/**
 * One real Auth emulator for the whole run. Inside `firebase emulators:exec` (which sets
 * FIREBASE_AUTH_EMULATOR_HOST) the running one is reused.
 */
export default async function setup(project: TestProject) {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) {
    project.provide('authEmulatorHost', existing);
    return;
  }
  const emulator = await startAuthEmulator();
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
