import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useEnumLabel, useEnumOptions } from './use-enum-label';

const wrapper = ({ children }: { children: ReactNode }) => <I18nTestProvider>{children}</I18nTestProvider>;

describe('useEnumLabel', () => {
  it.each([
    ['role', 'UNIT_ADMIN', 'Einheiten-Administrator'],
    ['durchmesser', 'MM_150', 'Durchmesser 150 mm'],
    ['hydrantType', 'UEBERFLURHYDRANT', 'Überflurhydrant'],
    ['verteilerLeitung', 'NONE', 'Keine Angabe'],
    ['displayType', 'SECONDARY', 'Sekundär'],
    ['stagingStatus', 'ACTIVE', 'Aktiv'],
  ] as const)('should label %s %s as "%s"', (name, value, label) => {
    const { result } = renderHook(() => useEnumLabel(name), { wrapper });

    expect((result.current as (v: string) => string)(value)).toBe(label);
  });

  it('should show an unknown value as it is rather than a translation key', () => {
    const { result } = renderHook(() => useEnumLabel('role'), { wrapper });

    expect((result.current as (v: string) => string)('GAST')).toBe('GAST');
  });

  it('should offer every value in the contract order as Dropdown options', () => {
    const { result } = renderHook(() => useEnumOptions('hydrantType'), { wrapper });

    expect(result.current).toEqual([
      { value: 'UEBERFLURHYDRANT', label: 'Überflurhydrant' },
      { value: 'UNTERFLURHYDRANT', label: 'Unterflurhydrant' },
      { value: 'NONE', label: 'Keine Angabe' },
    ]);
  });
});
