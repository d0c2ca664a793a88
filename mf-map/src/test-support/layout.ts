/**
 * jsdom lays nothing out: every element is 0 x 0, and Leaflet (like a browser with a hidden map)
 * then works out positions as NaN. The map's surface gets the size a desktop browser gives it,
 * so the real Leaflet runs in these tests as it does on the page. Imported by tests that render
 * the map; nothing in the bundle imports it.
 */
export const SURFACE = { width: 800, height: 480 };

const isSurface = (element: Element) => element.classList.contains('fn-map-surface');

function sized(property: 'clientWidth' | 'clientHeight' | 'offsetWidth' | 'offsetHeight', value: number) {
  const prototype = property.startsWith('client') ? Element.prototype : HTMLElement.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, property)!;
  Object.defineProperty(prototype, property, {
    configurable: true,
    get(this: HTMLElement) {
      return isSurface(this) ? value : original.get!.call(this);
    },
  });
}

sized('clientWidth', SURFACE.width);
sized('offsetWidth', SURFACE.width);
sized('clientHeight', SURFACE.height);
sized('offsetHeight', SURFACE.height);

const boundingRect = Element.prototype.getBoundingClientRect;
Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
  if (!isSurface(this)) return boundingRect.call(this);
  return { x: 0, y: 0, top: 0, left: 0, right: SURFACE.width, bottom: SURFACE.height, ...SURFACE, toJSON: () => ({}) } as DOMRect;
};

// Leaflet's keyboard handler keeps the page where it was when the map takes focus.
window.scrollTo = () => {};
