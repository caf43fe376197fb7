export { initI18n, type InitI18nOptions } from './lib/config';
export { formatClock, formatDateTime, formatLongDate, formatRelativeTime, formatShortDate } from './lib/format';
export { type Namespace, type Resources } from './lib/namespaces';
export { BOOT_TEXTS } from './lib/boot-texts';
