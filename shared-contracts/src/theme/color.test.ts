import { formatColor, parseColor } from '.';

describe('colours', () => {
  it('reads hex and rgb(a), and writes hex when opaque, rgba otherwise (opacity in 0.01 steps)', () => {
    expect(parseColor('#1976d2')).toEqual({ r: 25, g: 118, b: 210, a: 1 });
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor('rgba(25, 118, 210, 0.35)')).toEqual({ r: 25, g: 118, b: 210, a: 0.35 });
    expect(parseColor('red')).toBeNull();
    expect(formatColor({ r: 25, g: 118, b: 210, a: 1 })).toBe('#1976d2');
    expect(formatColor({ r: 25, g: 118, b: 210, a: 0.456 })).toBe('rgba(25, 118, 210, 0.46)');
    expect(formatColor({ r: 0, g: 0, b: 0, a: 0 })).toBe('rgba(0, 0, 0, 0)');
  });
});

