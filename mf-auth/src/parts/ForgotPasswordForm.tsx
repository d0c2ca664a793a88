import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import { ERRORS, normalizeEmail, validateEmail } from 'shared-contracts';
import { callApi, serverMessage } from 'shared-contracts/runtime';
import { Field } from '../form/Field';
import { useValidatedForm } from '../form/useValidatedForm';

type Outcome = { type: 'success' | 'error'; message: string } | null;

const validate = ({ email }: { email: string }) => {
  const message = validateEmail(email);
  return message ? { email: message } : {};
};

/** Forgot password: one e-mail field; the answer is a success or an error alert. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useValidatedForm({ email: '' }, validate);
  const email = form.bind('email');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    setSending(true);
    try {
      await callApi('forgotPassword', { body: { email: normalizeEmail(values.email) } });
      setOutcome({ type: 'success', message: ERRORS.forgotSuccess });
      form.reset();
    } catch (error) {
      setOutcome({ type: 'error', message: serverMessage(error, ERRORS.forgotFailed) });
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password">
      {outcome && <Alert type={outcome.type} showIcon title={outcome.message} style={{ marginBottom: 16 }} />}
      <Field label="Email" {...email.field}>
        <Input {...email.input} type="email" autoComplete="email" inputMode="email" autoFocus disabled={sending} />
      </Field>
      <Button type="primary" htmlType="submit" block size="large" loading={sending} disabled={sending}>
        Send Reset Link
      </Button>
      <Flex align="center" justify="space-between" style={{ marginTop: 16 }}>
        <Button onClick={onBack} disabled={sending}>
          Back
        </Button>
        <Button type="link" onClick={onBack} disabled={sending}>
          Sign in
        </Button>
      </Flex>
    </form>
  );
}
