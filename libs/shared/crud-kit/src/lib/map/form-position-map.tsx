import { useCallback, useMemo } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../lazy/lazy-part';
import { useConfiguredTiles } from './use-map-tiles';
import styles from './crud-map-view.module.css';

// The map lib brings Leaflet: loaded with the first form that shows a position, not before.
const PositionPicker = lazyPart(() => import('@rescue-admin/map').then((module) => module.PositionPicker), { loadingText: 'common:map.loading' });

export interface FormPositionMapProps {
  /** The form's latitude and longitude (NaN from an emptied field: no marker). */
  lat: number;
  lon: number;
  /** A click on the map or a dragged marker: set both fields (they follow, and the form is dirty). */
  onChange: (position: { lat: number; lon: number }) => void;
}

/**
 * A small map under a form's coordinate fields: clicking the map or dragging the marker sets
 * lat/lon, typing in the fields moves the marker. The fields stay the keyboard's way to the value.
 */
export function FormPositionMap({ lat, lon, onChange }: FormPositionMapProps) {
  const { t } = useTranslation('common');
  const tiles = useConfiguredTiles();
  const position = useMemo(() => ({ lat, lon }), [lat, lon]);
  const labels = useMemo(() => ({ map: t('map.position'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }), [t]);
  return (
    <div className={styles.positionMap}>
      <p className={styles.positionHint}>
        {t('map.positionHint')}
      </p>
      <PositionPicker position={position} onChange={onChange} labels={labels} tiles={tiles} />
    </div>
  );
}

/** The part of a form (`useEntityForm`) whose top-level `lat` and `lon` fields the map follows and sets. */
export interface PositionForm<V extends FieldValues> {
  control: Control<V, unknown, FieldValues>;
  setValue: UseFormSetValue<V>;
}

/**
 * Binds {@link FormPositionMap} to a form's `lat` and `lon` fields: `<FormPositionMap {...useFormPosition(form)} />`.
 * A position set on the map makes the form dirty and validates both fields.
 */
export function useFormPosition<V extends FieldValues>({ control, setValue }: PositionForm<V>): FormPositionMapProps {
  const lat = 'lat' as FieldPath<V>;
  const lon = 'lon' as FieldPath<V>;
  const [latValue, lonValue] = useWatch({ control, name: [lat, lon] }) as [number, number];
  const onChange = useCallback(
    (position: { lat: number; lon: number }) => {
      const options = { shouldDirty: true, shouldValidate: true } as const;
      setValue(lat, position.lat as never, options);
      setValue(lon, position.lon as never, options);
    },
    [setValue, lat, lon],
  );
  return { lat: latValue, lon: lonValue, onChange };
}
