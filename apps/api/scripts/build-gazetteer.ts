/**
 * Builds the Germany-only gazetteer cache ahead of time (the API otherwise builds it at the first
 * geocoding request). `npx nx run api:gazetteer`; GAZETTEER_CACHE overrides the file.
 */
import { rm } from 'node:fs/promises';
import { loadConfig } from '../src/config';
import { loadGermanPlaces } from '../src/geocoding/gazetteer';

const config = loadConfig({ ...process.env, GEOCODER: 'gazetteer' });
if (config.geocoder.kind !== 'gazetteer') throw new Error('unreachable');
await rm(config.geocoder.cacheFile, { force: true });
const places = await loadGermanPlaces(config.geocoder.cacheFile);
console.log(`${places.length} German places written to ${config.geocoder.cacheFile}`);
