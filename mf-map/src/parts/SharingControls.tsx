import { useId } from 'react';
import { LOCATION_SHARING_PERIODS, LOCATION_SHARING_PERIOD_LABELS, type LocationSharingPeriod } from 'shared-contracts';
import { useSharedText } from 'shared-contracts/runtime';
import { Switch } from 'shared-contracts/ui';
import { useText } from '../messages';

interface SharingControlsProps {
  sharing: boolean;
  pending: boolean;
  period: LocationSharingPeriod;
  /** 'Sharing until 3:45 PM' while sharing. */
  status: string | null;
  onToggle(on: boolean): void;
  onPeriodChange(period: LocationSharingPeriod): void;
}

const PERIODS = Object.keys(LOCATION_SHARING_PERIODS) as LocationSharingPeriod[];

/** The 'Share my location' switch, how long to share for, and until when it runs. */
export function SharingControls({ sharing, pending, period, status, onToggle, onPeriodChange }: SharingControlsProps) {
  const t = useText();
  const shared = useSharedText();
  const switchId = useId();
  const periodId = useId();
  return (
    <div className="fn-map-share" role="group" aria-label={t('share.group')}>
      <div className="fn-map-share-switch">
        <Switch id={switchId} checked={sharing} loading={pending} onChange={onToggle} />
        <label htmlFor={switchId}>{t('share.switch')}</label>
      </div>
      <div className="fn-map-share-period">
        <label htmlFor={periodId}>{t('share.for')}</label>
        <select
          id={periodId}
          value={period}
          disabled={pending}
          onChange={(event) => onPeriodChange(event.target.value as LocationSharingPeriod)}
        >
          {PERIODS.map((value) => (
            <option key={value} value={value}>
              {shared(LOCATION_SHARING_PERIOD_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
      {status && (
        <p className="fn-map-share-status" aria-live="polite">
          {status}
        </p>
      )}
    </div>
  );
}
