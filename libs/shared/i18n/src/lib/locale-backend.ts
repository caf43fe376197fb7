import type { BackendModule, ReadCallback } from 'i18next';

export interface LocaleBackendOptions {
  /** The file of a language's namespace, with `{{lng}}` and `{{ns}}` in it. */
  loadPath: string;
}

/**
 * i18next's backend for the app's locale files: one `fetch` per language and namespace, the JSON
 * handed to i18next. What failed for a reason that may pass (no connection, a 5xx, a 408 or 429)
 * is reported as retryable, so i18next's connector tries it again (`maxRetries`, `retryTimeout`);
 * any other answer (404, a broken file) is final. A plain `fetch` like this matches the
 * `<link rel="preload" as="fetch" crossorigin="anonymous">` of index.html, so the first reads take
 * the preloaded answers.
 */
export class LocaleBackend implements BackendModule<LocaleBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private loadPath = '';

  init(_services: unknown, options: Partial<LocaleBackendOptions> = {}): void {
    if (!options.loadPath) throw new Error('LocaleBackend needs a loadPath');
    this.loadPath = options.loadPath;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = this.loadPath.replace('{{lng}}', encodeURIComponent(language)).replace('{{ns}}', encodeURIComponent(namespace));
    fetch(url).then(
      async (response) => {
        if (!response.ok) {
          const retry = response.status >= 500 || response.status === 408 || response.status === 429;
          callback(new Error(`${url} answered ${response.status}`), retry);
          return;
        }
        try {
          callback(null, (await response.json()) as Record<string, unknown>);
        } catch (error) {
          callback(new Error(`${url} is not JSON: ${String(error)}`), false);
        }
      },
      (error: unknown) => callback(new Error(`${url} could not be fetched: ${String(error)}`), true),
    );
  }
}
