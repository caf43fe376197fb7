import { useId } from 'react';
import styles from './charts.module.css';

export interface BarChartDatum {
  label: string;
  value: number;
  /** A CSS colour or token. @default var(--color-accent) */
  color?: string;
}

export interface BarChartProps {
  /** Caption and accessible name of the chart. */
  title: string;
  data: BarChartDatum[];
  /** Largest value of the scale. @default the largest value in data */
  max?: number;
  /** Formats the value shown beside each bar. @default the number in German format */
  formatValue?: (value: number) => string;
}

const numberFormat = new Intl.NumberFormat('de-DE');

/**
 * Horizontal bars. It is a plain list of "label — value" items, so screen readers read the
 * figures; the bars themselves are decorative.
 */
export function BarChart({ title, data, max, formatValue = (value) => numberFormat.format(value) }: BarChartProps) {
  const captionId = useId();
  const scale = max ?? Math.max(0, ...data.map((datum) => datum.value));
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <ul className={styles.bars}>
        {data.map((datum) => {
          const share = scale > 0 ? Math.min(1, Math.max(0, datum.value / scale)) : 0;
          return (
            <li key={datum.label} className={styles.bar}>
              <span>{datum.label}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ display: 'block', width: `${share * 100}%`, background: datum.color }} />
              </span>
              <span>{formatValue(datum.value)}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
