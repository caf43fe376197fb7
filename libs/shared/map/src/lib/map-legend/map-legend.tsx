import type { MapTone } from '../shared/map-types';
import styles from './map-legend.module.css';

export interface MapLegendItem {
  tone: MapTone;
  /** What the tone means, e.g. „außer Betrieb“ (German, from the caller). */
  label: string;
}

export interface MapLegendProps {
  /** The legend's accessible name, e.g. „Legende: Status der Hydranten“. */
  label: string;
  items: readonly MapLegendItem[];
}

/** What the markers' tones mean: each tone's marker shape beside its words, as a list named by `label`. */
export function MapLegend({ label, items }: MapLegendProps) {
  return (
    <ul aria-label={label} className={styles.legend}>
      {items.map((item) => (
        <li key={item.tone} className={styles.item}>
          <span className={styles.swatch} data-tone={item.tone} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
