import { Typography } from 'antd';

/** Settings: the screen's title only, until its own issue builds it. */
export default function SettingsPage() {
  return <Typography.Title level={2}>Settings</Typography.Title>;
}
