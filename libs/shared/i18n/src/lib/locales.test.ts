import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';
import { createTestI18n } from '../testing';

const localesDir = join(import.meta.dirname, '../../locales/de');
const files = readdirSync(localesDir).filter((file) => file.endsWith('.json'));

describe('German locale files', () => {
  it.each(files)('%s should be valid JSON holding an object', (file) => {
    const parsed: unknown = JSON.parse(readFileSync(join(localesDir, file), 'utf8'));
    expect(parsed).toBeTypeOf('object');
  });

  it('should have a file for every registered namespace and register every file', () => {
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
  });

  it('should be what createTestI18n bundles', () => {
    const i18n = createTestI18n();
    expect(i18n.t('login.errors.invalid-credentials', { ns: 'shell' })).toBe('E-Mail oder Passwort ist falsch.');
    expect(i18n.t('actions.save')).toBe('Speichern');
  });
});
