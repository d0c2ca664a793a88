import { useSiteBackground } from 'shared-contracts/runtime';
import defaultBackground from '../assets/default-background.svg';

/**
 * The sign-in page's background (spec section 2): the one remembered locally (instant), else the
 * bundled default; then the server's current one, remembered for next time. The state is the
 * site's (shared-contracts runtime), so a background an admin sets shows here at once too. A
 * failed fetch leaves the current image in place without a word to the user.
 */
export function useBackgroundUrl(): string {
  return useSiteBackground() || defaultBackground;
}
