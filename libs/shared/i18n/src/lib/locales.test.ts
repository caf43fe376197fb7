import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_NAMESPACES } from './namespaces';
import { addTestNamespaces, createTestI18n, germanResources } from '../testing';

const localesDir = join(import.meta.dirname, '../../locales/de');
const files = readdirSync(localesDir).filter((file) => file.endsWith('.json'));

describe('German locale files', () => {
  it.each(files)('%s should be valid JSON holding an object', (file) => {
    const parsed: unknown = JSON.parse(readFileSync(join(localesDir, file), 'utf8'));
    expect(parsed).toBeTypeOf('object');
  });

  it('should hold exactly the shared namespaces here, and the tests bundle each of them', () => {
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...SHARED_NAMESPACES].sort());
    expect(Object.keys(germanResources).sort()).toEqual([...SHARED_NAMESPACES].sort());
  });

  it('should be what createTestI18n bundles', () => {
    const i18n = createTestI18n();
    expect(i18n.t('login.errors.invalid-credentials', { ns: 'shell' })).toBe('E-Mail oder Passwort ist falsch.');
    expect(i18n.t('actions.save')).toBe('Speichern');
  });

  it('should bundle the namespaces a test setup adds and those a test brings, in every later instance', () => {
    expect(createTestI18n().hasResourceBundle('de', 'wachen')).toBe(false);
    addTestNamespaces({ wachen: { menu: { title: 'Wachen' } } });
    expect(createTestI18n().getResource('de', 'wachen', 'menu.title')).toBe('Wachen');
    expect(createTestI18n({ fahrzeuge: { menu: { title: 'Fahrzeuge' } } }).getResource('de', 'fahrzeuge', 'menu.title')).toBe('Fahrzeuge');
  });
});
