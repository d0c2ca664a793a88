import { Button, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/** The in-page message of an area whose remote could not be loaded. */
export function RemoteUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={`${area} could not be loaded`}
      subTitle="Check your connection and try again. The rest of the app still works."
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
