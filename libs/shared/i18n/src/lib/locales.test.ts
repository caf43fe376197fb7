import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_NAMESPACES } from './namespaces';
import { createTestI18n, germanResources } from '../testing';

const localesDir = join(import.meta.dirname, '../../locales/de');
const featuresDir = join(import.meta.dirname, '../../../../features');
const files = readdirSync(localesDir).filter((file) => file.endsWith('.json'));
const featureFiles = readdirSync(featuresDir).flatMap((area) => {
  try {
    return readdirSync(join(featuresDir, area, 'locales/de')).map((file) => join(area, 'locales/de', file));
  } catch {
    return [];
  }
});

describe('German locale files', () => {
  it.each(files)('%s should be valid JSON holding an object', (file) => {
    const parsed: unknown = JSON.parse(readFileSync(join(localesDir, file), 'utf8'));
    expect(parsed).toBeTypeOf('object');
  });

  it('should hold exactly the shared namespaces here', () => {
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...SHARED_NAMESPACES].sort());
  });

  it('should bundle every feature lib’s namespace file for the tests, each name once', () => {
    const names = featureFiles.map((file) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(germanResources).sort()).toEqual([...SHARED_NAMESPACES, ...names].sort());
  });

  it('should be what createTestI18n bundles', () => {
    const i18n = createTestI18n();
    expect(i18n.t('login.errors.invalid-credentials', { ns: 'shell' })).toBe('E-Mail oder Passwort ist falsch.');
    expect(i18n.t('actions.save')).toBe('Speichern');
  });
});
