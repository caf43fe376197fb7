export type { FeatureDescriptor } from './lib/feature-descriptor';
export { matchesSearch, normalizeForSearch } from './lib/search/normalize-for-search';
export { asOptionalText, asText } from './lib/text/as-text';
