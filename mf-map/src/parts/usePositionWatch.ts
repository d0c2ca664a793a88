import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { callApi, currentUserAtom, httpStatus, useSession } from 'shared-contracts/runtime';
import { deviceGeolocation, metresBetween } from './geolocation';

/** At most one post a minute. */
export const POST_INTERVAL_MS = 60_000;
/** A member who has not moved further than this posts only to say the position is still current... */
const MOVED_METRES = 25;
/** ...which is worth saying every five minutes ('updated 5 minutes ago' stays honest). */
const STILL_HERE_MS = 5 * 60_000;

const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 30_000 };

interface Point {
  lat: number;
  lng: number;
}

/**
 * While the map is open and the member shares, keeps their position current: the browser's
 * watchPosition, posted at most once a minute (the last position of a busy minute is posted
 * when the minute is up, so the final stop is never lost). A 409 means sharing ended elsewhere
 * (another device, the period ran out): the session is asked again, and the switch follows.
 */
export function usePositionWatch(sharing: boolean): void {
  const me = useAtomValue(currentUserAtom);
  const session = useSession();
  const last = useRef<{ at: number; point: Point | null }>({ at: 0, point: null });

  // What the server holds is the last post (from this page or another device).
  const location = me?.location;
  useEffect(() => {
    if (!location) return;
    const at = Date.parse(location.updatedAt ?? '');
    if (Number.isFinite(at) && at >= last.current.at) last.current = { at, point: { lat: location.lat, lng: location.lng } };
  }, [location]);

  useEffect(() => {
    const geolocation = deviceGeolocation();
    if (!sharing || !geolocation) return;
    let active = true;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    let posting = false;

    const post = async (point: Point) => {
      posting = true;
      last.current = { at: Date.now(), point };
      try {
        const { user } = await callApi('locationUpdate', { body: { latitude: point.lat, longitude: point.lng } });
        if (active) session.userSaved(user);
      } catch (error) {
        if (httpStatus(error) === 409) {
          if (active) await session.fetchCurrentUser();
        } else {
          console.error('Could not refresh the shared position', error);
        }
      } finally {
        posting = false;
      }
    };

    const consider = (point: Point) => {
      if (!active || posting) return;
      const since = Date.now() - last.current.at;
      const moved = !last.current.point || metresBetween(last.current.point, point) > MOVED_METRES;
      if (!moved && since < STILL_HERE_MS) return;
      if (since >= POST_INTERVAL_MS) {
        void post(point);
        return;
      }
      clearTimeout(trailing);
      trailing = setTimeout(() => consider(point), POST_INTERVAL_MS - since);
    };

    const id = geolocation.watchPosition(
      (position) => consider({ lat: position.coords.latitude, lng: position.coords.longitude }),
      // The switch already has the position it shared; a watch that cannot follow is not worth an alert.
      (error) => console.warn('Following the position failed', error),
      WATCH_OPTIONS,
    );
    return () => {
      active = false;
      clearTimeout(trailing);
      geolocation.clearWatch(id);
    };
  }, [sharing, session]);
}
