/**
 * @rescue-admin/crud-kit/testing — renders a feature the way the shell mounts it, for feature
 * tests and stories. Never imported by production code.
 */
export { renderFeature, type RenderFeatureOptions, type RenderedFeature } from './lib/testing/render-feature';
export { createTestHistory, type TestHistory } from './lib/testing/test-history';
export { FeatureStoryFrame, type FeatureStoryFrameProps } from './lib/testing/feature-story-frame';
export { dispatchEventsOutsideAct } from './lib/testing/events-outside-act';
