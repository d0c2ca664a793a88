import { ERRORS } from 'shared-contracts';
import { englishText, type MapKey } from '../messages';

/*
 * The browser's position, as a promise, and why it could not be had, in words a member can act
 * on (spec section 4: denied or failed turns the switch back off; unsupported says so).
 */

type PositionProblem = 'denied' | 'unavailable' | 'timeout' | 'failed';

/** Why the position could not be had: the map's messages. */
const GEOLOCATION_KEYS = {
  denied: 'geolocation.denied',
  unavailable: 'geolocation.unavailable',
  timeout: 'geolocation.timeout',
  failed: 'geolocation.failed',
} as const satisfies Record<PositionProblem, MapKey>;

/** The same in English (the spec's words, as the tests find them); unsupported is a shared message. */
export const GEOLOCATION_MESSAGES = {
  unsupported: ERRORS.geolocationUnsupported,
  denied: englishText(GEOLOCATION_KEYS.denied),
  unavailable: englishText(GEOLOCATION_KEYS.unavailable),
  timeout: englishText(GEOLOCATION_KEYS.timeout),
  failed: englishText(GEOLOCATION_KEYS.failed),
} as const;

/** Ask once: a fresh fix if the device can, not one older than a minute, and not forever. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

/** The device's geolocation, or null when this browser has none. */
export function deviceGeolocation(): Geolocation | null {
  return typeof navigator !== 'undefined' && navigator.geolocation ? navigator.geolocation : null;
}

export function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS));
}

/** Whether an error is the browser's GeolocationPositionError (a plain object in some browsers). */
function isPositionError(error: unknown): error is Pick<GeolocationPositionError, 'code'> {
  return !!error && typeof error === 'object' && typeof (error as { code?: unknown }).code === 'number' && 'PERMISSION_DENIED' in (error as object);
}

/** Why the position could not be had, as the message that says it; the codes are the standard's (1, 2, 3). */
export function positionErrorKey(error: unknown): MapKey {
  if (!isPositionError(error)) return GEOLOCATION_KEYS.failed;
  switch (error.code) {
    case 1:
      return GEOLOCATION_KEYS.denied;
    case 2:
      return GEOLOCATION_KEYS.unavailable;
    case 3:
      return GEOLOCATION_KEYS.timeout;
    default:
      return GEOLOCATION_KEYS.failed;
  }
}

/** Distance in metres between two points (haversine; plenty for "has the member moved"). */
export function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}
