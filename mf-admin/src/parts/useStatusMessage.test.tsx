import { act, renderHook } from '@testing-library/react';
import { useStatusMessage } from './useStatusMessage';

describe('useStatusMessage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message for 3 seconds, then clears it', () => {
    const { result } = renderHook(() => useStatusMessage());
    act(() => result.current[1]({ type: 'success', text: 'Theme saved successfully!' }));
    expect(result.current[0]?.text).toBe('Theme saved successfully!');
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current[0]).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('gives a newer message its own 3 seconds', () => {
    const { result } = renderHook(() => useStatusMessage());
    act(() => result.current[1]({ type: 'error', text: 'Upload failed' }));
    act(() => jest.advanceTimersByTime(2000));
    act(() => result.current[1]({ type: 'success', text: 'Background updated successfully' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current[0]?.text).toBe('Background updated successfully');
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current[0]).toBeNull();
  });
});
