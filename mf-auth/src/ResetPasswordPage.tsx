import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import {
  API_PATHS,
  ERRORS,
  MESSAGES,
  RESET_REDIRECT_DELAY_MS,
  validateResetPassword,
  type ResetPasswordPayload,
} from 'shared-contracts';
import { apiClient, serverMessage } from 'shared-contracts/http';
import { antdRule } from 'shared-contracts/ui';
import { AuthCard, AuthPageFrame } from './parts/AuthCard';
import { ConfirmPasswordField } from './parts/ConfirmPasswordField';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

type Outcome = { type: 'success' | 'error'; message: string } | null;

/** /reset-password?token=…&email=…: choose a new password, then back to sign in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const linkIsValid = token !== '' && email !== '';

  const [form] = Form.useForm<ResetValues>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(
    linkIsValid ? null : { type: 'error', message: MESSAGES.resetLinkInvalid },
  );
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async ({ password }: ResetValues) => {
    setOutcome(null);
    setSending(true);
    try {
      const payload: ResetPasswordPayload = { token, email, newPassword: password };
      await apiClient().post(API_PATHS.resetPassword, payload);
      setDone(true);
      setOutcome({ type: 'success', message: ERRORS.resetSuccess });
      form.resetFields();
      redirect.current = setTimeout(() => navigate('/auth', { replace: true }), RESET_REDIRECT_DELAY_MS);
    } catch (error) {
      setOutcome({ type: 'error', message: serverMessage(error, ERRORS.resetFailed) });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthPageFrame>
      <AuthCard title="Reset Password" subtitle="Enter your new password below">
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          disabled={sending || done || !linkIsValid}
          requiredMark={false}
          name="reset-password"
          noValidate
        >
          {outcome && <Alert type={outcome.type} showIcon title={outcome.message} style={{ marginBottom: 16 }} />}
          <Form.Item label="New Password" name="password" rules={[antdRule(validateResetPassword)]}>
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <ConfirmPasswordField />
          <Button type="primary" htmlType="submit" block size="large" loading={sending}>
            Reset Password
          </Button>
        </Form>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/auth">Sign in</Link>
        </div>
      </AuthCard>
    </AuthPageFrame>
  );
}
