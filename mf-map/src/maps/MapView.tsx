import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { mapServiceOf, type MapsConfig } from 'shared-contracts';
import { Notice, Spinner } from 'shared-contracts/ui';
import { englishText, useText } from '../messages';
import type { MapPin, MapServiceProps } from './types';

type Status = 'loading' | 'ready' | 'failed';

/** Shown above the map, whose markers stay, while the streets cannot be loaded (in English, as the tests find it). */
export const TILES_DOWN_NOTICE = englishText('map.tilesDown');

/**
 * Each service is its own chunk: a family with a key never downloads Leaflet, and the other way
 * round. The chunks' names are MAP_SERVICE_CHUNKS (the server asks for the configured one at
 * start); the build fails if they drift (mf-map/webpack.config.js).
 */
const SERVICES = {
  'Google Maps': () => import(/* webpackChunkName: "map-google" */ './GoogleMap'),
  OpenStreetMap: () => import(/* webpackChunkName: "map-osm" */ './LeafletMap'),
} as const;
type ServiceName = keyof typeof SERVICES;
type ServiceModule = Awaited<ReturnType<(typeof SERVICES)[ServiceName]>>;

const asked = new Map<ServiceName, Promise<ServiceModule>>();
/**
 * The service's code, asked for once. The view asks while it is first drawn, not in its effect:
 * on a phone the effect came 0.4 s later, once the whole screen had been drawn, and the markers
 * waited for the code a round trip after that. A failure is forgotten, so coming back tries again.
 */
function serviceCode(service: ServiceName): Promise<ServiceModule> {
  let code = asked.get(service);
  if (!code) {
    code = SERVICES[service]();
    asked.set(service, code);
    code.catch(() => asked.delete(service));
  }
  return code;
}

interface MapViewProps {
  pins: readonly MapPin[];
  /** null: the shell has not loaded /app-config.json yet (a standalone page's first moment). */
  maps: MapsConfig | null;
  /** Still waiting for the members (the spinner stays). */
  waiting: boolean;
}

/**
 * The map area: the service the configuration picks (Google Maps with a key, else
 * OpenStreetMap), a spinner while it loads, and 'Error loading ' + its name when it cannot; a
 * short notice over the markers when only the streets are missing.
 */
export function MapView({ pins, maps, waiting }: MapViewProps) {
  const t = useText();
  const service = maps ? mapServiceOf(maps) : null;
  const [Service, setService] = useState<ComponentType<MapServiceProps> | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  // Not again after it failed: the page is redrawn every half minute, and an offline phone would
  // ask each time (a new visit to the map tries again).
  if (service && status !== 'failed') serviceCode(service).catch(() => undefined);
  const [tilesDown, setTilesDown] = useState(false);

  useEffect(() => {
    let active = true;
    setStatus('loading');
    setTilesDown(false);
    setService(null);
    if (!service) return;
    serviceCode(service)
      .then((module) => active && setService(() => module.default))
      .catch((error) => {
        console.error(`Could not load ${service}`, error);
        if (active) setStatus('failed');
      });
    return () => {
      active = false;
    };
  }, [service]);

  const onReady = useCallback(() => setStatus((current) => (current === 'failed' ? current : 'ready')), []);
  const onError = useCallback(
    (error: unknown) => {
      console.error(`${service} failed`, error);
      setStatus('failed');
    },
    [service],
  );

  return (
    <>
      {status !== 'failed' && tilesDown && (
        <Notice className="fn-map-tiles-down" type="warning" role="status">
          {t('map.tilesDown')}
        </Notice>
      )}
      <div className="fn-map-canvas">
        {status === 'failed' ? (
          <Notice className="fn-map-error" type="error">{t('map.failed', { service: service ?? '' })}</Notice>
        ) : (
          Service && maps && <Service pins={pins} waiting={waiting} maps={maps} onReady={onReady} onError={onError} onTilesDown={setTilesDown} t={t} />
        )}
        {status !== 'failed' && (status === 'loading' || waiting) && (
          <div className="fn-map-loading" role="status" aria-label={t('map.loading')}>
            <Spinner size="large" />
          </div>
        )}
      </div>
    </>
  );
}
