export { featureLibGenerator, normalizeOptions } from './generators/feature-lib/generator';
export type { FeatureLibGeneratorSchema } from './generators/feature-lib/schema';
