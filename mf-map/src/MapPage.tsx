import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { MAPS_DEFAULTS, MEMBER_FIELDS, type LocationSharingPeriod, type User } from 'shared-contracts';
import { currentUserAtom, useAppConfig } from 'shared-contracts/runtime';
import { useFamilyRelations } from 'shared-contracts/ui';
import { MapView } from './maps/MapView';
import type { MapPin } from './maps/types';
import { MapAlerts } from './parts/MapAlerts';
import { SharingControls } from './parts/SharingControls';
import { familyCounts, headerText } from './parts/familyCounts';
import { sharingUntilText, shortAge } from './parts/freshness';
import { infoWindowContent, markerContent, markerLabel } from './parts/markerContent';
import { mapCss } from './parts/mapCss';
import { useFamilyMembers } from './parts/useFamilyMembers';
import { useLocationSharing } from './parts/useLocationSharing';
import { useNow } from './parts/useNow';
import { usePositionWatch } from './parts/usePositionWatch';

/** "updated 5 minutes ago" moves on this often. */
const CLOCK_TICK_MS = 30_000;

function pinOf(member: User, own: boolean, now: number, relation: string | undefined): MapPin {
  const { lat, lng, updatedAt } = member.location!;
  const label = markerLabel(member, own, now);
  return {
    id: member.id,
    lat,
    lng,
    label,
    look: [member.photoURL ?? '', label, shortAge(updatedAt, now), own].join('|'),
    marker: () => markerContent(member, own, now),
    info: () => infoWindowContent(member, own, Date.now(), MEMBER_FIELDS, relation),
  };
}

/**
 * The Family Map (spec section 2): who shares their location, where, and how recently; the
 * 'Share my location' switch (section 4); Google Maps with a key, else OpenStreetMap.
 */
export default function MapPage() {
  const me = useAtomValue(currentUserAtom);
  const config = useAppConfig();
  const loaded = useFamilyMembers();
  const location = useLocationSharing();
  usePositionWatch(location.sharing);
  const now = useNow(CLOCK_TICK_MS);
  const [period, setPeriod] = useState<LocationSharingPeriod>('untilOff');
  const relations = useFamilyRelations();

  // The session owns the signed-in member: their marker and switch follow it at once.
  const members = useMemo<User[]>(() => {
    if (loaded.status === 'loading') return [];
    if (loaded.status === 'failed') return me ? [me] : [];
    if (!me) return loaded.members;
    return loaded.members.map((member) => (member.id === me.id ? me : member));
  }, [loaded, me]);

  const counts = useMemo(() => familyCounts(members), [members]);
  const pins = useMemo(
    () => counts.onMap.map((member) => pinOf(member, member.id === me?.id, now, relations.get(member.id)?.word)),
    [counts, me?.id, now, relations],
  );

  const { turnOn, turnOff, changePeriod } = location;
  const onToggle = useCallback((on: boolean) => void (on ? turnOn(period) : turnOff()), [period, turnOn, turnOff]);
  const onPeriodChange = useCallback(
    (next: LocationSharingPeriod) => {
      setPeriod(next);
      void changePeriod(next);
    },
    [changePeriod],
  );

  const ready = loaded.status !== 'loading';
  return (
    <section className="fn-map" aria-labelledby="fn-map-title">
      <style>{mapCss}</style>
      <div className="fn-map-head">
        <h1 id="fn-map-title" className="fn-map-title">
          {ready ? headerText(counts) : 'Family Locations'}
        </h1>
        <SharingControls
          sharing={location.sharing}
          pending={location.pending}
          period={period}
          status={location.sharing ? sharingUntilText(me?.location?.sharingUntil, now) : null}
          onToggle={onToggle}
          onPeriodChange={onPeriodChange}
        />
      </div>
      <MapAlerts
        problem={location.problem}
        onDismissProblem={location.dismissProblem}
        ownSharing={location.sharing}
        withoutPosition={counts.withoutPosition}
        notSharing={counts.notSharing}
        loaded={ready}
      />
      <MapView pins={pins} maps={config ? (config.maps ?? MAPS_DEFAULTS) : null} waiting={!ready} />
    </section>
  );
}
