/** To be built (issue 8). */
export function ImportUsersSection() {
  return null;
}
