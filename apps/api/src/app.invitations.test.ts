import { ApiErrorBody, INITIAL_PASSWORD, type IssuedInvitation, type User } from '@rescue-admin/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import { getAuth } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountSync } from './accounts/account-sync';
import { FirebaseAccountAdmin } from './auth/accounts';
import { firebaseAuth } from './auth/firebase';
import { FailedAuthLimiter } from './auth/failed-auth-limiter';
import { migrate, MIGRATIONS } from './db/migrations';
import { openPglite } from './db/pglite';
import type { Mail, Mailer } from './mail/mailer';
import { signIn, signUp, TEST_PROJECT_ID } from './test/auth-emulator';
import { VALID_REQUESTS } from './test/samples';
import { createTestApi, type TestApi } from './test/test-api';

const DAY_MS = 86_400_000;
let api: TestApi;
/** How far the API's clock runs ahead of the real one (the expiry test moves it). */
let ahead = 0;
const mails: Mail[] = [];
const mailer: Mailer = { delivers: true, send: async (mail) => (mails.push(mail), true) };

beforeAll(async () => {
  api = await createTestApi({ now: () => new Date(Date.now() + ahead), mailer });
}, 120_000);
afterAll(() => api.close());

const adminAuth = () => getAuth(firebaseAuth(TEST_PROJECT_ID).app);
const codeOf = (response: LightMyRequestResponse) => ApiErrorBody.parse(response.json()).code;
const tokenOf = (issued: IssuedInvitation) => new URL(issued.link).hash.slice(1);

async function newUser(role = 'UNIT_USER') {
  const mail = `eingeladen-${randomUUID().slice(0, 8)}@example.org`;
  const created = await api.call('user.create', { body: { ...VALID_REQUESTS['user.create'].body, mail, role } });
  expect(created.statusCode, created.body).toBe(200);
  return { uid: created.json<string>(), mail };
}

