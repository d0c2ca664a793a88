import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useAtomValue, useSetAtom } from 'jotai';
import { normalizeEmail, validateEmail, validatePassword } from 'shared-contracts';
import { apiClient } from 'shared-contracts/http';
import { dispatchSessionAtom, sessionAtom, signIn } from 'shared-contracts/session';
import { antdRule } from 'shared-contracts/ui';

interface SignInValues {
  email: string;
  password: string;
}

/** Sign in: e-mail and password, with RESET (forgot password) and REGISTER (sign up). */
export function SignInForm({ onForgot, onRegister }: { onForgot: () => void; onRegister: () => void }) {
  const [form] = Form.useForm<SignInValues>();
  const { loading, error } = useAtomValue(sessionAtom);
  const dispatch = useSetAtom(dispatchSessionAtom);

  const submit = async ({ email, password }: SignInValues) => {
    const ok = await signIn(apiClient(), dispatch, { email: normalizeEmail(email), password });
    if (ok) form.resetFields();
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={loading} requiredMark={false} name="sign-in" noValidate>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item label="Email" name="email" rules={[antdRule(validateEmail)]}>
        <Input type="email" autoComplete="email" inputMode="email" autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[antdRule(validatePassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={loading}>
        SIGN IN
      </Button>
      <Flex vertical gap={4} style={{ marginTop: 16 }}>
        <Flex align="center" justify="space-between" wrap gap={4}>
          <span className="fn-auth-muted">Forgot your password?</span>
          <Button type="link" onClick={onForgot}>
            RESET
          </Button>
        </Flex>
        <Flex align="center" justify="space-between" wrap gap={4}>
          <span className="fn-auth-muted">New to the family network?</span>
          <Button type="link" onClick={onRegister}>
            REGISTER
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
