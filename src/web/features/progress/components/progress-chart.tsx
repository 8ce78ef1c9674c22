import type { ProgressEntry } from '../../../../contracts/progress.ts';
import { milestonesPerWeek } from '../lib/timeline-stats.ts';

const WIDTH = 480;
const HEIGHT = 200;
const PAD = { top: 20, right: 8, bottom: 32, left: 8 };

interface ProgressChartProps {
  entries: readonly ProgressEntry[];
  now?: Date;
}

/**
 * Milestones per week as bars: a small hand-drawn SVG (no chart library), loaded lazily with the
 * rest of the chart code. Its summary is in the accessible name, so the picture is never the only
 * way to read it.
 */
export function ProgressChart({ entries, now = new Date() }: ProgressChartProps) {
  const weeks = milestonesPerWeek(entries, now);
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / weeks.length;
  const barWidth = Math.min(32, slot * 0.6);
  const shown = weeks.reduce((sum, w) => sum + w.count, 0);
  const summary = `Milestones per week over the last ${weeks.length} weeks: ${weeks
    .map((w) => `week of ${w.label}, ${w.count}`)
    .join('; ')}. ${shown} in total.`;
  // With many weeks, label every other one so the dates never overlap.
  const labelEvery = weeks.length > 8 ? 2 : 1;
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full overflow-visible"
    >
      <line
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={HEIGHT - PAD.bottom}
        y2={HEIGHT - PAD.bottom}
        className="stroke-border"
        strokeWidth={1}
      />
      {weeks.map((week, index) => {
        const height = (week.count / max) * plotHeight;
        const x = PAD.left + slot * index + (slot - barWidth) / 2;
        const y = HEIGHT - PAD.bottom - height;
        const showLabel = (weeks.length - 1 - index) % labelEvery === 0;
        return (
          <g key={week.weekStart.getTime()}>
            {week.count > 0 ? (
              <>
                <rect
                  x={x}
                  y={y}
                  width={barWidth}
                  height={Math.max(height, 2)}
                  rx={4}
                  className="fill-primary"
                />
                <text
                  x={x + barWidth / 2}
                  y={y - 4}
                  textAnchor="middle"
                  className="fill-foreground text-[13px] font-semibold"
                >
                  {week.count}
                </text>
              </>
            ) : null}
            {showLabel ? (
              <text
                x={x + barWidth / 2}
                y={HEIGHT - PAD.bottom + 20}
                textAnchor="middle"
                className="fill-muted-foreground text-[13px]"
              >
                {week.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
