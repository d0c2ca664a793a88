import { Typography } from 'antd';

/** Birthday Calendar: the screen's title only, until its own issue builds it. */
export default function CalendarPage() {
  return <Typography.Title level={2}>Birthday Calendar</Typography.Title>;
}
