import { useId } from 'react';
import styles from './charts.module.css';

export interface DonutSegment {
  label: string;
  value: number;
  /** A CSS colour or token. */
  color: string;
}

export interface DonutChartProps {
  /** Accessible name, e.g. "Einträge nach Typ". */
  title: string;
  segments: DonutSegment[];
  /** Text in the middle, e.g. the total. */
  centerText?: string;
  /** Outer diameter in px. @default 120 */
  size?: number;
  formatValue?: (value: number) => string;
}

const numberFormat = new Intl.NumberFormat('de-DE');
const STROKE = 16;

/** A donut of shares with a legend that carries the numbers (colour is not the only signal). */
export function DonutChart({ title, segments, centerText, size = 120, formatValue = (v) => numberFormat.format(v) }: DonutChartProps) {
  const captionId = useId();
  const radius = (size - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const total = segments.reduce((sum, segment) => sum + Math.max(0, segment.value), 0);
  let offset = 0;
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {title}
      </figcaption>
      <div className={styles.donut}>
        <svg className={styles.svg} width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
          <circle className={styles.gaugeTrack} cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={STROKE} />
          {total > 0 &&
            segments.map((segment) => {
              const length = (Math.max(0, segment.value) / total) * circumference;
              const circle = (
                <circle
                  key={segment.label}
                  cx={size / 2}
                  cy={size / 2}
                  r={radius}
                  fill="none"
                  stroke={segment.color}
                  strokeWidth={STROKE}
                  strokeDasharray={`${length} ${circumference - length}`}
                  strokeDashoffset={-offset}
                  transform={`rotate(-90 ${size / 2} ${size / 2})`}
                />
              );
              offset += length;
              return circle;
            })}
          {centerText && (
            <text className={styles.center} x="50%" y="50%" textAnchor="middle" dominantBaseline="central">
              {centerText}
            </text>
          )}
        </svg>
        <ul className={styles.legend}>
          {segments.map((segment) => (
            <li key={segment.label} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: segment.color }} aria-hidden="true" />
              <span>
                {segment.label}: {formatValue(segment.value)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}

export interface GaugeProps {
  /** Accessible name, e.g. "Besetzung". */
  label: string;
  value: number;
  /** @default 100 */
  max?: number;
  /** The value as text, e.g. "6 von 9" or "67 %". @default the percentage */
  valueText?: string;
  /** @default 140 */
  size?: number;
  /** @default var(--color-accent) */
  color?: string;
}

/** A half-circle gauge for one share, exposed as a meter to screen readers. */
export function Gauge({ label, value, max = 100, valueText, size = 140, color = 'var(--color-accent)' }: GaugeProps) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const text = valueText ?? `${Math.round(share * 100)} %`;
  const radius = (size - STROKE) / 2;
  const half = Math.PI * radius;
  const height = size / 2 + STROKE / 2;
  const arc = `M ${STROKE / 2} ${size / 2} A ${radius} ${radius} 0 0 1 ${size - STROKE / 2} ${size / 2}`;
  return (
    <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={text} className={styles.figure}>
      <svg width={size} height={height + 8} viewBox={`0 0 ${size} ${height + 8}`} aria-hidden="true">
        <path d={arc} className={styles.gaugeTrack} fill="none" strokeWidth={STROKE} />
        <path d={arc} fill="none" stroke={color} strokeWidth={STROKE} strokeDasharray={`${share * half} ${half}`} />
        <text className={styles.center} x="50%" y={size / 2 - 4} textAnchor="middle">
          {text}
        </text>
      </svg>
    </div>
  );
}
