export type { FeatureDescriptor } from './lib/feature-descriptor';
export { normalizeForSearch } from './lib/search/normalize-for-search';
export { asText } from './lib/text/as-text';
export {
  CHUNK_TIMEOUT_MS,
  ChunkLoadError,
  classifyChunkFailure,
  extractChunkUrl,
  importedScriptUrl,
  loadChunk,
  type ChunkFailureType,
  type LoadChunkOptions,
} from './lib/lazy/chunk-load';
export { lazyModule, type LazyModule } from './lib/lazy/lazy-module';
export { isOnline, onReconnect } from './lib/lazy/when-online';
export { createStartSignal, pageStart, type StartSignal } from './lib/lazy/start-settled';
export { discardUnsavedWork, hasUnsavedWork, holdUnsavedWork, unsavedWorkDiscarded } from './lib/unsaved/unsaved-work';
export {
  blockableHistory,
  blockNavigation,
  type BlockableHistory,
  type NavigationCheck,
  type NavigationTarget,
  type PendingNavigation,
} from './lib/unsaved/navigation-block';
