/** To be built (issue 8). */
export function BackgroundSection() {
  return null;
}
