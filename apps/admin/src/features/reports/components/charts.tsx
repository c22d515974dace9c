// The reports' charts (decision 226): SVG drawn with visx's scales and shapes, loaded on their own after the page's
// tables (reports-view.tsx lazy-loads this module), so neither the admin's first load nor the reports page waits for
// them. Each chart is an image with a title and a summary for screen readers; its numbers are in the table beside it.
import { useEffect, useId, useRef, useState } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import * as styles from './charts.css.ts';

/** The width of an element, followed as it changes (the chart redraws for a phone turned sideways). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth || fallback);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

export interface TimePoint {
  key: string;
  /** The bucket as the axis and the tooltip name it. */
  label: string;
  value: number;
  previous: number;
}

export interface TimeChartProps {
  title: string;
  /** What the chart shows, read by screen readers (the table has every number). */
  summary: string;
  points: readonly TimePoint[];
  /** A value as the axis and the tooltips write it (Bengali numerals in bn). */
  format: (value: number) => string;
  currentLabel: string;
  previousLabel: string;
}

const HEIGHT = 200;
const MARGIN = { top: 8, right: 8, bottom: 24, left: 56 };

/** Columns for the range's buckets and a dashed line for the same days of the previous period. */
export function TimeChart({ title, summary, points, format, currentLabel, previousLabel }: TimeChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>(340);
  const titleId = useId();
  const descId = useId();
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: points.map((p) => p.key), range: [0, innerWidth], padding: 0.2 });
  const top = Math.max(1, ...points.flatMap((p) => [p.value, p.previous]));
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(3);
  // As many labels as fit: about one per 70 px, always the first and the last.
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerWidth / 70))));
  const center = (key: string) => (x(key) ?? 0) + x.bandwidth() / 2;
  return (
    <div ref={ref} className={styles.frame}>
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className={styles.svg}
        data-chart="time"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              <text x={-6} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.label}>
                {format(tick)}
              </text>
            </g>
          ))}
          {points.map((point) => (
            <Bar
              key={point.key}
              x={x(point.key)}
              y={y(point.value)}
              width={x.bandwidth()}
              height={innerHeight - y(point.value)}
              className={styles.current}
              data-value={point.value}
            >
              <title>{`${point.label}: ${format(point.value)}`}</title>
            </Bar>
          ))}
          <LinePath
            data={[...points]}
            x={(point) => center(point.key)}
            y={(point) => y(point.previous)}
            className={styles.previous}
          />
          {points.map((point, index) =>
            index % every === 0 || index === points.length - 1 ? (
              <text
                key={point.key}
                x={center(point.key)}
                y={innerHeight + 16}
                textAnchor={index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle'}
                className={styles.label}
              >
                {point.label}
              </text>
            ) : null,
          )}
        </Group>
      </svg>
      <p className={styles.legend} aria-hidden="true">
        <span>
          <span className={styles.swatch} />
          {currentLabel}
        </span>
        <span>
          <span className={styles.swatchPrevious} />
          {previousLabel}
        </span>
      </p>
    </div>
  );
}

export interface BarRow {
  key: string;
  label: string;
  value: number;
}

export interface BarListChartProps {
  title: string;
  summary: string;
  rows: readonly BarRow[];
  format: (value: number) => string;
  /** The longest bar's value; the largest row's when not given (1 for ratios). */
  max?: number;
}

const ROW = 28;
const LABEL_WIDTH = 110;
const VALUE_WIDTH = 72;

/** One horizontal bar per row with its label and value: readable on a phone however long the names are. */
export function BarListChart({ title, summary, rows, format, max }: BarListChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>(340);
  const titleId = useId();
  const descId = useId();
  const barWidth = Math.max(width - LABEL_WIDTH - VALUE_WIDTH, 10);
  const x = scaleLinear<number>({
    domain: [0, max ?? Math.max(1, ...rows.map((row) => row.value))],
    range: [0, barWidth],
  });
  const height = rows.length * ROW;
  return (
    <div ref={ref} className={styles.frame}>
      <svg
        width={width}
        height={height}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        className={styles.svg}
        data-chart="bars"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        {rows.map((row, index) => (
          <Group key={row.key} top={index * ROW}>
            <text x={0} y={ROW / 2} dy="0.32em" className={styles.label}>
              {row.label.length > 16 ? `${row.label.slice(0, 15)}…` : row.label}
            </text>
            <Bar x={LABEL_WIDTH} y={6} width={barWidth} height={ROW - 12} rx={3} className={styles.track} />
            <Bar
              x={LABEL_WIDTH}
              y={6}
              width={Math.max(x(row.value), row.value > 0 ? 2 : 0)}
              height={ROW - 12}
              rx={3}
              className={styles.current}
              data-value={row.value}
            >
              <title>{`${row.label}: ${format(row.value)}`}</title>
            </Bar>
            <text x={width} y={ROW / 2} dy="0.32em" textAnchor="end" className={styles.value}>
              {format(row.value)}
            </text>
          </Group>
        ))}
      </svg>
    </div>
  );
}
