// The storage policy of inspection photos (`inspections/<hydrantUid>/<photoUid>`): who reads and
// creates them, that they are never replaced or deleted, that their bytes must be an image, and
// the API's photo permit (`inspection.photoPermit`, tested itself in apps/api) as the storage
// server asks it — against a small fake API over real HTTP.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, INSPECTION_PHOTO_PATH, MAX_INSPECTION_PHOTO_BYTES } from '@rescue-admin/api-contract';
import { checkImageUploads } from '../storage-content.mjs';
import { MAX_UPLOAD_BYTES, PHOTO_PATH, PHOTO_PERMIT_PATH, PHOTO_READER_ROLES, USER_ROLES, createPhotoPermitChecker, evaluatePolicy } from '../storage-server.mjs';

const object = (path: string) => `b/demo-rescue-admin.appspot.com/o/${path}`;
const PHOTO = 'inspections/hydrant-001/foto-1';
const user = (role: string | undefined) => ({ uid: 'u1', role }) as Parameters<typeof evaluatePolicy>[1];
const noIcons = async () => ({ permitted: false, reason: 'no icon expected' });
const asked: string[] = [];
const photoPermit = async (_token: string, hydrantUid: string) => {
  asked.push(hydrantUid);
  return hydrantUid === 'gibt-es-nicht' ? { permitted: false, reason: 'no such hydrant (404)' } : { permitted: true };
};
const create = (path: string, after: { contentType?: string; size?: number } = { contentType: 'image/jpeg', size: 200_000 }) => ({
  method: 'create',
  path: object(path),
  token: 't',
  file: { after },
});

describe('the policy of an inspection photo', () => {
  it('has the contract’s path, limit and permit endpoint', () => {
    expect(PHOTO_PATH.source).toBe(INSPECTION_PHOTO_PATH.source);
    expect(MAX_UPLOAD_BYTES).toBe(MAX_INSPECTION_PHOTO_BYTES);
    expect(ENDPOINTS['inspection.photoPermit'].path).toBe(PHOTO_PERMIT_PATH);
  });

  it.each(USER_ROLES.map((role) => [role]))('lets %s read photos only if the role may read hydrants', async (role) => {
    const decision = await evaluatePolicy({ method: 'get', path: object(PHOTO) }, user(role), noIcons, photoPermit);
    expect(decision.permitted).toBe((PHOTO_READER_ROLES as readonly string[]).includes(role));
  });

  it('refuses reading without a role claim or a sign-in, and listing the inspections folder', async () => {
    expect((await evaluatePolicy({ method: 'get', path: object(PHOTO) }, user(undefined), noIcons, photoPermit)).permitted).toBe(false);
    expect((await evaluatePolicy({ method: 'get', path: object(PHOTO) }, null, noIcons, photoPermit)).permitted).toBe(false);
    expect((await evaluatePolicy({ method: 'list', path: object('inspections/hydrant-001') }, user('ADMIN'), noIcons, photoPermit)).permitted).toBe(false);
  });

  it('creates a declared image up to 5 MB when the API permits it for that hydrant', async () => {
    asked.length = 0;
    expect((await evaluatePolicy(create(PHOTO), user('ADMIN'), noIcons, photoPermit)).permitted).toBe(true);
    expect(asked).toEqual(['hydrant-001']);
    expect((await evaluatePolicy(create('inspections/gibt-es-nicht/foto'), user('ADMIN'), noIcons, photoPermit)).permitted).toBe(false);
  });

  it.each([
    ['an SVG', { contentType: 'image/svg+xml', size: 100 }],
    ['no content type', { size: 100 }],
    ['more than 5 MB', { contentType: 'image/png', size: MAX_UPLOAD_BYTES + 1 }],
  ])('refuses %s without asking the API', async (_, after) => {
    asked.length = 0;
    expect((await evaluatePolicy(create(PHOTO, after), user('ADMIN'), noIcons, photoPermit)).permitted).toBe(false);
    expect(asked).toEqual([]);
  });

  it.each([
    ['replacing a photo', { method: 'update', path: object(PHOTO), token: 't', file: { after: { contentType: 'image/png', size: 10 } } }],
    ['deleting a photo', { method: 'delete', path: object(PHOTO), token: 't' }],
    ['a path below a photo', { method: 'create', path: object(`${PHOTO}/x`), token: 't', file: { after: { contentType: 'image/png', size: 10 } } }],
    ['a path that climbs out', { method: 'create', path: object('inspections/../blueprints/x/icon'), token: 't', file: { after: { contentType: 'image/png', size: 10 } } }],
  ])('refuses %s, whoever asks', async (_, request) => {
    for (const role of USER_ROLES) expect((await evaluatePolicy(request, user(role), async () => ({ permitted: true }), async () => ({ permitted: true }))).permitted).toBe(false);
  });

  it('refuses every photo upload when no photo permit checker is given', async () => {
    expect((await evaluatePolicy(create(PHOTO), user('SUPER_ADMIN'), noIcons)).permitted).toBe(false);
  });
});

