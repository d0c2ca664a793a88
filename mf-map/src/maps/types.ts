import type { MapsConfig } from 'shared-contracts';
import type { MapText } from '../messages';

/** One member on the map, as both map services draw it. */
export interface MapPin {
  id: number;
  lat: number;
  lng: number;
  /** The marker's accessible name and hover title ('Jo March, updated 5 minutes ago'). */
  label: string;
  /** Changes whenever the marker must be drawn again (photo, initial, age). */
  look: string;
  /** The marker's content (photo or initial in a 40 px circle). */
  marker(): HTMLElement;
  /** The info window's content, built when it opens (so it is never stale). */
  info(): HTMLElement;
}

/** What MapView hands the service it loaded (LeafletMap or GoogleMap). */
export interface MapServiceProps {
  pins: readonly MapPin[];
  /**
   * The family list is still on its way (no pins yet). LeafletMap waits for the pins to choose its
   * first view rather than fetching the streets of a default one. GoogleMap still opens at the
   * default centre: how Google's map behaves without one cannot be tried here (its tests run a
   * stand-in of the API).
   */
  waiting?: boolean;
  maps: MapsConfig;
  /** The map is drawn and usable. */
  onReady(): void;
  /** The service could not be loaded or refused to work ('Error loading ' + its name). */
  onError(error: unknown): void;
  /** The map works but its streets do not come (a tile server down): true, and false once they do. */
  onTilesDown?(down: boolean): void;
  /** The page's language: the words the map's own controls are given (Leaflet's zoom buttons, a popup's close button). */
  t: MapText;
}
