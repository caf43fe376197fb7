import { DURCHMESSER, HYDRANT_TYPES, VERTEILER_LEITUNGEN, type Durchmesser, type Hydrant } from '@rescue-admin/api-contract';
import { CrudListView, CrudMapView, ImportButton, lazyPart, ListViewSwitch, useEnumOptions, useListViewMode, useOpenRouteForm, type CrudColumn, type TextKey } from '@rescue-admin/crud-kit';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hydrantApi } from './api';
import { InspectionSettingsButton } from './inspections/inspection-settings';
import { useInspectionList } from './inspection-state/use-inspection-list';
import styles from './hydrants-page.module.css';
import { RoundLinks } from './round/round-links';

const getId = (hydrant: Hydrant) => hydrant.uid;
const getName = (hydrant: Hydrant) => hydrant.name;
const FORM_PATHS = { create: 'create', edit: 'edit' };
// The map view brings the map lib (Leaflet): loaded only when „Karte“ is chosen.
const HydrantsMapView = lazyPart(() => import('./hydrants-map-view').then((module) => module.default), { loadingText: 'common:map.loading' });

/**
 * German enum labels looked up in a map: the list asks for three labels per row for search, sort
 * and CSV, which with 10,000 hydrants would be 30,000 translation calls per rebuild.
 */
function useEnumLabelMap<V extends string>(key: TextKey, values: readonly V[]): (value: V) => string {
  const options = useEnumOptions(key, values);
  return useMemo(() => {
    const labels = new Map<V, string>(options.map((option) => [option.value, option.label]));
    return (value: V) => labels.get(value) ?? String(value);
  }, [options]);
}

export interface HydrantsPageProps {
  /** Fetches the form's chunk (the routes' lazy form page); the list and the map call it once their records show. */
  preloadForm?: () => Promise<unknown>;
}

/**
 * /hydrant: the hydrant list; create and edit are their own routes (SPEC §2). The ui-kit table
 * virtualises long lists, so 10,000 hydrants stay smooth to scroll and search. `?view=karte`
 * shows the hydrants the search matches on a map instead.
 */
export function HydrantsPage({ preloadForm }: HydrantsPageProps = {}) {
  const { t } = useTranslation(['hydrants', 'common']);
  const hydrants = useQuery(hydrantApi.queries.list());
  // Bulk imports make this list long (the other areas' lists stay short): it shows its first rows while the rest is still arriving.
  const firstHydrants = useQuery(hydrantApi.queries.firstRows()).data;
  const deleteHydrant = hydrantApi.useDelete();
  const { openCreate, openEdit } = useOpenRouteForm<Hydrant>(FORM_PATHS);
  const typeLabel = useEnumLabelMap('hydrants:enums.type', HYDRANT_TYPES);
  // Under the column "Durchmesser", "300 mm" says it all; the long label is for the form.
  const durchmesserShort = useMemo(
    () => Object.fromEntries(DURCHMESSER.map((value) => [value, t(`durchmesserShort.${value}`)])) as Record<Durchmesser, string>,
    [t],
  );
  const leitungLabel = useEnumLabelMap('hydrants:enums.verteilerLeitung', VERTEILER_LEITUNGEN);
  // Stable, like every prop the list derives its rows from.
  const { mutateAsync: removeHydrant } = deleteHydrant;
  // The version the row was shown at goes with the delete: a hydrant changed meanwhile is not deleted unasked.
  const onDelete = useCallback((hydrant: Hydrant) => removeHydrant({ uid: hydrant.uid, lastUpdate: hydrant.lastUpdate }), [removeHydrant]);
  // Not in the spec: status, next inspection and the chips, where the service tells the rows' inspection state.
  const inspections = useInspectionList(hydrants.data ?? firstHydrants);
  const { offered: withInspections, columns: inspectionColumns } = inspections;

  const columns = useMemo<CrudColumn<Hydrant>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (h) => h.name },
      { id: 'description', header: t('fields.description'), value: (h) => h.description },
      { id: 'durchmesser', header: t('fields.durchmesser'), value: (h) => durchmesserShort[h.durchmesser], width: 135 },
      { id: 'type', header: t('fields.type'), value: (h) => typeLabel(h.type), width: 150 },
      // A desktop next to the menu has room for six readable columns, not eight: the coordinates go
      // to the phone cards (a vertical list) and the CSV export, and are edited in the form. With
      // status and next inspection, the Verteilerleitung and the last change go there too.
      { id: 'verteilerLeitung', header: t('fields.verteilerLeitung'), value: (h) => leitungLabel(h.verteilerLeitung), width: 150, mobileOnly: withInspections },
      { id: 'lat', header: t('common:fields.lat'), value: (h) => h.lat, mobileOnly: true, searchable: false },
      { id: 'lon', header: t('common:fields.lon'), value: (h) => h.lon, mobileOnly: true, searchable: false },
      ...inspectionColumns,
      { id: 'lastUpdate', header: t('common:fields.lastUpdate'), value: (h) => h.lastUpdate, type: 'date', width: 170, mobileOnly: withInspections },
    ],
    [t, durchmesserShort, typeLabel, leitungLabel, inspectionColumns, withInspections],
  );

  const view = useListViewMode();
  // The map's visible area as it last settled, for its Mängelbericht: a ref, so the map's moves
  // re-render neither the page nor the map.
  const mapArea = useRef<string | null>(null);
  const onMapArea = useCallback((bbox: string) => void (mapArea.current = bbox), []);
  if (view.mode === 'map') {
    return (
      <CrudMapView namespace="hydrants" query={hydrants} columns={columns} preload={preloadForm}>
        {(matching, search) => (
          <>
            <div className={styles.mapLinks}>
              <RoundLinks hydrants={hydrants.data} mapArea={mapArea} />
            </div>
            <HydrantsMapView hydrants={matching} search={search} onAreaChange={onMapArea} />
          </>
        )}
      </CrudMapView>
    );
  }

  return (
    <CrudListView
      preload={preloadForm}
      namespace="hydrants"
      query={hydrants}
      firstRows={firstHydrants}
      columns={columns}
      getId={getId}
      getName={getName}
      onCreate={openCreate}
      onEdit={openEdit}
      onDelete={onDelete}
      filterRecords={inspections.filterRecords}
      toolbar={
        <>
          <ListViewSwitch mode={view.mode} onChange={view.setMode} />
          <ImportButton />
          <InspectionSettingsButton />
          <RoundLinks hydrants={hydrants.data} />
        </>
      }
    >
      {inspections.chips}
    </CrudListView>
  );
}