describe('the bytes of a photo upload', () => {
  const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
  const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  /** The emulator's storage layer and staging files, as far as the check uses them. */
  function fakeLayer(bytes: Uint8Array) {
    const stored: string[] = [];
    const deleted: string[] = [];
    const layer = { uploadObject: async (upload: { objectId: string }) => void stored.push(upload.objectId) };
    const persistence = { readBytes: (_path: string, length: number) => bytes.slice(0, length), deleteFile: (path: string) => void deleted.push(path) };
    checkImageUploads(layer as never, persistence as never, () => undefined);
    return { layer, stored, deleted };
  }
  const upload = (objectId: string, size: number) => ({ objectId, size, path: 'staging-1', bucketId: 'b' });

  it('stores a PNG', async () => {
    const { layer, stored } = fakeLayer(PNG);
    await layer.uploadObject(upload(PHOTO, PNG.length) as never);
    expect(stored).toEqual([PHOTO]);
  });

  it('refuses an SVG declared as an image, and removes its staging file', async () => {
    const { layer, stored, deleted } = fakeLayer(SVG);
    await expect(layer.uploadObject(upload(PHOTO, SVG.length) as never)).rejects.toThrow();
    expect(stored).toEqual([]);
    expect(deleted).toEqual(['staging-1']);
  });
});

describe('the API’s photo permit', () => {
  let server: Server;
  let base = '';
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      seen.push(`${url.pathname}?${url.searchParams.toString()} ${req.headers.authorization ?? ''}`);
      const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname !== `/api/${PHOTO_PERMIT_PATH}`) return answer(404, { statusCode: 404, message: 'no route' });
      const hydrantUid = url.searchParams.get('hydrantUid');
      if (req.headers.authorization !== 'Bearer editor') return answer(403, { statusCode: 403, code: 'forbidden' });
      if (hydrantUid === 'gibt-es-nicht') return answer(404, { statusCode: 404, fieldErrors: { hydrantUid: 'not_found' } });
      return answer(200, true);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks with the caller’s token and the hydrant’s uid; permits only on 200 true', async () => {
    const ask = createPhotoPermitChecker({ apiBaseUrl: base, timeoutMs: 1_000 });
    expect(await ask('editor', 'hydrant-001')).toEqual({ permitted: true });
    expect(seen.at(-1)).toBe(`/api/${PHOTO_PERMIT_PATH}?hydrantUid=hydrant-001 Bearer editor`);
    expect(await ask('viewer', 'hydrant-001')).toMatchObject({ permitted: false, reason: expect.stringMatching(/403/) });
    expect(await ask('editor', 'gibt-es-nicht')).toMatchObject({ permitted: false, reason: 'no such hydrant (404)' });
    expect(await ask('', 'hydrant-001')).toMatchObject({ permitted: false });
  });

  it('refuses when the API has no permit endpoint or cannot be reached', async () => {
    const elsewhere = createPhotoPermitChecker({ apiBaseUrl: `${base}spec-only/`, timeoutMs: 1_000 });
    expect(await elsewhere('editor', 'hydrant-001')).toMatchObject({ permitted: false, noPermitEndpoint: true });
    const gone = createPhotoPermitChecker({ apiBaseUrl: 'http://127.0.0.1:1/api/', timeoutMs: 1_000 });
    expect(await gone('editor', 'hydrant-001')).toMatchObject({ permitted: false });
  });
});
