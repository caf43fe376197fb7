export * from './lib/enums';
export * from './lib/primitives';
export * from './lib/iso-date-time';
export * from './lib/entities';
export * from './lib/payloads';
export * from './lib/paths';
export * from './lib/errors';
export * from './lib/requests';
