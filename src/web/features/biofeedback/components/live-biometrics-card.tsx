import { HeartPulse } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { LiveReading } from '../lib/device-manager.ts';
import {
  ACTIVITY_LABELS,
  EMOTIONAL_STATE_COLOURS,
  emotionalLabel,
  meditationLabel,
} from '../lib/labels.ts';

interface LiveBiometricsCardProps {
  reading: LiveReading | null;
  monitoring: boolean;
  /** Why readings are not being saved, when they are not. */
  saveError: string | null;
}

function stressBarClass(stress: number): string {
  if (stress > 70) return 'bg-red-600';
  if (stress >= 30) return 'bg-amber-500';
  return 'bg-green-600';
}

/** SPEC §2 'Live Biometrics': BPM, HRV ms, Stress % with a bar, and the state badges. */
export function LiveBiometricsCard({ reading, monitoring, saveError }: LiveBiometricsCardProps) {
  return (
    <section
      aria-labelledby="live-biometrics-title"
      data-testid="live-biometrics"
      className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="live-biometrics-title" className="font-serif text-xl font-semibold">
          Live Biometrics
        </h2>
        {monitoring ? (
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-highlight">
            <span
              aria-hidden="true"
              className="size-2 animate-pulse rounded-full bg-red-600 motion-reduce:animate-none"
            />
            Live
          </span>
        ) : null}
      </div>

      {!reading ? (
        <p className="text-sm text-muted-foreground">
          {monitoring
            ? 'Waiting for the first reading…'
            : 'Connect a device and turn on Real-time Monitoring to see your live readings.'}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-3">
            <div className="grid gap-1 rounded-xl bg-background p-3">
              <dt className="text-xs text-muted-foreground">Heart Rate</dt>
              <dd className="flex items-baseline gap-1">
                <HeartPulse aria-hidden="true" className="size-4 self-center text-red-600" />
                <span data-testid="live-bpm" className="text-2xl font-semibold tabular-nums">
                  {reading.heartRate}
                </span>
                <span className="text-xs text-muted-foreground">BPM</span>
              </dd>
            </div>
            <div className="grid gap-1 rounded-xl bg-background p-3">
              <dt className="text-xs text-muted-foreground">HRV</dt>
              <dd className="flex items-baseline gap-1">
                <span data-testid="live-hrv" className="text-2xl font-semibold tabular-nums">
                  {reading.heartRateVariability === null
                    ? '—'
                    : Math.round(reading.heartRateVariability)}
                </span>
                <span className="text-xs text-muted-foreground">ms</span>
              </dd>
            </div>
            <div className="grid gap-1 rounded-xl bg-background p-3">
              <dt className="text-xs text-muted-foreground">Stress</dt>
              <dd className="flex items-baseline gap-1">
                <span data-testid="live-stress" className="text-2xl font-semibold tabular-nums">
                  {reading.stressLevel === null ? '—' : reading.stressLevel}
                </span>
                <span className="text-xs text-muted-foreground">%</span>
              </dd>
            </div>
          </dl>

          {reading.stressLevel !== null ? (
            <div
              role="meter"
              aria-label="Stress level"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={reading.stressLevel}
              aria-valuetext={`${reading.stressLevel}%`}
              className="h-2.5 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn(
                  'h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none',
                  stressBarClass(reading.stressLevel),
                )}
                style={{ width: `${reading.stressLevel}%` }}
              />
            </div>
          ) : (
            <p className="text-xs text-muted-foreground">
              HRV and stress appear once your device has sent a few beat-to-beat intervals.
            </p>
          )}

          <p aria-live="polite" className="flex flex-wrap items-center gap-2 text-sm">
            <span className="sr-only">Meditation state:</span>
            <span
              data-testid="meditation-state"
              className="inline-flex items-center rounded-full border border-accent/40 bg-selected px-2.5 py-0.5 text-xs font-semibold"
            >
              {meditationLabel(reading.meditationState)}
            </span>
            {reading.emotionalState ? (
              <>
                <span className="sr-only">Emotional state:</span>
                <span
                  data-testid="emotional-state"
                  data-colour={EMOTIONAL_STATE_COLOURS[reading.emotionalState].name}
                  className={cn(
                    'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
                    EMOTIONAL_STATE_COLOURS[reading.emotionalState].className,
                  )}
                >
                  {emotionalLabel(reading.emotionalState)}
                </span>
              </>
            ) : null}
          </p>
          <p className="text-xs text-muted-foreground">
            {reading.deviceName} · {ACTIVITY_LABELS[reading.activityLevel]} ·{' '}
            {reading.source === 'simulated' ? 'simulated' : 'live'} reading at{' '}
            <time dateTime={reading.recordedAt}>
              {new Date(reading.recordedAt).toLocaleTimeString()}
            </time>
          </p>
        </>
      )}
      {saveError ? (
        <p role="alert" className="text-sm text-destructive">
          Readings are not being saved: {saveError}
        </p>
      ) : null}
    </section>
  );
}
