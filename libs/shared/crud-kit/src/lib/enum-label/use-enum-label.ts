import type { DisplayType, Durchmesser, HydrantType, StagingStatus, UserRole, VerteilerLeitung } from '@rescue-admin/api-contract';
import { DISPLAY_TYPES, DURCHMESSER, HYDRANT_TYPES, STAGING_STATUS, USER_ROLES, VERTEILER_LEITUNGEN } from '@rescue-admin/api-contract';
import { useCallback, useMemo } from 'react';
import { useLooseTranslation } from '../i18n/use-loose-translation';

/** The contract's enumerations with German labels, and where their labels live in `common`. */
const ENUMS = {
  role: { key: 'roles', values: USER_ROLES },
  durchmesser: { key: 'durchmesser', values: DURCHMESSER },
  hydrantType: { key: 'hydrantTypes', values: HYDRANT_TYPES },
  verteilerLeitung: { key: 'verteilerLeitungen', values: VERTEILER_LEITUNGEN },
  displayType: { key: 'displayTypes', values: DISPLAY_TYPES },
  stagingStatus: { key: 'stagingStatus', values: STAGING_STATUS },
} as const;

export interface EnumValues {
  role: UserRole;
  durchmesser: Durchmesser;
  hydrantType: HydrantType;
  verteilerLeitung: VerteilerLeitung;
  displayType: DisplayType;
  stagingStatus: StagingStatus;
}

export type EnumName = keyof EnumValues;

/**
 * German labels of an enumeration (GLOSSARY.md), e.g. `useEnumLabel('hydrantType')('UEBERFLURHYDRANT')`
 * → "Überflurhydrant". Raw values are never shown; an unknown value (a newer server) is shown as
 * it is rather than as a translation key.
 */
export function useEnumLabel<N extends EnumName>(name: N): (value: EnumValues[N]) => string {
  const { t, exists } = useLooseTranslation();
  const { key } = ENUMS[name];
  return useCallback((value: EnumValues[N]) => (exists(`common:${key}.${value}`) ? t(`common:${key}.${value}`) : String(value)), [t, exists, key]);
}

/** The enumeration as Dropdown options (value + German label), in the contract's order. */
export function useEnumOptions<N extends EnumName>(name: N): { value: EnumValues[N]; label: string }[] {
  const label = useEnumLabel(name);
  return useMemo(() => (ENUMS[name].values as unknown as readonly EnumValues[N][]).map((value) => ({ value, label: label(value) })), [name, label]);
}
