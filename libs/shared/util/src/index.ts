export type { FeatureDescriptor } from './lib/feature-descriptor';
