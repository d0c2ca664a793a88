import type { User } from 'shared-contracts';
import { useSharedText } from 'shared-contracts/runtime';
import { Notice } from 'shared-contracts/ui';
import { useText } from '../messages';
import { moreToShareText, withoutPositionText } from './familyCounts';
import type { SharingProblem } from './useLocationSharing';

interface MapAlertsProps {
  /** Why the switch could not turn on (denied, unavailable, timed out, unsupported, refused). */
  problem: SharingProblem | null;
  onDismissProblem(): void;
  ownSharing: boolean;
  withoutPosition: readonly User[];
  notSharing: number;
  /** The members are known (the counts mean something). */
  loaded: boolean;
}

/**
 * The spec's three alerts (own sharing off; sharing without a position; how many more), and the
 * switch's problem. Each is announced as an alert, the info ones too, as antd's Alert did (the
 * kit's Notice would make an info one a status): what a screen reader announced stays, and the
 * unit tests count them as alerts.
 */
export function MapAlerts({ problem, onDismissProblem, ownSharing, withoutPosition, notSharing, loaded }: MapAlertsProps) {
  const t = useText();
  const shared = useSharedText();
  return (
    <div className="fn-map-alerts">
      {problem && (
        <Notice type={problem.type} role="alert" onClose={onDismissProblem}>
          {'key' in problem ? t(problem.key) : shared(problem.shared)}
        </Notice>
      )}
      {!ownSharing && (
        <Notice type="info" role="alert">
          {t('alert.ownSharingOff')}
        </Notice>
      )}
      {loaded && withoutPosition.length > 0 && (
        <Notice type="warning" role="alert">
          {withoutPositionText(t, withoutPosition)}
        </Notice>
      )}
      {loaded && notSharing > 0 && (
        <Notice type="info" role="alert">
          {moreToShareText(t, notSharing)}
        </Notice>
      )}
    </div>
  );
}