async function issue(uid: string): Promise<IssuedInvitation> {
  const response = await api.call('invitation.issue', { body: { userUid: uid } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<IssuedInvitation>();
}

const accept = (token: string, password = 'Mein-Eigenes-9') => api.call('invitation.accept', { token: null, body: { token, password } });
const check = (token: string) => api.call('invitation.check', { token: null, body: { token } });
const listed = async (uid: string) => (await api.call('user.all')).json<User[]>().find((user) => user.uid === uid);

describe('invitations', () => {
  it('a new account opens neither with the password the client sent nor with the spec’s initial password', async () => {
    const { mail } = await newUser('ADMIN');
    await expect(signIn(api.emulatorHost, mail, String(VALID_REQUESTS['user.create'].body?.password))).rejects.toThrow();
    await expect(signIn(api.emulatorHost, mail, INITIAL_PASSWORD)).rejects.toThrow();
  });

  it('an issued link (mailed too) names the user, sets their password once, and they are signed in and active', async () => {
    const { uid, mail } = await newUser();
    const issuedAt = Date.now();
    const issued = await issue(uid);
    expect(issued.link).toMatch(/^http:\/\/localhost:4200\/einladung#[A-Za-z0-9_-]{43}$/);
    expect(new Date(issued.expiresAt).getTime() - issuedAt).toBeGreaterThanOrEqual(7 * DAY_MS);
    expect(new Date(issued.expiresAt).getTime() - issuedAt).toBeLessThan(7 * DAY_MS + 5_000);
    expect(issued.mailed).toBe(true);
    const sent = mails.at(-1);
    expect(sent).toMatchObject({ kind: 'invitation', to: mail, link: issued.link });
    expect(sent?.text).toContain(issued.link);
    expect(await listed(uid)).toMatchObject({ signInActive: false, invitedUntil: issued.expiresAt });

    const token = tokenOf(issued);
    expect((await check(token)).json()).toMatchObject({ mail, firstname: 'Petra', lastname: 'Probe' });
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ mail });

    const idToken = await signIn(api.emulatorHost, mail, 'Mein-Eigenes-9');
    expect((await api.call('user.lookup', { token: idToken, query: { userUid: uid } })).statusCode).toBe(200);
    expect(await listed(uid)).toMatchObject({ signInActive: true, invitedUntil: null });

    // Used once: the same link opens nothing any more, and the account's password stays the user’s.
    const again = await accept(token, 'Uebernahme-123');
    expect(again.statusCode).toBe(404);
    expect(codeOf(again)).toBe('invitation_invalid');
    expect(codeOf(await check(token))).toBe('invitation_invalid');
    await expect(signIn(api.emulatorHost, mail, 'Uebernahme-123')).rejects.toThrow();
  });

  it('issuing anew replaces the open link; revoking leaves none, and the list says „expired“', async () => {
    const { uid } = await newUser();
    const first = tokenOf(await issue(uid));
    const second = tokenOf(await issue(uid));
    expect(codeOf(await check(first))).toBe('invitation_invalid');
    expect((await check(second)).statusCode).toBe(200);

    expect((await api.call('invitation.revoke', { body: { userUid: uid } })).statusCode).toBe(200);
    expect(codeOf(await check(second))).toBe('invitation_invalid');
    expect(await listed(uid)).toMatchObject({ signInActive: false, invitedUntil: null });
  });

  it('after seven days a link is expired (410) and sets nothing', async () => {
    const { uid, mail } = await newUser();
    const token = tokenOf(await issue(uid));
    ahead = 7 * DAY_MS + 1;
    try {
      const response = await accept(token);
      expect(response.statusCode).toBe(410);
      expect(codeOf(response)).toBe('invitation_expired');
      expect(codeOf(await check(token))).toBe('invitation_expired');
      await expect(signIn(api.emulatorHost, mail, 'Mein-Eigenes-9')).rejects.toThrow();
    } finally {
      ahead = 0;
    }
  });

  it('a user who set their own password cannot be invited again (409)', async () => {
    const { uid } = await newUser();
    await api.acceptInvitation(uid);
    const response = await api.call('invitation.issue', { body: { userUid: uid } });
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe('already_active');
  });

  it('a password the contract refuses is a 400 on password, and the link still works', async () => {
    const { uid } = await newUser();
    const token = tokenOf(await issue(uid));
    const response = await accept(token, '123');
    expect(response.statusCode).toBe(400);
    expect(ApiErrorBody.parse(response.json()).fieldErrors).toEqual({ password: 'too_small' });
    expect((await check(token)).statusCode).toBe(200);
  });

  it('a seeded user without a sign-in account gets one with the invitation', async () => {
    await expect(adminAuth().getUser('lena-wagner')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const token = tokenOf(await issue('lena-wagner'));
    expect((await accept(token)).statusCode).toBe(200);
    expect((await adminAuth().getUser('lena-wagner')).customClaims).toMatchObject({ role: 'SUPER_USER', rescueAdmin: true });
  });

  it('issuing and revoking are in the user’s history, with who did it', async () => {
    const { uid } = await newUser();
    await issue(uid);
    await api.call('invitation.revoke', { body: { userUid: uid } });
    const history = (await api.call('user.history', { query: { userUid: uid } })).json<{ changes: { field: string; after: unknown }[] }[]>();
    expect(history.slice(0, 2).map((entry) => entry.changes.map((change) => [change.field, change.after === null ? null : 'date']))).toEqual([
      [['invitation', null]],
      [['invitation', 'date']],
    ]);
  });

  it('guessing tokens from one address ends in 429, also for a right token', async () => {
    const limited = await createTestApi({ db: api.db, failedAuthLimiter: new FailedAuthLimiter(3) });
    try {
      const { uid } = await newUser();
      const token = tokenOf(await issue(uid));
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await limited.call('invitation.check', { token: null, body: { token: randomUUID().replace(/-/g, '').padEnd(43, 'x') } })).statusCode).toBe(404);
      }
      const refused = await limited.call('invitation.check', { token: null, body: { token } });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('sessions end when another hand changes the account', () => {
  it('a role change revokes the user’s tokens; a name change does not', async () => {
    const { uid, mail } = await newUser();
    const token = await api.acceptInvitation(uid);
    const body = { uid, firstname: 'Petra', lastname: 'Umbenannt', mail, role: 'UNIT_USER', customerUid: 'fw-musterstadt', version: 0 };
    expect((await api.call('user.update', { body })).statusCode).toBe(200);
    expect((await api.call('user.lookup', { token, query: { userUid: uid } })).statusCode).toBe(200);

    expect((await api.call('user.update', { body: { ...body, role: 'USER', version: 1 } })).statusCode).toBe(200);
    expect((await api.call('user.lookup', { token, query: { userUid: uid } })).statusCode).toBe(401);
  });

  it('an administrator’s change of the e-mail waits for the new address; confirmed, it moves the account and ends the sessions', async () => {
    const { uid, mail } = await newUser();
    const token = await api.acceptInvitation(uid);
    const newMail = `neu-${mail}`;
    const body = { uid, firstname: 'Petra', lastname: 'Probe', mail: newMail, role: 'UNIT_USER', customerUid: 'fw-musterstadt', version: 0 };
    const updated = await api.call('user.update', { body });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ mail, pendingMail: newMail });
    expect(await listed(uid)).toMatchObject({ mail, pendingMail: newMail });
    // Until confirmed nothing changes for the user: same address, same session.
    expect((await adminAuth().getUser(uid)).email).toBe(mail);
    expect((await api.call('user.lookup', { token, query: { userUid: uid } })).statusCode).toBe(200);

    const sent = mails.at(-1);
    expect(sent).toMatchObject({ kind: 'mailChange', to: newMail });
    const confirmToken = new URL(sent?.link ?? '').hash.slice(1);
    expect(sent?.link).toMatch(/^http:\/\/localhost:4200\/email-bestaetigen#/);
    const confirmed = await api.call('mailChange.confirm', { token: null, body: { token: confirmToken } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ mail: newMail });

    expect((await adminAuth().getUser(uid)).email).toBe(newMail);
    expect(await listed(uid)).toMatchObject({ mail: newMail, pendingMail: null });
    expect((await api.call('user.lookup', { token, query: { userUid: uid } })).statusCode).toBe(401);
    expect(codeOf(await api.call('mailChange.confirm', { token: null, body: { token: confirmToken } }))).toBe('invitation_invalid');
  });

  it('the e-mail of a user who never signed in changes at once, and the invitation to the old address ends', async () => {
    const { uid, mail } = await newUser();
    const token = tokenOf(await issue(uid));
    const body = { uid, firstname: 'Petra', lastname: 'Probe', mail: `vertippt-${mail}`, role: 'UNIT_USER', customerUid: 'fw-musterstadt', version: 0 };
    expect((await api.call('user.update', { body })).json()).toMatchObject({ mail: `vertippt-${mail}` });
    expect(codeOf(await check(token))).toBe('invitation_invalid');
  });
});

describe('accounts that still had the initial password (migration 0007)', () => {
  it('are locked (a password nobody knows, sessions ended) and invited; users who had set their own are active', async () => {
    const db = await openPglite(null);
    try {
      const before = MIGRATIONS.findIndex((migration) => migration.id === '0007_invitations');
      await migrate(db, MIGRATIONS.slice(0, before));
      await db.query(`INSERT INTO customers (uid, name, kennung, street, number, zip, city) VALUES ('c', 'C', 'C', 'W', '1', '99441', 'M')`);
      const gated = await signUp(api.emulatorHost, `alt-${randomUUID().slice(0, 8)}@example.org`, INITIAL_PASSWORD);
      await db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid, initial_password_marker) VALUES ($1, 'Alt', 'Gated', $2, 'USER', 'c', 1)`, [
        gated.uid,
        gated.email,
      ]);
      await db.query(`INSERT INTO users (uid, firstname, lastname, mail, role, customer_uid) VALUES ('own', 'Eigen', 'Passwort', 'own@example.org', 'USER', 'c')`);
      await migrate(db);

      const invited: string[] = [];
      const sync = new AccountSync(db, new FirebaseAccountAdmin(adminAuth()), undefined, undefined, {
        locked: async (uid) => void invited.push(uid),
      });
      await sync.runAll();
      await expect(signIn(api.emulatorHost, gated.email, INITIAL_PASSWORD)).rejects.toThrow();
      expect(invited).toEqual([gated.uid]);
      const rows = await db.query<{ uid: string; active: boolean }>(`SELECT uid, activated_at IS NOT NULL AS active FROM users ORDER BY uid`);
      expect(Object.fromEntries(rows.map((row) => [row.uid, row.active]))).toEqual({ [gated.uid]: false, own: true });
    } finally {
      await db.close();
    }
  });
});

describe('the orphan sweep', () => {
  it('removes only disabled accounts this API created, never others of the project', async () => {
    const foreign = await adminAuth().createUser({ email: `fremd-${randomUUID().slice(0, 8)}@example.org`, disabled: true });
    const sync = new AccountSync(api.db, new FirebaseAccountAdmin(adminAuth()));
    await sync.removeOrphans(0, Date.now() + 60_000);
    expect((await adminAuth().getUser(foreign.uid)).uid).toBe(foreign.uid);
  });
});
