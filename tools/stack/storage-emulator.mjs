// firebase-tools' storage emulator as the local stack runs it: the Java rules runtime replaced by
// the JS policy (storage-policy.mjs), icon uploads checked by their bytes (storage-content.mjs),
// blobs in a private temp folder, HTTP behind the gate of storage-http.mjs.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { rmSync } from 'node:fs';
import { checkImageUploads } from './storage-content.mjs';
import { createStorageGate } from './storage-http.mjs';
import { evaluatePolicy } from './storage-policy.mjs';

const require = createRequire(import.meta.url);
const fbStorage = require('firebase-tools/lib/emulator/storage/index.js');
const { createApp } = require('firebase-tools/lib/emulator/storage/server.js');
const { StorageRulesIssues } = require('firebase-tools/lib/emulator/storage/rules/runtime.js');

/**
 * @typedef {import('./storage-token.mjs').TokenVerifier} TokenVerifier
 * @typedef {import('./storage-permit.mjs').IconPermitChecker} IconPermitChecker
 * @typedef {import('./storage-permit.mjs').PhotoPermitChecker} PhotoPermitChecker
 * @typedef {import('./storage-policy.mjs').RulesRequest} RulesRequest
 */

/**
 * The emulator's StorageEmulator with the Java rules runtime replaced by evaluatePolicy, a check
 * of every icon's and photo's bytes before it is stored, blobs in a private temp folder (the stock
 * class shares one folder per machine), and HTTP served through a wrapper that notices successful
 * writes.
 */
export class LocalStorageEmulator extends fbStorage.StorageEmulator {
  /**
   * @param {{ host: string, port: number, projectId: string, blobDir: string, importDir?: string, corsOrigins: readonly string[], verifyToken: TokenVerifier, askIconPermit: IconPermitChecker, askPhotoPermit: PhotoPermitChecker, log: (line: string) => void, onWrite: () => void }} args
   */
  constructor(args) {
    // The base constructor already calls getPersistenceTmpDir and createRulesManager, before
    // this.options exists; both read what they need through late-bound closures or this.args.
    super({ ...args, rules: { name: 'storage.rules', content: '' }, auto_download: false });
    this.options = args;
    /** @type {import('node:http').Server | undefined} */
    this.httpServer = undefined;

    // Rules see only metadata (the declared content type): the bytes of an icon or photo are checked
    // before it is stored.
    checkImageUploads(this.storageLayer, this._persistence, (line) => this.options.log(line));
  }

  getPersistenceTmpDir() {
    return /** @type {string} */ (this.args.blobDir);
  }

  createRulesManager() {
    const options = () => this.options;
    const ruleset = {
      /** @param {RulesRequest} request */
      async verify(request) {
        const user = request.token ? await options().verifyToken(request.token) : null;
        const { permitted, reason } = await evaluatePolicy(request, user, options().askIconPermit, options().askPhotoPermit);
        if (!permitted) options().log(`denied ${request.method} ${request.path}: ${reason}`);
        return { permitted, issues: new StorageRulesIssues() };
      },
    };
    return {
      start: async () => new StorageRulesIssues(),
      stop: async () => undefined,
      getRuleset: () => ruleset,
    };
  }

  /** @override */
  async start() {
    const { host, port } = this.getInfo();
    // Importing needs the registry entry (bucket metadata embeds the server's URL), which
    // EmulatorRegistry.start has made by the time it calls start().
    if (this.options.importDir) this.storageLayer.import(this.options.importDir, { initiatedBy: 'start' });
    const app = await createApp(this.options.projectId, this);
    this.httpServer = createServer(createStorageGate(app, this.options));
    const server = this.httpServer;
    await new Promise((resolveListen, rejectListen) => {
      server.once('error', rejectListen);
      server.listen(port, host, () => resolveListen(undefined));
    });
  }

  /** @override */
  async stop() {
    const server = this.httpServer;
    if (server) {
      server.closeAllConnections();
      await new Promise((resolveClose) => server.close(() => resolveClose(undefined)));
    }
    rmSync(this.options.blobDir, { recursive: true, force: true });
  }
}
