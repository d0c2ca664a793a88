import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { LocationSharingPeriod, User } from 'shared-contracts';
import { ERRORS } from 'shared-contracts';
import { callApi, currentUserAtom, serverMessage, useSession } from 'shared-contracts/runtime';
import type { MapKey } from '../messages';
import { currentPosition, deviceGeolocation, positionErrorKey } from './geolocation';

/**
 * Why the switch could not turn on: one of the map's messages, or a shared one (the server's
 * words, or the shared "not supported"), said in the page's language when it is shown.
 */
export type SharingProblem = { type: 'error' | 'warning' } & ({ key: MapKey } | { shared: string });

interface LocationSharing {
  /** The session's word: isLocationVisible of the signed-in member. */
  sharing: boolean;
  /** Asking the browser or the server; the switch shows a spinner and waits. */
  pending: boolean;
  problem: SharingProblem | null;
  dismissProblem(): void;
  turnOn(period: LocationSharingPeriod): Promise<void>;
  turnOff(): Promise<void>;
  /** A new period while sharing: the same position, shared for that long from now. */
  changePeriod(period: LocationSharingPeriod): Promise<void>;
}

/**
 * The 'Share my location' switch (spec section 4). Off to on: ask the browser for the position,
 * then post it (the server sets isLocationVisible in the same call); denied or failed: back off,
 * with the reason in words; no geolocation: 'Geolocation is not supported by this browser.'.
 * On to off: the local position goes at once, then the server deletes the stored one (a failure
 * is only logged). The session keeps the one copy of the member: each answer goes through it.
 */
export function useLocationSharing(): LocationSharing {
  const me = useAtomValue(currentUserAtom);
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<SharingProblem | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const meRef = useRef<User | null>(me);
  useEffect(() => {
    meRef.current = me;
  }, [me]);

  // When the chosen period ends the server forgets the position; the switch learns it from the session.
  const until = me?.location?.sharingUntil;
  useEffect(() => {
    const wait = Date.parse(until ?? '') - Date.now();
    if (!Number.isFinite(wait)) return;
    const timer = setTimeout(() => void session.fetchCurrentUser(), Math.max(0, wait) + 1000);
    return () => clearTimeout(timer);
  }, [until, session]);

  const share = useCallback(
    async (body: { latitude: number; longitude: number; sharingFor: LocationSharingPeriod }) => {
      try {
        const { user } = await callApi('locationUpdate', { body });
        session.userSaved(user);
      } catch (error) {
        console.error('Could not share the location', error);
        const said = serverMessage(error, '');
        if (mounted.current) setProblem(said ? { type: 'error', shared: said } : { type: 'error', key: 'share.failed' });
      }
    },
    [session],
  );

  const turnOn = useCallback(
    async (period: LocationSharingPeriod) => {
      const geolocation = deviceGeolocation();
      if (!geolocation) {
        setProblem({ type: 'error', shared: ERRORS.geolocationUnsupported });
        return;
      }
      setProblem(null);
      setPending(true);
      try {
        let position: GeolocationPosition;
        try {
          position = await currentPosition(geolocation);
        } catch (error) {
          if (mounted.current) setProblem({ type: 'warning', key: positionErrorKey(error) });
          return;
        }
        await share({ latitude: position.coords.latitude, longitude: position.coords.longitude, sharingFor: period });
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [share],
  );

  const turnOff = useCallback(async () => {
    const current = meRef.current;
    setProblem(null);
    if (current) session.userSaved({ ...current, isLocationVisible: false, location: undefined });
    try {
      const { user } = await callApi('locationClear');
      session.userSaved(user);
    } catch (error) {
      console.error('Could not delete the stored location', error);
    }
  }, [session]);

  const changePeriod = useCallback(
    async (period: LocationSharingPeriod) => {
      const location = meRef.current?.location;
      if (!meRef.current?.isLocationVisible || !location) return;
      setProblem(null);
      setPending(true);
      try {
        await share({ latitude: location.lat, longitude: location.lng, sharingFor: period });
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [share],
  );

  return {
    sharing: me?.isLocationVisible === true,
    pending,
    problem,
    dismissProblem: useCallback(() => setProblem(null), []),
    turnOn,
    turnOff,
    changePeriod,
  };
}
