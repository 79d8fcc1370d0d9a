import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from '../../../../src/views/kit/display/relative-time';
import { useDeviceType } from '../../../../src/views/kit/display/use-device-type';

afterEach(() => vi.useRealTimers());

describe('<RelativeTime>', () => {
  it('refreshes every second', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 0, 1, 12, 0, 0));
    render(<RelativeTime value={new Date(2025, 0, 1, 11, 59, 58)} />);
    expect(screen.getByText('2 seconds ago')).toHaveAttribute('title', '01 Jan 2025 11:59');
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('3 seconds ago')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('1 minute ago')).toBeInTheDocument();
  });
});

describe('useDeviceType', () => {
  it('reads mobile at 767 px or less and follows resizes', () => {
    const { result } = renderHook(() => useDeviceType());
    act(() => {
      window.innerWidth = 767;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('mobile');
    act(() => {
      window.innerWidth = 1280;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('desktop');
  });
});
