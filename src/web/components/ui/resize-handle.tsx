import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '../../lib/cn.ts';

interface ResizeHandleProps {
  /** Current size in px of the panel this handle resizes. */
  value: number;
  min: number;
  max: number;
  /** Keyboard step in px. */
  step: number;
  label: string;
  /** Called while dragging and on each key press with the new, clamped size. */
  onResize: (size: number) => void;
  /** Called when a drag ends or a key changed the size: the moment to persist it. */
  onResizeEnd: (size: number) => void;
  className?: string;
  'data-testid'?: string;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A vertical window splitter (WAI-ARIA "separator" that is focusable): drag it, or use the
 * arrow keys, Home and End.
 */
export function ResizeHandle({
  value,
  min,
  max,
  step,
  label,
  onResize,
  onResizeEnd,
  className,
  ...rest
}: ResizeHandleProps) {
  const drag = useRef<{ startX: number; startValue: number; last: number } | null>(null);

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startValue: value, last: value };
    document.body.classList.add('is-resizing');
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const state = drag.current;
    if (!state) return;
    state.last = clamp(state.startValue + event.clientX - state.startX, min, max);
    onResize(state.last);
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    const state = drag.current;
    if (!state) return;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
    document.body.classList.remove('is-resizing');
    onResizeEnd(state.last);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    let next: number | null = null;
    if (event.key === 'ArrowLeft') next = value - step;
    else if (event.key === 'ArrowRight') next = value + step;
    else if (event.key === 'Home') next = min;
    else if (event.key === 'End') next = max;
    if (next === null) return;
    event.preventDefault();
    next = clamp(next, min, max);
    onResize(next);
    onResizeEnd(next);
  }

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={handleKeyDown}
      className={cn(
        'group relative w-2 shrink-0 cursor-col-resize touch-none select-none outline-none',
        className,
      )}
      {...rest}
    >
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-1/2 w-px -translate-x-1/2 bg-border transition-[width,background-color] group-hover:w-0.5 group-hover:bg-primary group-focus-visible:w-1 group-focus-visible:bg-ring"
      />
    </div>
  );
}
