export { FulfilmentBadge, fulfilmentState, type FulfilmentBadgeProps, type FulfilmentState } from './fulfilment-badge';
