import { I18nTestProvider, createTestI18n } from '@rescue-admin/i18n/testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useEnumLabel, useEnumOptions } from './use-enum-label';

// A feature's own labels, as its namespace file holds them (the test area's namespace).
const i18n = createTestI18n();
i18n.addResourceBundle('de', 'wachen', { enums: { size: { SMALL: 'Klein', LARGE: 'Groß' } } });
const wrapper = ({ children }: { children: ReactNode }) => <I18nTestProvider i18n={i18n}>{children}</I18nTestProvider>;
const SIZES = ['LARGE', 'SMALL'] as const;

describe('useEnumLabel', () => {
  it('should label a value with the text the feature keeps under the key', () => {
    const { result } = renderHook(() => useEnumLabel<(typeof SIZES)[number]>('wachen:enums.size'), { wrapper });

    expect(result.current('SMALL')).toBe('Klein');
  });

  it('should show an unknown value as it is rather than a translation key', () => {
    const { result } = renderHook(() => useEnumLabel<string>('wachen:enums.size'), { wrapper });

    expect(result.current('MEDIUM')).toBe('MEDIUM');
  });

  it('should offer every value in the given order as Dropdown options', () => {
    const { result } = renderHook(() => useEnumOptions('wachen:enums.size', SIZES), { wrapper });

    expect(result.current).toEqual([
      { value: 'LARGE', label: 'Groß' },
      { value: 'SMALL', label: 'Klein' },
    ]);
  });
});
