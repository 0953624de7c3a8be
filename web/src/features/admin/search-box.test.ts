import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchBox } from './search-box';

describe('useSearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server after a pause in typing, once, with the whole text', () => {
    const onSearch = vi.fn();
    const { result } = renderHook(() => useSearchBox('', onSearch));
    act(() => result.current.onChange('Mar'));
    act(() => result.current.onChange('Maria'));
    act(() => vi.advanceTimersByTime(349));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([['Maria']]);
  });

  it('keeps what the officer typed after a pause when the URL answers that pause late', () => {
    const onSearch = vi.fn();
    const { result, rerender } = renderHook(({ q }) => useSearchBox(q, onSearch), { initialProps: { q: '' } });
    act(() => result.current.onChange('CMP-2026'));
    act(() => vi.advanceTimersByTime(350));
    expect(onSearch).toHaveBeenLastCalledWith('CMP-2026');
    // The officer types on before the URL has taken the first search.
    act(() => result.current.onChange('CMP-2026-0001'));
    rerender({ q: 'CMP-2026' });
    expect(result.current.text).toBe('CMP-2026-0001');
    act(() => vi.advanceTimersByTime(350));
    expect(onSearch).toHaveBeenLastCalledWith('CMP-2026-0001');
  });

  it('takes a search the URL got from elsewhere: another section, the back button', () => {
    const { result, rerender } = renderHook(({ q }) => useSearchBox(q, vi.fn()), { initialProps: { q: 'Maria' } });
    expect(result.current.text).toBe('Maria');
    rerender({ q: '' });
    expect(result.current.text).toBe('');
    rerender({ q: 'Jose' });
    expect(result.current.text).toBe('Jose');
  });
});
