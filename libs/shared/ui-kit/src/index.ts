// The tokens and the base stylesheet come with the ui-kit: importing it once styles the app.
import './styles/tokens.css';
import './styles/base.css';

export { useIsMobile } from './lib/hooks/use-is-mobile';

export * from './lib/address-fields';
export * from './lib/button';
export * from './lib/charts';
export * from './lib/checkbox';
export * from './lib/confirm-dialog';
export * from './lib/data-table';
export * from './lib/disclosure';
export * from './lib/dropdown';
export * from './lib/form-field';
export * from './lib/fulfilment-badge';
export * from './lib/input';
export * from './lib/loader';
export * from './lib/notice';
export * from './lib/popup';
export * from './lib/toggle';
