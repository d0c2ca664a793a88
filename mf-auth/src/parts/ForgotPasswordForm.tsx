import { useState } from 'react';
import { ERRORS, normalizeEmail, validateEmail } from 'shared-contracts';
import { callApi, serverMessage, useSharedText } from 'shared-contracts/runtime';
import { useText } from '../messages';
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
  const t = useText();
  const shared = useSharedText();
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
    <form onSubmit={submit} noValidate aria-label={t('forgot.form')}>
      {outcome && <Notice type={outcome.type}>{shared(outcome.message)}</Notice>}
      <Field label={t('field.email')} {...email.field}>
        <TextInput {...email.input} type="email" autoComplete="email" inputMode="email" autoFocus disabled={sending} />
      </Field>
      <Button variant="primary" type="submit" block size="large" loading={sending} disabled={sending}>
        {t('forgot.submit')}
      </Button>
      <div className="fn-row" style={{ justifyContent: 'space-between', marginTop: 16 }}>
        <Button onClick={onBack} disabled={sending}>
          {t('forgot.back')}
        </Button>
        <Button variant="link" onClick={onBack} disabled={sending}>
          {t('forgot.signIn')}
        </Button>
      </div>
    </form>
  );
}
