import { Typography } from 'antd';

/** Family Map: the screen's title only, until its own issue builds it. */
export default function MapPage() {
  return <Typography.Title level={2}>Family Map</Typography.Title>;
}
