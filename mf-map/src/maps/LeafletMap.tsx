import { useEffect, useRef } from 'react';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_MARKER_SIZE_PX, MAP_TILE_SUBDOMAINS, attributionParts } from 'shared-contracts';
import type { MapPin, MapServiceProps } from './types';
import { FIT_MAX_ZOOM, FIT_PADDING_PX, fitKeyOf, viewportFor } from './viewport';

/** After this many failed tiles with none loaded, the tile server is not answering. */
const TILE_FAILURES_BEFORE_ERROR = 4;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Leaflet takes its attribution as HTML: built from text and links, each part escaped. */
export function attributionHtml(attribution: string): string {
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
 * The map without a key: OpenStreetMap tiles (or the family's own tile server) through
 * Leaflet. Leaflet and its stylesheet are in this chunk only, loaded when the map opens.
 */
export default function LeafletMap({ pins, maps, onReady, onError }: MapServiceProps) {
  const holder = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const placed = useRef(new Map<number, Placed>());
  const fitted = useRef<string | null>(null);
  const handlers = useRef({ onReady, onError });
  useEffect(() => {
    handlers.current = { onReady, onError };
  }, [onReady, onError]);

  useEffect(() => {
    const map = L.map(holder.current!, {
      center: [MAP_DEFAULT_CENTER.lat, MAP_DEFAULT_CENTER.lng],
      zoom: MAP_DEFAULT_ZOOM,
      zoomControl: false,
      attributionControl: false,
    });
    // Top right: clear of the credit and of the sharing controls that sit under a phone's map.
    L.control.zoom({ position: 'topright' }).addTo(map);
    L.control.attribution({ prefix: false }).addAttribution(attributionHtml(maps.tileAttribution)).addTo(map);
    let loaded = 0;
    let failed = 0;
    const tiles = L.tileLayer(maps.tileUrl, { subdomains: [...MAP_TILE_SUBDOMAINS], maxZoom: 19 });
    tiles.on('tileload', () => (loaded += 1));
    tiles.on('tileerror', () => {
      failed += 1;
      if (loaded === 0 && failed === TILE_FAILURES_BEFORE_ERROR) handlers.current.onError(new Error(`The tile server did not answer: ${maps.tileUrl}`));
    });
    tiles.addTo(map);
    mapRef.current = map;
    const markers = placed.current;
    handlers.current.onReady();
    return () => {
      map.remove();
      mapRef.current = null;
      markers.clear();
      fitted.current = null;
    };
  }, [maps.tileUrl, maps.tileAttribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
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

    const key = fitKeyOf(pins);
    if (key === fitted.current) return;
    fitted.current = key;
    const view = viewportFor(pins);
    if (view.kind === 'fit') {
      const bounds = L.latLngBounds(view.points.map(({ lat, lng }) => L.latLng(lat, lng)));
      // A map with no size yet (a hidden tab, no layout) has no zoom that fits: Leaflet would
      // compute NaN. Centre on the markers; the next change of who is on the map fits again.
      const size = map.getSize();
      if (size.x > 0 && size.y > 0) map.fitBounds(bounds, { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: FIT_MAX_ZOOM });
      else {
        map.setView(bounds.getCenter(), MAP_DEFAULT_ZOOM);
        fitted.current = null;
      }
    } else {
      map.setView([view.lat, view.lng], view.zoom);
    }
  }, [pins, maps.tileUrl, maps.tileAttribution]);

  return (
    <>
      <style>{leafletCss}</style>
      <div ref={holder} className="fn-map-surface" data-map-service="OpenStreetMap" />
    </>
  );
}
