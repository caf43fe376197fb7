import { applicationDefault, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

/**
 * One firebase-admin app per project id. Against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST)
 * no credential is needed; otherwise Google's application-default credentials are used
 * (GOOGLE_APPLICATION_CREDENTIALS), as in any firebase-admin deployment.
 */
export function firebaseAuth(projectId: string): Auth {
  const name = `rescue-admin-api:${projectId}`;
  const existing = getApps().find((app) => app.name === name);
  const app: App =
    existing ??
    initializeApp(process.env.FIREBASE_AUTH_EMULATOR_HOST ? { projectId } : { projectId, credential: applicationDefault() }, name);
  return getAuth(app);
}
