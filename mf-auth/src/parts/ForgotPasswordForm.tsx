import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { API_PATHS, ERRORS, normalizeEmail, validateEmail, type ForgotPasswordPayload } from 'shared-contracts';
import { apiClient, serverMessage } from 'shared-contracts/http';
import { antdRule } from 'shared-contracts/ui';

type Outcome = { type: 'success' | 'error'; message: string } | null;

/** Forgot password: one e-mail field; the answer is a success or an error alert. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [form] = Form.useForm<ForgotPasswordPayload>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async ({ email }: ForgotPasswordPayload) => {
    setOutcome(null);
    setSending(true);
    try {
      await apiClient().post(API_PATHS.forgotPassword, { email: normalizeEmail(email) });
      setOutcome({ type: 'success', message: ERRORS.forgotSuccess });
      form.resetFields();
    } catch (error) {
      setOutcome({ type: 'error', message: serverMessage(error, ERRORS.forgotFailed) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={sending} requiredMark={false} name="forgot-password" noValidate>
      {outcome && <Alert type={outcome.type} showIcon title={outcome.message} style={{ marginBottom: 16 }} />}
      <Form.Item label="Email" name="email" rules={[antdRule(validateEmail)]}>
        <Input type="email" autoComplete="email" inputMode="email" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={sending}>
        Send Reset Link
      </Button>
      <Flex align="center" justify="space-between" style={{ marginTop: 16 }}>
        <Button onClick={onBack}>
          Back
        </Button>
        <Button type="link" onClick={onBack}>
          Sign in
        </Button>
      </Flex>
    </Form>
  );
}
