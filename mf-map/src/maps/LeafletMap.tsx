import { useEffect, useRef } from 'react';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import { MAP_DEFAULT_ZOOM, MAP_MARKER_SIZE_PX, MAP_TILE_SUBDOMAINS, attributionParts } from 'shared-contracts';
import type { MapText } from '../messages';
import type { MapPin, MapServiceProps } from './types';
import { FIT_MAX_ZOOM, FIT_PADDING_PX, fitKeyOf, viewportFor } from './viewport';

/** After this many failed tiles with none loaded, the tile server is not answering. */
const TILE_FAILURES_BEFORE_DOWN = 4;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Leaflet takes its attribution as HTML: built from text and links, each part escaped. */
function attributionHtml(attribution: string): string {
  return attributionParts(attribution)
    .map(({ text, href }) => (href ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>` : escapeHtml(text)))
    .join('');
}

const half = MAP_MARKER_SIZE_PX / 2;

function iconOf(pin: MapPin): L.DivIcon {
  return L.divIcon({
    html: pin.marker(),
    className: 'fn-map-pin',
    iconSize: [MAP_MARKER_SIZE_PX, MAP_MARKER_SIZE_PX],
    iconAnchor: [half, half],
    popupAnchor: [0, -half - 2],
  });
}

interface Placed {
  marker: L.Marker;
  pin: MapPin;
}

/** Leaflet puts the title on the marker only when it is made; a redrawn marker is named again. */
function name(marker: L.Marker, pin: MapPin) {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('aria-label', pin.label);
  element.title = pin.label;
}

/**
 * Leaflet's zoom buttons and a popup's close button say Leaflet's English: given the page's words
 * instead (title and accessible name alike), again when the language changes.
 */
function nameControls(map: L.Map, t: MapText) {
  const container = map.getContainer();
  const named: Array<[string, string]> = [
    ['.leaflet-control-zoom-in', t('map.zoomIn')],
    ['.leaflet-control-zoom-out', t('map.zoomOut')],
  ];
  for (const [selector, words] of named) {
    const button = container.querySelector<HTMLElement>(selector);
    if (!button) continue;
    button.title = words;
    button.setAttribute('aria-label', words);
  }
  container.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('map.closePopup'));
}

/**
 * Shows every pin (or the default view). Returns false when the map has no size yet (a hidden
 * tab, no layout): no zoom fits then (Leaflet would compute NaN), so it centres on the pins and
 * the next change fits again.
 */
function showAll(map: L.Map, pins: readonly MapPin[]): boolean {
  const view = viewportFor(pins);
  if (view.kind !== 'fit') {
    map.setView([view.lat, view.lng], view.zoom);
    return true;
  }
  const bounds = L.latLngBounds(view.points.map(({ lat, lng }) => L.latLng(lat, lng)));
  const size = map.getSize();
  if (size.x > 0 && size.y > 0) {
    map.fitBounds(bounds, { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: FIT_MAX_ZOOM });
    return true;
  }
  map.setView(bounds.getCenter(), MAP_DEFAULT_ZOOM);
  return false;
}

/**
 * The map without a key: OpenStreetMap tiles (or the family's own tile server) through
 * Leaflet. Leaflet and its stylesheet are in this chunk only, loaded when the map opens.
 */
export default function LeafletMap({ pins, waiting = false, maps, onReady, onError, onTilesDown, t }: MapServiceProps) {
  const holder = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const placed = useRef(new Map<number, Placed>());
  const fitted = useRef<string | null>(null);
  /** The member moved or zoomed the map: a change of its size keeps their view. */
  const moved = useRef(false);
  const shown = useRef<readonly MapPin[]>(pins);
  const handlers = useRef({ onReady, onError, onTilesDown });
  useEffect(() => {
    handlers.current = { onReady, onError, onTilesDown };
  }, [onReady, onError, onTilesDown]);
  const words = useRef(t);

  useEffect(() => {
    // No view yet: the pins' effect below gives the first one once the pins are known, and
    // Leaflet lays out the streets and markers once, there. Opened at a default view, it fetched
    // the streets of the middle of the country first and threw them away.
    const map = L.map(holder.current!, { zoomControl: false, attributionControl: false });
    // Top right: clear of the credit and of the sharing controls that sit under a phone's map.
    L.control.zoom({ position: 'topright', zoomInTitle: words.current('map.zoomIn'), zoomOutTitle: words.current('map.zoomOut') }).addTo(map);
    // A popup's close button is made each time one opens.
    map.on('popupopen', () => nameControls(map, words.current));
    L.control.attribution({ prefix: false }).addAttribution(attributionHtml(maps.tileAttribution)).addTo(map);
    // Positions matter more than streets: without tiles the markers stay, on a plain background,
    // and the page says why the streets are missing; once a tile comes, the notice goes.
    let loaded = 0;
    let failed = 0;
    const tiles = L.tileLayer(maps.tileUrl, { subdomains: [...MAP_TILE_SUBDOMAINS], maxZoom: 19 });
    tiles.on('tileload', () => {
      loaded += 1;
      if (failed >= TILE_FAILURES_BEFORE_DOWN && loaded === 1) handlers.current.onTilesDown?.(false);
    });
    tiles.on('tileerror', () => {
      failed += 1;
      if (loaded === 0 && failed === TILE_FAILURES_BEFORE_DOWN) {
        console.warn(`The tile server did not answer: ${maps.tileUrl}`);
        handlers.current.onTilesDown?.(true);
      }
    });
    tiles.addTo(map);
    // Leaflet follows the window's size only; the map's own box changes too (an alert above it
    // comes or goes), and the streets and markers must fill it again.
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            map.invalidateSize();
            if (!moved.current && fitted.current !== null) showAll(map, shown.current);
          });
    map.on('dragstart', () => (moved.current = true));
    map.getContainer().addEventListener('wheel', () => (moved.current = true), { passive: true });
    map.getContainer().addEventListener('click', (event) => {
      if ((event.target as Element).closest('.leaflet-control-zoom')) moved.current = true;
    });
    resized?.observe(holder.current!);
    mapRef.current = map;
    const markers = placed.current;
    handlers.current.onReady();
    return () => {
      resized?.disconnect();
      map.remove();
      mapRef.current = null;
      markers.clear();
      fitted.current = null;
    };
  }, [maps.tileUrl, maps.tileAttribution]);

  useEffect(() => {
    words.current = t;
    if (mapRef.current) nameControls(mapRef.current, t);
  }, [t]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    shown.current = pins;
    const markers = placed.current;
    const wanted = new Set(pins.map((pin) => pin.id));
    for (const [id, { marker }] of markers) {
      if (!wanted.has(id)) {
        marker.remove();
        markers.delete(id);
      }
    }
    for (const pin of pins) {
      const known = markers.get(pin.id);
      if (!known) {
        const entry: Placed = { pin, marker: L.marker([pin.lat, pin.lng], { icon: iconOf(pin), keyboard: true, title: pin.label, riseOnHover: true }) };
        // A function: the info window is built when it opens, from the newest data.
        entry.marker.bindPopup(() => entry.pin.info(), { autoPanPadding: [FIT_PADDING_PX, FIT_PADDING_PX], maxWidth: 260 });
        entry.marker.addTo(map);
        markers.set(pin.id, entry);
        name(entry.marker, pin);
        continue;
      }
      const before = known.pin;
      known.pin = pin;
      if (before.lat !== pin.lat || before.lng !== pin.lng) known.marker.setLatLng([pin.lat, pin.lng]);
      if (before.look !== pin.look) {
        // The icon's element stays (a marker that has the keyboard focus keeps it); only its content is new.
        const element = known.marker.getElement();
        if (element) element.replaceChildren(pin.marker());
        else known.marker.setIcon(iconOf(pin));
      }
      name(known.marker, pin);
      if (known.marker.isPopupOpen()) known.marker.getPopup()?.update();
    }

    // Before the family list, the first view would be the default one (see the map's creation).
    if (waiting && pins.length === 0 && fitted.current === null) return;
    const key = fitKeyOf(pins);
    if (key === fitted.current) return;
    fitted.current = key;
    moved.current = false;
    if (!showAll(map, pins)) fitted.current = null;
  }, [pins, waiting, maps.tileUrl, maps.tileAttribution]);

  return (
    <>
      <style>{leafletCss}</style>
      <div ref={holder} className="fn-map-surface" data-map-service="OpenStreetMap" />
    </>
  );
}
