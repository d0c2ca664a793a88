/** The registration link: the site origin plus /auth?mode=signup. */
export function registrationLink(origin: string = window.location.origin): string {
  return `${origin}/auth?mode=signup`;
}
