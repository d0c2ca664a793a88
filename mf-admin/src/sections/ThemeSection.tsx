/** To be built (issue 8). */
export function ThemeSection() {
  return null;
}
