import * as t from './t.js';

export const LOCATION_MESSAGES = {
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
} as const;

const coordinate = (title: string, limit: number, errorMessage: string) =>
  t.unsafe<number>({ type: 'number', minimum: -limit, maximum: limit, title, errorMessage });

/** POST location/update (spec section 3): the browser's position. */
export const LocationUpdatePayloadSchema = t.object(
  {
    latitude: coordinate('Latitude', 90, LOCATION_MESSAGES.latitude),
    longitude: coordinate('Longitude', 180, LOCATION_MESSAGES.longitude),
  },
  { additionalProperties: false },
);

export type LocationUpdatePayload = t.Static<typeof LocationUpdatePayloadSchema>;
