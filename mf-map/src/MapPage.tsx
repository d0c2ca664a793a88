import { useCallback, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { MAPS_DEFAULTS, MEMBER_FIELDS, type LocationSharingPeriod, type User } from 'shared-contracts';
import { currentUserAtom, useAppConfig, useSharedText } from 'shared-contracts/runtime';
import { useFamilyRelations } from 'shared-contracts/ui';
import { MapView } from './maps/MapView';
import type { MapPin } from './maps/types';
import { MapAlerts } from './parts/MapAlerts';
import { SharingControls } from './parts/SharingControls';
import { familyCounts, headerText } from './parts/familyCounts';
import { sharingUntilText, shortAge } from './parts/freshness';
import { infoWindowContent, markerContent, markerLabel, type MapSay } from './parts/markerContent';
import { mapCss } from './parts/mapCss';
import { useFamilyMembers } from './parts/useFamilyMembers';
import { useLocationSharing } from './parts/useLocationSharing';
import { useNow } from './parts/useNow';
import { usePositionWatch } from './parts/usePositionWatch';
import { useText } from './messages';

/** "updated 5 minutes ago" moves on this often. */
const CLOCK_TICK_MS = 30_000;

function pinOf(say: MapSay, member: User, own: boolean, now: number, relation: string | undefined): MapPin {
  const { lat, lng, updatedAt } = member.location!;
  const label = markerLabel(say.t, member, own, now);
  return {
    id: member.id,
    lat,
    lng,
    label,
    look: [member.photoURL ?? '', label, shortAge(say.t, updatedAt, now), own].join('|'),
    marker: () => markerContent(say.t, member, own, now),
    info: () => infoWindowContent(say, member, own, Date.now(), MEMBER_FIELDS, relation),
  };
}

/**
 * The Family Map (spec section 2): who shares their location, where, and how recently; the
 * 'Share my location' switch (section 4); Google Maps with a key, else OpenStreetMap.
 */
export default function MapPage() {
  const t = useText();
  const shared = useSharedText();
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
    () => counts.onMap.map((member) => pinOf({ t, shared }, member, member.id === me?.id, now, relations.get(member.id)?.word)),
    [counts, me?.id, now, relations, t, shared],
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
          {ready ? headerText(t, counts) : t('header.title')}
        </h1>
        <SharingControls
          sharing={location.sharing}
          pending={location.pending}
          period={period}
          status={location.sharing ? sharingUntilText(t, me?.location?.sharingUntil, now) : null}
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
