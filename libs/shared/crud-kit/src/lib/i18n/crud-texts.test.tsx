import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestAreaI18n, TEST_AREA } from '../testing/test-area';
import { useCrudTexts, type CrudNamespace, type ListTextsKey } from './crud-texts';

const i18n = createTestAreaI18n();
const wrapper = ({ children }: { children: ReactNode }) => <I18nTestProvider i18n={i18n}>{children}</I18nTestProvider>;

describe('useCrudTexts', () => {
  it("should read the area's texts from its namespace and common's through the typed t", () => {
    const { result } = renderHook(() => useCrudTexts(TEST_AREA), { wrapper });

    expect(result.current.areaText('page.title')).toBe('Wachenverwaltung');
    expect(result.current.areaText('crud.deleted', { name: 'Wache Nord' })).toBe('Die Wache „Wache Nord“ wurde gelöscht.');
    expect(result.current.t('actions.save')).toBe('Speichern');
  });

  it('should tell which optional texts the area has, and give no text for a key nobody wrote', () => {
    const { result } = renderHook(() => useCrudTexts(TEST_AREA), { wrapper });

    expect(result.current.hasAreaText('import.title')).toBe(true);
    expect(result.current.hasAreaText('crud.search')).toBe(false);
    expect(result.current.textOf('wachen:enums.art.HAUPTWACHE')).toBe('Hauptwache');
    expect(result.current.textOf('wachen:enums.art.UNBEKANNT')).toBeUndefined();
  });

  it('should take only namespaces that have the texts crud-kit reads (tsc checks the lines marked below)', () => {
    // @ts-expect-error `common` has no page title and no form texts
    const shared: CrudNamespace = 'common';
    // @ts-expect-error the test area has no text block `fields` with a list's texts
    const block: ListTextsKey<typeof TEST_AREA> = 'fields';
    const area: CrudNamespace = TEST_AREA;
    const list: ListTextsKey<typeof TEST_AREA> = 'crud';

    expect([shared, block, area, list]).toEqual(['common', 'fields', 'wachen', 'crud']);
  });
});
