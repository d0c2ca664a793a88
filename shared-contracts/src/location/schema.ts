import * as t from '../schema/t.js';

/**
 * How long a member shares their live position (beyond the spec): an hour, eight hours, or
 * until they turn it off. The server forgets the position when the time is up.
 */
export const LOCATION_SHARING_PERIODS = {
  '1h': 60 * 60 * 1000,
  '8h': 8 * 60 * 60 * 1000,
  untilOff: null,
} as const satisfies Record<string, number | null>;

export type LocationSharingPeriod = keyof typeof LOCATION_SHARING_PERIODS;

/** The words a member chooses a period by (the map's "Share for" list). */
export const LOCATION_SHARING_PERIOD_LABELS: Record<LocationSharingPeriod, string> = {
  '1h': '1 hour',
  '8h': '8 hours',
  untilOff: 'Until I turn it off',
};

export const LOCATION_MESSAGES = {
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  sharingFor: 'sharingFor must be 1h, 8h or untilOff',
  shared: 'Location shared.',
  cleared: 'Location sharing turned off.',
  /** A position refresh (no sharingFor) while sharing is off: it must not turn sharing back on. */
  notSharing: 'Location sharing is off. Turn it on to share your position.',
} as const;

const coordinate = (title: string, limit: number, errorMessage: string) =>
  t.unsafe<number>({ type: 'number', minimum: -limit, maximum: limit, title, errorMessage });

/**
 * POST location/update: the browser's position (spec section 3: latitude, longitude).
 *
 * `sharingFor` starts (or restarts) sharing for that period and sets isLocationVisible. Without
 * it the call only refreshes the position of a member who is sharing already (the spec's own
 * client turns sharing on through the profile first), and keeps the period they chose; so a
 * forgotten open tab can never turn sharing back on after it was turned off elsewhere.
 */
export const LocationUpdatePayloadSchema = t.object(
  {
    latitude: coordinate('Latitude', 90, LOCATION_MESSAGES.latitude),
    longitude: coordinate('Longitude', 180, LOCATION_MESSAGES.longitude),
    sharingFor: t.optional(
      t.unsafe<LocationSharingPeriod>({
        type: 'string',
        enum: Object.keys(LOCATION_SHARING_PERIODS),
        title: 'sharingFor',
        errorMessage: LOCATION_MESSAGES.sharingFor,
      }),
    ),
  },
  { additionalProperties: false },
);

export type LocationUpdatePayload = t.Static<typeof LocationUpdatePayloadSchema>;
