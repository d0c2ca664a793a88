import { Typography } from 'antd';
export default function ResetPasswordPage() {
  return <Typography.Title>Reset Password</Typography.Title>;
}
