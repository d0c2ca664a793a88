import { useState } from 'react';
import { ERRORS, normalizeEmail, validateEmail } from 'shared-contracts';
import { callApi, serverMessage } from 'shared-contracts/runtime';
import { Field } from '../form/Field';
import { Button, Notice, TextInput } from 'shared-contracts/ui';
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
      {outcome && <Notice type={outcome.type}>{outcome.message}</Notice>}
      <Field label="Email" {...email.field}>
        <TextInput {...email.input} type="email" autoComplete="email" inputMode="email" autoFocus disabled={sending} />
      </Field>
      <Button variant="primary" type="submit" block size="large" loading={sending} disabled={sending}>
        Send Reset Link
      </Button>
      <div className="fn-row" style={{ justifyContent: 'space-between', marginTop: 16 }}>
        <Button onClick={onBack} disabled={sending}>
          Back
        </Button>
        <Button variant="link" onClick={onBack} disabled={sending}>
          Sign in
        </Button>
      </div>
    </form>
  );
}
