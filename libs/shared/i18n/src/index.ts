export {
  DEFAULT_LANGUAGE,
  DETECTION_ORDER,
  KEEP_BASIC_HTML_NODES,
  LOCALES_LOAD_PATH,
  UP_FRONT_NAMESPACES,
  createI18nOptions,
  detectionOptions,
  initI18n,
  type InitI18nOptions,
} from './lib/config';
export { formatClock, formatDate, formatDateTime, formatLongDate, formatRelativeTime } from './lib/format';
export { SHARED_NAMESPACES, type Namespace, type Resources } from './lib/namespaces';
