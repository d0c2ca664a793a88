import { Typography } from 'antd';
export default function AuthPage() {
  return <Typography.Title>Sign in</Typography.Title>;
}
