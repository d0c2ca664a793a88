import { useEffect, useRef, useState } from 'react';
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, intlLocale, type PageLocale } from 'shared-contracts';
import type { MapPin, MapServiceProps } from './types';
import { FIT_MAX_ZOOM, FIT_PADDING_PX, fitKeyOf, viewportFor } from './viewport';

/** The spec: points of interest hidden (a family map, not a guide to shops). */
const POINTS_OF_INTEREST_HIDDEN: google.maps.MapTypeStyle[] = [{ featureType: 'poi', stylers: [{ visibility: 'off' }] }];

interface Google {
  maps: google.maps.MapsLibrary;
  core: google.maps.CoreLibrary;
}

let loading: Promise<Google> | null = null;

/** Google's name for the page's language (its controls, its credit and the map's labels speak it). */
const googleLanguage = (locale: PageLocale) => (locale === 'zh-Hans' ? 'zh-CN' : intlLocale(locale));

/**
 * The Maps JavaScript API, loaded once per page (the loader refuses a second set of options): in
 * the language of the page when the map first opened, until the page is loaded again.
 */
function loadGoogle(key: string, locale: PageLocale): Promise<Google> {
  if (!loading) {
    setOptions({ key, v: 'weekly', language: googleLanguage(locale) });
    loading = Promise.all([importLibrary('maps'), importLibrary('core')]).then(([maps, core]) => ({ maps, core }));
    loading.catch(() => {
      loading = null; // a later visit tries again
    });
  }
  return loading;
}

interface PinOverlay extends google.maps.OverlayView {
  button: HTMLButtonElement;
  pin: MapPin;
  place(pin: MapPin): void;
}

/** HTML markers (photo or initial) drawn by an OverlayView: no map id or marker library needed. */
function pinOverlayClass(maps: google.maps.MapsLibrary) {
  return class extends maps.OverlayView implements PinOverlay {
    button = document.createElement('button');

    constructor(public pin: MapPin) {
      super();
      this.button.type = 'button';
      this.button.className = 'fn-map-pin fn-map-pin-google';
      maps.OverlayView.preventMapHitsAndGesturesFrom(this.button);
      this.place(pin);
    }

    place(pin: MapPin) {
      const redraw = pin.look !== this.pin.look || !this.button.firstChild;
      this.pin = pin;
      this.button.setAttribute('aria-label', pin.label);
      this.button.title = pin.label;
      if (redraw) this.button.replaceChildren(pin.marker());
      this.draw();
    }

    onAdd() {
      this.getPanes()?.overlayMouseTarget.append(this.button);
    }

    draw() {
      const point = this.getProjection()?.fromLatLngToDivPixel({ lat: this.pin.lat, lng: this.pin.lng });
      if (!point) return;
      this.button.style.left = `${point.x}px`;
      this.button.style.top = `${point.y}px`;
    }

    onRemove() {
      this.button.remove();
    }
  };
}

interface Drawn {
  google: Google;
  map: google.maps.Map;
  info: google.maps.InfoWindow;
  Overlay: ReturnType<typeof pinOverlayClass>;
}

declare global {
  interface Window {
    /** Google calls this when it refuses the key (wrong key, site not allowed, no billing). */
    gm_authFailure?: () => void;
  }
}

/** The map with a key: Google Maps, points of interest hidden. */
export default function GoogleMap({ pins, maps: config, onReady, onError, t }: MapServiceProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const overlays = useRef(new Map<number, PinOverlay>());
  const openPin = useRef<number | null>(null);
  const fitted = useRef<string | null>(null);
  const handlers = useRef({ onReady, onError });
  useEffect(() => {
    handlers.current = { onReady, onError };
  }, [onReady, onError]);

  const key = config.googleMapsApiKey ?? '';
  const locale = useRef(t.locale);
  useEffect(() => {
    let active = true;
    window.gm_authFailure = () => handlers.current.onError(new Error('Google Maps refused the key'));
    loadGoogle(key, locale.current)
      .then((google) => {
        if (!active || !holder.current) return;
        const map = new google.maps.Map(holder.current, {
          center: MAP_DEFAULT_CENTER,
          zoom: MAP_DEFAULT_ZOOM,
          styles: POINTS_OF_INTEREST_HIDDEN,
          clickableIcons: false,
          streetViewControl: false,
          mapTypeControl: false,
          fullscreenControl: false,
        });
        const info = new google.maps.InfoWindow({ pixelOffset: new google.core.Size(0, -24) });
        info.addListener('closeclick', () => (openPin.current = null));
        setDrawn({ google, map, info, Overlay: pinOverlayClass(google.maps) });
        handlers.current.onReady();
      })
      .catch((error) => active && handlers.current.onError(error));
    return () => {
      active = false;
    };
  }, [key]);

  useEffect(() => {
    if (!drawn) return;
    const { google, map, info, Overlay } = drawn;
    const placed = overlays.current;
    const wanted = new Set(pins.map((pin) => pin.id));
    for (const [id, overlay] of placed) {
      if (wanted.has(id)) continue;
      overlay.setMap(null);
      placed.delete(id);
      if (openPin.current === id) info.close();
    }
    const open = (overlay: PinOverlay) => {
      openPin.current = overlay.pin.id;
      info.setContent(overlay.pin.info());
      info.setPosition({ lat: overlay.pin.lat, lng: overlay.pin.lng });
      info.open({ map });
    };
    for (const pin of pins) {
      const known = placed.get(pin.id);
      if (known) {
        known.place(pin);
        if (openPin.current === pin.id) open(known);
        continue;
      }
      const overlay = new Overlay(pin);
      overlay.button.addEventListener('click', () => open(overlay));
      overlay.setMap(map);
      placed.set(pin.id, overlay);
    }

    const fitKey = fitKeyOf(pins);
    if (fitKey === fitted.current) return;
    fitted.current = fitKey;
    const view = viewportFor(pins);
    if (view.kind === 'fit') {
      const bounds = new google.core.LatLngBounds();
      for (const point of view.points) bounds.extend(point);
      map.fitBounds(bounds, FIT_PADDING_PX);
      google.core.event.addListenerOnce(map, 'idle', () => {
        if ((map.getZoom() ?? 0) > FIT_MAX_ZOOM) map.setZoom(FIT_MAX_ZOOM);
      });
    } else {
      map.setCenter({ lat: view.lat, lng: view.lng });
      map.setZoom(view.zoom);
    }
  }, [drawn, pins]);

  useEffect(
    () => () => {
      for (const overlay of overlays.current.values()) overlay.setMap(null);
      overlays.current.clear();
      if (window.gm_authFailure) delete window.gm_authFailure;
    },
    [],
  );

  return <div ref={holder} className="fn-map-surface" data-map-service="Google Maps" />;
}
