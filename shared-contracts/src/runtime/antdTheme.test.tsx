import { act, render, screen } from '@testing-library/react';
import antdTheme from 'antd/es/theme';
import { AntdTheme } from './antdTheme';

/** What antd's components read: whether they may animate. */
function MotionProbe() {
  const { token } = antdTheme.useToken();
  return <p>motion {String(token.motion)}</p>;
}

/** A device's "reduce motion" setting, changeable while the page is open. */
function motionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  jest.spyOn(window, 'matchMedia').mockImplementation((media: string) =>
    media === query.media ? (query as unknown as MediaQueryList) : ({ matches: false, media, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList),
  );
  return {
    change(next: boolean) {
      reduce = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    listening: () => listeners.size,
  };
}

describe('AntdTheme and a device that asks for less motion', () => {
  it("keeps antd's motion for a device with no preference", () => {
    motionSetting(false);
    render(<AntdTheme><MotionProbe /></AntdTheme>);
    expect(screen.getByText('motion true')).toBeInTheDocument();
  });

  it('turns antd motion off where the device asks for reduced motion, and follows a change while the page is open', () => {
    const setting = motionSetting(true);
    const { unmount } = render(<AntdTheme><MotionProbe /></AntdTheme>);
    expect(screen.getByText('motion false')).toBeInTheDocument();
    setting.change(false);
    expect(screen.getByText('motion true')).toBeInTheDocument();
    setting.change(true);
    expect(screen.getByText('motion false')).toBeInTheDocument();
    unmount();
    expect(setting.listening()).toBe(0);
  });
});
