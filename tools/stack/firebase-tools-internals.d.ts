// The slice of firebase-tools' internal emulator modules that storage-server.mjs and its
// storage-*.mjs modules rely on.
// firebase-tools ships no types for lib/; these are checked against 15.34.2 (pinned) by
// src/storage-server.test.ts at run time.
interface FirebaseToolsStorageLayer {
  import(dir: string, options: { initiatedBy: string }): void;
  export(dir: string, options: { initiatedBy: string }): Promise<void>;
  /** Stores a finished upload (after asking the rules); its bytes are in the staging file upload.path. */
  uploadObject(upload: FirebaseToolsUpload): Promise<unknown>;
}

/** A finished upload (media, multipart or resumable) as UploadService hands it to the storage layer. */
interface FirebaseToolsUpload {
  id: string;
  bucketId: string;
  /** The decoded object path, e.g. blueprints/<uid>/icon. */
  objectId: string;
  /** The staging file's name in the persistence layer. */
  path: string;
  size: number;
}

interface FirebaseToolsPersistence {
  readBytes(fileName: string, size: number, offset?: number): Buffer;
  deleteFile(fileName: string, failSilently?: boolean): void;
}

declare module 'firebase-tools/lib/emulator/storage/index.js' {
  export class StorageEmulator {
    constructor(args: Record<string, unknown>);
    args: Record<string, unknown>;
    readonly storageLayer: FirebaseToolsStorageLayer;
    protected readonly _persistence: FirebaseToolsPersistence;
    getInfo(): { name: string; host: string; port: number };
    start(): Promise<void>;
    stop(): Promise<void>;
  }
}

declare module 'firebase-tools/lib/emulator/storage/server.js' {
  export function createApp(projectId: string, emulator: unknown): Promise<import('node:http').RequestListener>;
}

declare module 'firebase-tools/lib/emulator/storage/rules/runtime.js' {
  export class StorageRulesIssues {
    constructor(errors?: string[], warnings?: string[]);
  }
}

declare module 'firebase-tools/lib/emulator/storage/errors.js' {
  /** Thrown by the storage layer for a refusal; the REST handlers answer it with 403. */
  export class ForbiddenError extends Error {}
}

declare module 'firebase-tools/lib/emulator/registry.js' {
  export const EmulatorRegistry: {
    start(instance: unknown): Promise<void>;
    isRunning(name: string): boolean;
    clear(name: string): void;
  };
}

declare module 'firebase-tools/lib/emulator/types.js' {
  export const Emulators: { STORAGE: 'storage'; AUTH: 'auth' };
}

declare module 'firebase-tools/lib/emulator/auth/index.js' {
  export class AuthEmulator {
    constructor(args: { host: string; port: number; projectId: string; singleProjectMode?: number });
    start(): Promise<void>;
    stop(): Promise<void>;
  }
}
