/*
 * Colour arithmetic of the theme: reading and writing its colour values, WCAG luminance and
 * contrast, and moving a colour until it reads.
 */

/** A colour as numbers: r, g, b 0-255 and opacity 0-1. */
interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Reads a theme colour (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba()); null for anything else. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    const byte = (at: number) => Number.parseInt(digits.slice(at, at + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? round2(byte(6) / 255) : 1 };
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/i.exec(text);
  if (!rgb) return null;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((n) => clamp(Number(n), 0, 255));
  const a = rgb[4] === undefined ? 1 : clamp(Number(rgb[4]), 0, 1);
  return Number.isFinite(a) ? { r, g, b, a } : null;
}

/** '#rrggbb' of a colour (its opacity left out), as `<input type="color">` wants it. */
export function hexOf({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`;
}

/** A colour as a theme value: '#rrggbb' when opaque, else 'rgba(r, g, b, a)' (opacity in 0.01 steps). */
export function formatColor(color: Rgba): string {
  const a = round2(clamp(color.a, 0, 1));
  if (a >= 1) return hexOf(color);
  return `rgba(${Math.round(color.r)}, ${Math.round(color.g)}, ${Math.round(color.b)}, ${a})`;
}

/** The same colour at another opacity. */
export function withOpacity(value: string, a: number): string {
  const color = parseColor(value);
  return color ? formatColor({ ...color, a }) : value;
}

/** WCAG relative luminance (0 black .. 1 white), opacity ignored. */
function luminance(color: Rgba): number {
  const channel = (n: number) => {
    const c = n / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** Whether a colour counts as light (a page or text colour dark mode turns). */
export const isLight = (value: string) => {
  const color = parseColor(value);
  return color ? luminance(color) > 0.35 : true;
};

/** White, or near black where white would not read at 4.5:1: the text colour for a surface of `value`. */
export function textOn(value: string): string {
  const color = parseColor(value);
  return color && contrastRatio(color, { r: 255, g: 255, b: 255, a: 1 }) < 4.5 ? '#121212' : '#ffffff';
}

/**
 * The colour moved towards black (on a light page) or white (on a dark one), in small steps,
 * until it reads at `ratio`; a colour that already reads is kept as it is.
 */
export function readableOn(value: string, background: string, ratio: number): string {
  const color = parseColor(value);
  const against = parseColor(background);
  if (!color || !against) return value;
  const target = luminance(against) > 0.35 ? 0 : 255;
  let mixed = { ...color, a: 1 };
  for (let step = 0; step < 80 && contrastRatio(mixed, against) < ratio; step += 1) {
    // 6% of the way each step, at least one unit, in whole units (what the page is given).
    const mix = (n: number) => (n === target ? n : Math.round(n + Math.sign(target - n) * Math.max(1, Math.abs(target - n) * 0.06)));
    mixed = { r: mix(mixed.r), g: mix(mixed.g), b: mix(mixed.b), a: 1 };
  }
  return formatColor(mixed);
}
