import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedCallback } from './use-debounced-callback';

describe('useDebouncedCallback (the keyword box: commit after a pause, on Enter, or never)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls once, with the last arguments, after the pause', () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 400));
    act(() => {
      result.current('m');
      vi.advanceTimersByTime(300);
      result.current('ma');
      vi.advanceTimersByTime(399);
    });
    expect(fn).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(fn).toHaveBeenCalledExactlyOnceWith('ma');
  });

  it('flush calls now; cancel and unmount drop the pending call', () => {
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(fn, 400));
    act(() => {
      result.current('nurse');
      result.current.flush();
    });
    expect(fn).toHaveBeenCalledExactlyOnceWith('nurse');
    act(() => {
      result.current('chef');
      result.current.cancel();
      result.current('cook');
    });
    unmount();
    act(() => void vi.advanceTimersByTime(1000));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('stays the same function across renders and calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useDebouncedCallback(fn, 400), {
      initialProps: { fn: first },
    });
    const before = result.current;
    rerender({ fn: second });
    expect(result.current).toBe(before);
    act(() => {
      result.current('x');
      vi.advanceTimersByTime(400);
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');
  });
});
