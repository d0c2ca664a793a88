import Alert from 'antd/es/alert';
import type { User } from 'shared-contracts';
import { OWN_SHARING_OFF, moreToShareText, withoutPositionText } from './familyCounts';
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

/** The spec's three alerts (own sharing off; sharing without a position; how many more), and the switch's problem. */
export function MapAlerts({ problem, onDismissProblem, ownSharing, withoutPosition, notSharing, loaded }: MapAlertsProps) {
  return (
    <div className="fn-map-alerts">
      {problem && <Alert type={problem.type} showIcon closable={{ onClose: onDismissProblem }} title={problem.message} />}
      {!ownSharing && <Alert type="info" showIcon title={OWN_SHARING_OFF} />}
      {loaded && withoutPosition.length > 0 && <Alert type="warning" showIcon title={withoutPositionText(withoutPosition)} />}
      {loaded && notSharing > 0 && <Alert type="info" showIcon title={moreToShareText(notSharing)} />}
    </div>
  );
}
