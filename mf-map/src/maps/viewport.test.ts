import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM } from 'shared-contracts';
import { fitKeyOf, viewportFor } from './viewport';

describe('where the map looks', () => {
  it('nobody on the map: the fixed central-US point at zoom 10', () => {
    expect(viewportFor([])).toEqual({ kind: 'center', lat: MAP_DEFAULT_CENTER.lat, lng: MAP_DEFAULT_CENTER.lng, zoom: 10 });
    expect(MAP_DEFAULT_ZOOM).toBe(10);
  });

  it('one member: centred on them at zoom 10', () => {
    expect(viewportFor([{ lat: 42.46, lng: -71.35 }])).toEqual({ kind: 'center', lat: 42.46, lng: -71.35, zoom: 10 });
  });

  it('more than one: fits them all', () => {
    expect(viewportFor([{ lat: 1, lng: 2 }, { lat: 3, lng: 4 }])).toEqual({ kind: 'fit', points: [{ lat: 1, lng: 2 }, { lat: 3, lng: 4 }] });
  });

  it('is fitted again only when who is on the map changes, not when someone moves', () => {
    expect(fitKeyOf([{ id: 9 }, { id: 2 }])).toBe(fitKeyOf([{ id: 2 }, { id: 9 }]));
    expect(fitKeyOf([{ id: 2 }])).not.toBe(fitKeyOf([{ id: 2 }, { id: 9 }]));
  });
});
