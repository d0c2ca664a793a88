import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from 'shared-contracts';
import type { MapPin } from './types';

/** Fitting never zooms in closer than a street: two members at one house are not a building plan. */
export const FIT_MAX_ZOOM = 15;
/** Room around fitted markers, so a 40 px marker at the edge is whole. */
export const FIT_PADDING_PX = 48;

type MapViewport = { kind: 'fit'; points: Array<{ lat: number; lng: number }> } | { kind: 'center'; lat: number; lng: number; zoom: number };

/**
 * Where the map looks (spec section 2): all markers when there is more than one, the only one
 * at zoom 10, else the fixed central-US point at zoom 10.
 */
export function viewportFor(pins: readonly Pick<MapPin, 'lat' | 'lng'>[]): MapViewport {
  if (pins.length > 1) return { kind: 'fit', points: pins.map(({ lat, lng }) => ({ lat, lng })) };
  const [only] = pins;
  if (only) return { kind: 'center', lat: only.lat, lng: only.lng, zoom: MAP_DEFAULT_ZOOM };
  return { kind: 'center', ...MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM };
}

/** The markers' ids, in order: the view is fitted again only when who is on the map changes. */
export function fitKeyOf(pins: readonly Pick<MapPin, 'id'>[]): string {
  return pins
    .map((pin) => pin.id)
    .sort((a, b) => a - b)
    .join(',');
}
