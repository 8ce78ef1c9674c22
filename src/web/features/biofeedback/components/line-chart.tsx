import { cn } from '../../../lib/cn.ts';

export interface ChartPoint {
  /** Position on the time axis (ms since the epoch, or an index). */
  x: number;
  /** null leaves a gap (a day without readings). */
  y: number | null;
  /** How this point's time is read out and labelled. */
  label: string;
}

interface LineChartProps {
  title: string;
  unit: string;
  points: ChartPoint[];
  /** Tailwind stroke/fill colour classes for the line and dots. */
  colourClass: string;
  /** Fixed lower and upper bounds of the value axis, widened to fit the data. */
  domain?: [number, number];
}

const WIDTH = 320;
const HEIGHT = 140;
const PAD = { top: 12, right: 10, bottom: 22, left: 34 };

const format = (value: number) => String(Math.round(value));

/** What a screen reader hears instead of the drawing. */
export function describeSeries(title: string, unit: string, points: ChartPoint[]): string {
  const values = points.filter((p): p is ChartPoint & { y: number } => p.y !== null);
  if (values.length === 0) return `${title}: no data yet.`;
  const ys = values.map((p) => p.y);
  const first = values[0];
  const last = values.at(-1);
  const u = unit === '%' ? '%' : ` ${unit}`;
  return (
    `${title}: ${values.length} ${values.length === 1 ? 'value' : 'values'} from ${first?.label ?? ''} to ${last?.label ?? ''}; ` +
    `lowest ${format(Math.min(...ys))}${u}, highest ${format(Math.max(...ys))}${u}, latest ${format(last?.y ?? 0)}${u}.`
  );
}

/**
 * A small, dependency-free line chart: an SVG drawing with role="img" and a text summary as its
 * accessible name, since the drawing itself says nothing to a screen reader.
 */
export function LineChart({ title, unit, points, colourClass, domain }: LineChartProps) {
  const values = points.flatMap((p) => (p.y === null ? [] : [p.y]));
  const label = describeSeries(title, unit, points);
  let low = Math.min(domain?.[0] ?? Infinity, ...values);
  let high = Math.max(domain?.[1] ?? -Infinity, ...values);
  if (!Number.isFinite(low) || !Number.isFinite(high)) [low, high] = [0, 1];
  if (high === low) [low, high] = [low - 1, high + 1];
  const xs = points.map((p) => p.x);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const sx = (x: number) =>
    PAD.left + (maxX === minX ? plotW / 2 : ((x - minX) / (maxX - minX)) * plotW);
  const sy = (y: number) => PAD.top + (1 - (y - low) / (high - low)) * plotH;

  // Consecutive points with values form one segment; a gap starts the next.
  const segments: string[] = [];
  let current: string[] = [];
  for (const point of points) {
    if (point.y === null) {
      if (current.length) segments.push(current.join(' '));
      current = [];
    } else {
      current.push(`${sx(point.x).toFixed(1)},${sy(point.y).toFixed(1)}`);
    }
  }
  if (current.length) segments.push(current.join(' '));

  return (
    <figure className="grid gap-2 rounded-xl bg-background p-3">
      <figcaption className="text-sm font-medium">
        {title} <span className="text-muted-foreground">({unit})</span>
      </figcaption>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={cn('h-auto w-full overflow-visible', colourClass)}
      >
        <g className="text-muted-foreground" fill="currentColor" fontSize="10">
          <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
            {format(high)}
          </text>
          <text x={PAD.left - 6} y={PAD.top + plotH + 3} textAnchor="end">
            {format(low)}
          </text>
          {points.length > 0 ? (
            <>
              <text x={PAD.left} y={HEIGHT - 4}>
                {points[0]?.label}
              </text>
              <text x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end">
                {points.at(-1)?.label}
              </text>
            </>
          ) : null}
        </g>
        <g className="text-border" stroke="currentColor" strokeWidth="1">
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={PAD.top}
            y2={PAD.top}
            strokeDasharray="3 3"
          />
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + plotH} y2={PAD.top + plotH} />
        </g>
        {segments.map((segment, i) =>
          segment.includes(' ') ? (
            <polyline
              key={i}
              points={segment}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ) : null,
        )}
        {points.length <= 40
          ? points.map((point, i) =>
              point.y === null ? null : (
                <circle key={i} cx={sx(point.x)} cy={sy(point.y)} r="2.5" fill="currentColor" />
              ),
            )
          : null}
      </svg>
    </figure>
  );
}
