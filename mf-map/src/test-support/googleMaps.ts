import fs from 'node:fs';
import path from 'node:path';
import { MAPS_DEFAULTS, type MapsConfig } from 'shared-contracts';

/** The Google Maps script's stand-in (the same file the browser tests serve in Google's place). */
const STAND_IN = fs.readFileSync(path.join(__dirname, 'google-maps-stand-in.js'), 'utf8');

export const GOOGLE_MAPS: MapsConfig = { ...MAPS_DEFAULTS, googleMapsApiKey: 'test-browser-key-0123456789' };

/** What the stand-in records of the page's use of the API. */
export interface StandInMap {
  options: google.maps.MapOptions & { styles?: google.maps.MapTypeStyle[] };
  center: google.maps.LatLngLiteral;
  zoom: number;
  calls: Array<Record<string, unknown>>;
}
export interface StandInRecord {
  key: string;
  maps: StandInMap[];
}

export const standIn = () => (window as unknown as { __googleMapsStandIn?: StandInRecord }).__googleMapsStandIn;
export const lastMap = () => standIn()!.maps[standIn()!.maps.length - 1];

/**
 * Answers the Google Maps script as the network would, when the page adds it: 'load' runs the
 * stand-in, 'fail' is a download that failed. jsdom itself never fetches scripts.
 */
export function answerGoogleMapsScript(how: 'load' | 'fail' = 'load'): () => void {
  const answer = () => {
    for (const script of Array.from(document.head.querySelectorAll('script'))) {
      if (!script.src.includes('maps.googleapis.com/maps/api/js') || script.dataset.answered) continue;
      script.dataset.answered = how;
      if (how === 'fail') script.dispatchEvent(new Event('error'));
      else (0, eval)(STAND_IN);
    }
  };
  const observer = new MutationObserver(answer);
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}
