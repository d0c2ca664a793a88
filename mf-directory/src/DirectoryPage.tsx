import { Typography } from 'antd';

/** Family Directory: the screen's title only, until its own issue builds it. */
export default function DirectoryPage() {
  return <Typography.Title level={2}>Family Directory</Typography.Title>;
}
