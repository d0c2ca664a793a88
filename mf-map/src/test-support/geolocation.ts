/**
 * A stand-in for navigator.geolocation, the browser's edge: what the device answers is set per
 * test. Restored after each test by the afterEach that installing it registers.
 */
export interface FakeGeolocation {
  /** What getCurrentPosition answers next: a position, or an error code (1 denied, 2 unavailable, 3 timeout). */
  answer: { lat: number; lng: number } | { code: 1 | 2 | 3 } | 'never';
  /** The success callbacks of active watchPosition calls. */
  watchers: Map<number, PositionCallback>;
  asked: number;
  /** Reports a new position to every watcher. */
  move(lat: number, lng: number): void;
}

const original = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation');

function positionOf(lat: number, lng: number): GeolocationPosition {
  const coords = { latitude: lat, longitude: lng, accuracy: 10, altitude: null, altitudeAccuracy: null, heading: null, speed: null };
  return { coords: { ...coords, toJSON: () => coords }, timestamp: Date.now(), toJSON: () => ({ coords }) } as unknown as GeolocationPosition;
}

function errorOf(code: 1 | 2 | 3): GeolocationPositionError {
  return { code, message: 'fake', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError;
}

function install(value: Geolocation | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', { configurable: true, value });
}

afterEach(() => {
  if (original) Object.defineProperty(window.navigator, 'geolocation', original);
  else install(undefined);
});

export function fakeGeolocation(answer: FakeGeolocation['answer'] = { lat: 42.4604, lng: -71.3489 }): FakeGeolocation {
  let nextId = 1;
  const fake: FakeGeolocation = {
    answer,
    watchers: new Map(),
    asked: 0,
    move(lat, lng) {
      for (const callback of fake.watchers.values()) callback(positionOf(lat, lng));
    },
  };
  install({
    getCurrentPosition(success, failure) {
      fake.asked += 1;
      const current = fake.answer;
      if (current === 'never') return;
      setTimeout(() => ('code' in current ? failure?.(errorOf(current.code)) : success(positionOf(current.lat, current.lng))), 0);
    },
    watchPosition(success) {
      const id = nextId++;
      fake.watchers.set(id, success);
      return id;
    },
    clearWatch(id) {
      fake.watchers.delete(id);
    },
  } as Geolocation);
  return fake;
}

/** A browser without geolocation. */
export function noGeolocation(): void {
  install(undefined);
}
