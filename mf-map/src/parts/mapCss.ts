import { BREAKPOINTS, MAP_MARKER_SIZE_PX } from 'shared-contracts';

/**
 * Layout of the map page, its markers and info windows (media queries cannot be inline styles).
 * The page is as tall as the screen between the top bar and the bottom navigation (about 140 px
 * with the frame's padding), and the map takes whatever the header and alerts leave. Logical
 * properties: right to left (Arabic) the header, the switch and the alerts mirror themselves;
 * Leaflet's and Google's controls keep the places they give them.
 */
export const mapCss = `
.fn-map { display: flex; flex-direction: column; gap: 12px; min-height: max(520px, calc(100svh - 140px - env(safe-area-inset-bottom))); }
.fn-map-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px 24px; }
.fn-map-title { margin: 0; font-size: var(--fn-h2-size); font-weight: 600; line-height: 1.3; color: var(--fn-color-text-primary); }
.fn-map-share { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 20px; padding: 6px 14px;
  background: var(--fn-color-background-paper); border: 1px solid var(--fn-color-border-color);
  border-radius: var(--fn-border-radius-lg); box-shadow: var(--fn-shadow-light); color: var(--fn-color-text-primary); }
.fn-map-share-switch, .fn-map-share-period { display: flex; align-items: center; gap: 10px; min-height: 44px; }
.fn-map-share-switch label { font-weight: 600; cursor: pointer; white-space: nowrap; }
.fn-map-share-period label { color: var(--fn-color-text-secondary); white-space: nowrap; }
.fn-map-share-period select { min-height: 36px; padding: 4px 8px; font: inherit; color: inherit; cursor: pointer;
  background: var(--fn-color-background-paper); border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius); }
.fn-map-share-period select:focus-visible { outline: 2px solid var(--fn-color-primary); outline-offset: 1px; }
.fn-map-share-status { margin: 0; color: var(--fn-color-text-secondary); }
.fn-map-alerts { display: flex; flex-direction: column; gap: 8px; }
.fn-map-alerts:empty { display: none; }
/* The notices are spaced by the page's and the list's gaps, as antd's Alert was (the kit's notice has a margin of its own). */
.fn-map-alerts .fn-notice, .fn-map .fn-map-tiles-down { margin: 0; }
/* Its own stacking context: Leaflet's panes (z-index 400-1000) stay under the top bar and bottom nav. */
.fn-map-canvas { position: relative; isolation: isolate; z-index: 0; flex: 1 1 auto; min-height: 320px;
  border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius-lg); overflow: hidden; background: #e8eef2; }
.fn-map-surface { position: absolute; inset: 0; }
.fn-map-loading { position: absolute; inset: 0; z-index: 1000; display: flex; align-items: center; justify-content: center;
  background: color-mix(in srgb, var(--fn-color-background-paper) 60%, transparent); }
.fn-map-canvas .fn-map-error { margin: 16px; }

.fn-map-pin { background: none; border: 0; padding: 0; cursor: pointer; }
.fn-map-pin:focus-visible { outline: none; }
.fn-map-pin:focus-visible .fn-map-marker-circle { outline: 3px solid var(--fn-color-primary); outline-offset: 2px; }
.fn-map-pin-google { position: absolute; width: ${MAP_MARKER_SIZE_PX}px; height: ${MAP_MARKER_SIZE_PX}px; transform: translate(-50%, -50%); }
.fn-map-marker { position: relative; width: ${MAP_MARKER_SIZE_PX}px; height: ${MAP_MARKER_SIZE_PX}px; }
.fn-map-marker-circle { box-sizing: border-box; display: flex; align-items: center; justify-content: center; overflow: hidden;
  border-radius: 50%; border: 2px solid #fff; background: var(--fn-color-primary); color: #fff;
  font-size: ${Math.round(MAP_MARKER_SIZE_PX * 0.42)}px; font-weight: 600; line-height: 1; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.45); }
.fn-map-marker-own .fn-map-marker-circle { background: var(--fn-color-secondary); }
.fn-map-marker-photo { width: 100%; height: 100%; object-fit: cover; display: block; }
.fn-map-marker-stale .fn-map-marker-circle { opacity: 0.6; filter: grayscale(0.6); }
.fn-map-marker-initial::before { content: attr(data-initial); }
.fn-map-marker-age::before { content: attr(data-age); }
/* Centred under the circle: no side to mirror. */
.fn-map-marker-age { position: absolute; top: calc(100% + 2px); left: 50%; transform: translateX(-50%); white-space: nowrap;
  padding: 0 6px; border-radius: 8px; font-size: 11px; line-height: 16px; font-weight: 600;
  background: rgba(255, 255, 255, 0.92); color: #333; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3); }

.fn-map-info { display: flex; flex-direction: column; gap: 2px; min-width: 160px; font-size: 14px; color: #212121; text-align: start; }
/* Room for Leaflet's close button, which stays top right in either direction (Leaflet's place for it). */
.fn-map-info-name { font-weight: 600; font-size: 15px; display: flex; align-items: center; gap: 6px; padding-right: 12px; }
.fn-map-info-you { font-size: 11px; font-weight: 600; padding: 0 6px; border-radius: 8px; background: var(--fn-color-secondary); color: #fff; }
.fn-map-info-occupation { color: #616161; }
.fn-map-info-relation { color: var(--fn-color-primary-dark); font-weight: 500; }
.fn-map-info-phone { color: var(--fn-color-primary); }
.fn-map-info-updated { color: #757575; font-size: 12px; margin-top: 2px; }
.fn-map .leaflet-container { font: inherit; }
/* The tile credit's links are told from its text by more than colour (WCAG 1.4.1; Leaflet underlines them only on hover). */
.fn-map .leaflet-control-attribution a { text-decoration: underline; }
.fn-map .leaflet-popup-content { margin: 12px 16px; }

@media (max-width: ${BREAKPOINTS.sm - 1}px) {
  /* A phone: the map takes the whole width, and the switch sits under it, where a thumb reaches. */
  .fn-map { gap: 8px; }
  .fn-map-head { display: contents; }
  .fn-map-title { order: 1; font-size: var(--fn-h3-size); }
  .fn-map-alerts, .fn-map-tiles-down { order: 2; gap: 6px; }
  .fn-map-alerts .fn-notice, .fn-map-tiles-down.fn-notice { padding: 6px 10px; font-size: 13px; }
  .fn-map-canvas { order: 3; min-height: 280px; margin-inline: calc(-1 * var(--fn-spacing-container-padding));
    border-radius: 0; border-inline: 0; }
  .fn-map-share { order: 4; position: sticky; bottom: calc(64px + env(safe-area-inset-bottom)); z-index: 10;
    justify-content: space-between; padding: 2px 12px; gap: 0 12px; }
  .fn-map-share-period label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .fn-map-share-status { width: 100%; padding-bottom: 6px; font-size: 13px; }
}
`;
