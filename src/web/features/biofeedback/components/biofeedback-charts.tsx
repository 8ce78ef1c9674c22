import { ToggleGroup } from 'radix-ui';
import { useState } from 'react';
import { SUMMARY_DAYS_DEFAULT } from '../../../../contracts/biofeedback.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRecentReadings } from '../api/get-readings.ts';
import { useBiofeedbackSummary } from '../api/get-summary.ts';
import { LineChart, type ChartPoint } from './line-chart.tsx';

/** The recent readings charted: 60 readings are five minutes of monitoring. */
export const CHART_READINGS = 60;

type Range = 'recent' | 'days';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
const day = (date: string) =>
  new Date(`${date}T12:00:00`).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

interface Series {
  heartRate: ChartPoint[];
  hrv: ChartPoint[];
  stress: ChartPoint[];
}

function useSeries(range: Range): { series: Series | null; pending: boolean; failed: boolean } {
  const readings = useRecentReadings(CHART_READINGS);
  const summary = useBiofeedbackSummary(SUMMARY_DAYS_DEFAULT);
  if (range === 'recent') {
    if (!readings.data)
      return { series: null, pending: readings.isPending, failed: readings.isError };
    const oldestFirst = [...readings.data.items].reverse();
    const at = (pick: (r: (typeof oldestFirst)[number]) => number | null) =>
      oldestFirst.map((r) => ({
        x: Date.parse(r.recordedAt),
        y: pick(r),
        label: time(r.recordedAt),
      }));
    return {
      series: {
        heartRate: at((r) => r.heartRate),
        hrv: at((r) => r.heartRateVariability),
        stress: at((r) => r.stressLevel),
      },
      pending: false,
      failed: false,
    };
  }
  if (!summary.data) return { series: null, pending: summary.isPending, failed: summary.isError };
  const daily = summary.data.daily;
  const at = (pick: (d: (typeof daily)[number]) => number | null) =>
    daily.map((d, i) => ({ x: i, y: pick(d), label: day(d.date) }));
  return {
    series: {
      heartRate: at((d) => d.averageHeartRate),
      hrv: at((d) => d.averageHeartRateVariability),
      stress: at((d) => d.averageStress),
    },
    pending: false,
    failed: false,
  };
}

const rangeItem =
  'rounded-md px-3 py-1.5 text-sm font-medium data-[state=on]:bg-background data-[state=on]:shadow-sm';

/** Heart rate, HRV and stress over time (SPEC §2 progress tracking); loaded on demand. */
export function BiofeedbackCharts() {
  const [range, setRange] = useState<Range>('recent');
  const { series, pending, failed } = useSeries(range);
  const empty = series !== null && series.heartRate.every((p) => p.y === null);
  return (
    <section
      aria-labelledby="charts-title"
      data-testid="biofeedback-charts"
      className="grid gap-4 rounded-2xl border border-border bg-surface p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="charts-title" className="font-serif text-xl font-semibold">
          Over Time
        </h2>
        <ToggleGroup.Root
          type="single"
          value={range}
          onValueChange={(value) => value && setRange(value as Range)}
          aria-label="Chart range"
          className="inline-flex rounded-lg bg-muted p-1"
        >
          <ToggleGroup.Item value="recent" className={rangeItem}>
            Recent readings
          </ToggleGroup.Item>
          <ToggleGroup.Item value="days" className={rangeItem}>
            Daily averages
          </ToggleGroup.Item>
        </ToggleGroup.Root>
      </div>
      {pending ? (
        <div aria-busy="true" className="grid gap-3 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : failed || !series ? (
        <p role="alert" className="text-sm">
          The charts could not be loaded.
        </p>
      ) : empty ? (
        <p className="text-sm text-muted-foreground">No readings to chart yet.</p>
      ) : (
        <div className="grid gap-3 md:grid-cols-3">
          <LineChart
            title="Heart rate"
            unit="BPM"
            points={series.heartRate}
            colourClass="text-red-600 dark:text-red-400"
            domain={[60, 80]}
          />
          <LineChart
            title="HRV"
            unit="ms"
            points={series.hrv}
            colourClass="text-blue-600 dark:text-blue-400"
            domain={[20, 70]}
          />
          <LineChart
            title="Stress"
            unit="%"
            points={series.stress}
            colourClass="text-amber-600 dark:text-amber-400"
            domain={[0, 100]}
          />
        </div>
      )}
    </section>
  );
}
