/**
 * @rescue-admin/crud-kit — the admin-screen pattern shared by the eight features (SCREENS.md):
 * list, form, delete, URL state, CSV, German labels. See README.md.
 */

// lists
export { CrudListView, type CrudListViewProps, type ListQuery, type ListTexts } from './lib/list/crud-list-view';
export { CrudPage, type CrudPageProps } from './lib/list/crud-page';
export { formatNumber, type CrudColumn } from './lib/list/crud-columns';
export { FilterChips, type FilterChip, type FilterChipsProps } from './lib/list/filter-chips';
export { LoadFailedNotice, type LoadFailedNoticeProps } from './lib/errors/load-failed-notice';
export {
  useInPlaceFormUrlState,
  LIST_URL_PARAMS,
  type InPlaceFormMode,
  type InPlaceFormUrlState,
} from './lib/url-state/use-list-url-state';
export { useListUrlFilters, parseListFilters, formatListFilters, type ListUrlFilters } from './lib/url-state/use-list-url-filters';

// map views (the map lib itself is loaded lazily, by the feature's map and by FormPositionMap)
export { useListViewMode, type ListViewMode } from './lib/map/list-view-mode';
export { ListViewSwitch, type ListViewSwitchProps } from './lib/map/list-view-switch';
export { CrudMapView, type CrudMapViewProps } from './lib/map/crud-map-view';
export { FormPositionMap, useFormPosition, type FormPositionMapProps, type PositionForm } from './lib/map/form-position-map';
export { useConfiguredTiles } from './lib/map/use-map-tiles';
export { useMapLabels } from './lib/map/use-map-labels';

// forms
export { useEntityForm, type EntityForm, type UseEntityFormOptions } from './lib/form/use-entity-form';
export {
  CrudFormView,
  FormGrid,
  type CrudFormViewProps,
  type SaveOutcome,
  type SubmitContext,
  type RecordEditing,
} from './lib/form/crud-form-view';
export type { RecordFields } from './lib/record/record-fields';
export { WaitingNotice, type WaitingNoticeProps } from './lib/offline/waiting-notice';
export { fieldErrorCodeOf, fieldMessageOf, isFieldErrorCode, type FieldMessage } from './lib/form/field-error-code';
export { rulesOf, type FieldRules } from './lib/form/field-rules';
export { FormDropdown, type FormDropdownProps } from './lib/form/form-dropdown';
export { FormAddressFields, type FormAddressFieldsProps, type AddressForm } from './lib/form/form-address-fields';

// screens
export { lazyPart, type LazyPart, type LazyPartOptions } from './lib/lazy/lazy-part';
export { InPlaceCrudScreen, type InPlaceCrudScreenProps, type InPlaceFormProps } from './lib/screen/in-place-crud-screen';
export { RouteFormPage, useOpenRouteForm, type RouteFormPageProps, type OpenRouteForm } from './lib/route-form/route-form';
export { ROUTE_FORM_UID_PARAM, type RouteFormListQuery, type RouteFormNavigationState } from './lib/route-form/route-form-record';

// CSV export of a feature's own rows (the list's „CSV“ uses the same writer)
export { downloadCsv, toCsv, type CsvColumn, type CsvValue } from './lib/csv/csv';

// CSV import (the feature's worker serves the engine: '@rescue-admin/crud-kit/import-worker')
export { CsvImportPage, type CsvImportPageProps } from './lib/import/csv-import-page';
export { ImportButton } from './lib/import/import-button';
export { useImportSender, type ImportSender, type ImportTarget } from './lib/import/use-import-sender';
export { IMPORT_MAX_BYTES, type ImportConfig, type ImportField } from './lib/import/import-config';

// texts: the namespaces crud-kit accepts and the keys it reads from them
export type {
  AreaTextKey,
  CrudAreaTexts,
  CrudCreateTexts,
  CrudFormTexts,
  CrudListExtraTexts,
  CrudListTexts,
  CrudNamespace,
  ImportNamespace,
  ListTextsKey,
  MapNamespace,
  TextKey,
} from './lib/i18n/crud-texts';

// lookups
export { useLookup, type Lookup, type LookupFields } from './lib/lookups/use-lookup';

// values
export { RelativeTime, type RelativeTimeProps } from './lib/relative-time/relative-time';
export { useEnumLabel, useEnumOptions } from './lib/enum-label/use-enum-label';
