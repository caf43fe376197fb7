export { DEFAULT_LOADER_TEXT, Loader, Spinner, type LoaderProps } from './loader';
