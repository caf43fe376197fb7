import { createTestI18n } from '@rescue-admin/i18n/testing';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';

describe('FEATURES', () => {
  it.each(FEATURES.map((feature) => [feature.id, feature.namespace]))('%s should have its German texts in the shell’s tests', (_id, namespace) => {
    expect(createTestI18n().getResource('de', namespace, 'menu.title')).toEqual(expect.any(String));
  });
});
