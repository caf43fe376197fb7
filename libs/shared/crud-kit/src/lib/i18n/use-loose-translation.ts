import type { Namespace } from '@rescue-admin/i18n';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A `t` for keys that are known only at run time (a feature's namespace, an error code). */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The crud-kit reads texts from the namespace of whichever feature uses it (`<ns>:crud.*`), so the
 * key cannot be checked by the typed-keys declaration. Missing keys are caught by the features'
 * tests, which render the real German files.
 */
export function useLooseTranslation(namespace?: Namespace): { t: LooseT; exists: (key: string) => boolean } {
  const { t, i18n } = useTranslation(namespace ? [namespace, 'common'] : ['common']);
  const exists = useCallback((key: string) => i18n.exists(key, { ns: namespace ? [namespace, 'common'] : ['common'] }), [i18n, namespace]);
  return { t: t as unknown as LooseT, exists };
}
