// Only the `boot` block: Vite turns the JSON's top-level keys into named exports, so the entry
// bundles these few words and not the whole file.
import { boot } from '../../locales/de/shell.json';

/**
 * The texts of the screen shown while the app cannot load its parts at the start: bundled with the
 * entry, because then the locale files cannot be fetched either. The same words as `shell:boot`.
 */
export const BOOT_TEXTS: Readonly<typeof boot> = boot;
