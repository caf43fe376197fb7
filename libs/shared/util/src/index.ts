export type { FeatureDescriptor } from './lib/feature-descriptor';
export { normalizeForSearch } from './lib/search/normalize-for-search';
export { asText } from './lib/text/as-text';
