// The slice of firebase-tools' internal emulator modules that storage-server.mjs relies on.
// firebase-tools ships no types for lib/; these are checked against 15.34.2 (pinned) by
// src/storage-server.test.ts at run time.
interface FirebaseToolsStorageLayer {
  import(dir: string, options: { initiatedBy: string }): void;
  export(dir: string, options: { initiatedBy: string }): Promise<void>;
}

declare module 'firebase-tools/lib/emulator/storage/index.js' {
  export class StorageEmulator {
    constructor(args: Record<string, unknown>);
    args: Record<string, unknown>;
    readonly storageLayer: FirebaseToolsStorageLayer;
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
