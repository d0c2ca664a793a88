import { Button, Flex, Typography } from 'antd';
import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';

/** The in-page message of an area whose remote could not be loaded. */
export function RemoteUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '48px 16px', textAlign: 'center' }} role="alert">
      <WarningOutlined style={{ fontSize: 48, color: 'var(--fn-color-warning)' }} aria-hidden />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {area} could not be loaded
      </Typography.Title>
      <Typography.Text type="secondary">Check your connection and try again. The rest of the app still works.</Typography.Text>
      <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry} style={{ marginTop: 8 }}>
        Retry
      </Button>
    </Flex>
  );
}
