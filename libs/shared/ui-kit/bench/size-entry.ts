// Everything the ui-kit exports, so that the size check measures the whole kit (an upper bound:
// the app tree-shakes what it does not use).
export * from '../src/index';
