/** To be built (issue 8). */
export function EmailTestSection() {
  return null;
}
