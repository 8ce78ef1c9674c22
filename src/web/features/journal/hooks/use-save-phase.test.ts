import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { INSIGHTS_PHASE_DELAY_MS, useSavePhase } from './use-save-phase.ts';

afterEach(() => {
  vi.useRealTimers();
});

test("a save reads 'saving', then 'insights' after a moment, then 'idle' when done", () => {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(({ pending }) => useSavePhase(pending), {
    initialProps: { pending: false },
  });
  expect(result.current).toBe('idle');
  rerender({ pending: true });
  expect(result.current).toBe('saving');
  act(() => {
    vi.advanceTimersByTime(INSIGHTS_PHASE_DELAY_MS - 1);
  });
  expect(result.current).toBe('saving');
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(result.current).toBe('insights');
  rerender({ pending: false });
  expect(result.current).toBe('idle');
  // The next save starts from the beginning again.
  rerender({ pending: true });
  expect(result.current).toBe('saving');
});
