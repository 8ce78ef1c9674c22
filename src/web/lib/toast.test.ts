import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { dismissToast, resetToasts, toast, useToasts } from './toast.ts';

describe('toast store', () => {
  afterEach(() => act(() => resetToasts()));

  test('only one toast exists at a time: the newest replaces the last', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(result.current.map((item) => item.title)).toEqual(['Second']);
  });

  test('dismissing closes the toast', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      const handle = toast({ title: 'Hello' });
      dismissToast(handle.id);
    });
    expect(result.current[0]?.open).toBe(false);
  });
});
