import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import { useAtomValue, useSetAtom } from 'jotai';
import { normalizeEmail, validateSignIn } from 'shared-contracts';
import { dispatchSessionAtom, sessionAtom, signIn } from 'shared-contracts/runtime';
import { Field } from '../form/Field';
import { useValidatedForm } from '../form/useValidatedForm';

/** Sign in: e-mail and password, with RESET (forgot password) and REGISTER (sign up). */
export function SignInForm({ onForgot, onRegister }: { onForgot: () => void; onRegister: () => void }) {
  const form = useValidatedForm({ email: '', password: '' }, validateSignIn);
  const { loading, error } = useAtomValue(sessionAtom);
  const dispatch = useSetAtom(dispatchSessionAtom);
  const email = form.bind('email');
  const password = form.bind('password');

  const submit = form.handleSubmit(async (values) => {
    const ok = await signIn(dispatch, { email: normalizeEmail(values.email), password: values.password });
    if (ok) form.reset();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Field label="Email" {...email.field}>
        <Input {...email.input} type="email" autoComplete="email" inputMode="email" autoFocus disabled={loading} />
      </Field>
      <Field label="Password" {...password.field}>
        <Input.Password {...password.input} autoComplete="current-password" disabled={loading} />
      </Field>
      <Button type="primary" htmlType="submit" block size="large" loading={loading} disabled={loading}>
        SIGN IN
      </Button>
      <Flex vertical gap={4} style={{ marginTop: 16 }}>
        <Flex align="center" justify="space-between" wrap gap={4}>
          <span className="fn-auth-muted">Forgot your password?</span>
          <Button type="link" onClick={onForgot} disabled={loading}>
            RESET
          </Button>
        </Flex>
        <Flex align="center" justify="space-between" wrap gap={4}>
          <span className="fn-auth-muted">New to the family network?</span>
          <Button type="link" onClick={onRegister} disabled={loading}>
            REGISTER
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
