import { useId } from 'react';
import { DREAM_INTENSITY_MAX, DREAM_INTENSITY_MIN } from '../../../../contracts/constants.ts';

interface IntensitySliderProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * The dream's intensity, 1–10 (SPEC §5). A native range input: arrow keys, Page Up/Down, Home and
 * End work everywhere, and screen readers hear '7 out of 10' (the visible '7/10' is for the eye).
 */
export function IntensitySlider({ value, onChange, disabled }: IntensitySliderProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          Intensity
        </label>
        <output
          htmlFor={id}
          className="min-w-14 text-right text-sm font-semibold text-highlight tabular-nums"
        >
          {value}/{DREAM_INTENSITY_MAX}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={DREAM_INTENSITY_MIN}
        max={DREAM_INTENSITY_MAX}
        step={1}
        value={value}
        disabled={disabled}
        aria-valuetext={`${value} out of ${DREAM_INTENSITY_MAX}`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-primary disabled:cursor-not-allowed"
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
        <span>Faint</span>
        <span>Vivid</span>
      </div>
    </div>
  );
}
