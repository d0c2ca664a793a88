import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { APP_ROUTES, ERRORS, MESSAGES, RESET_REDIRECT_DELAY_MS, validateResetForm } from 'shared-contracts';
import { callApi, offerPasskeyOnce, serverMessage, useSession, useSharedText } from 'shared-contracts/runtime';
import { useText } from './messages';
import { AuthCard, AuthPageFrame } from './parts/AuthCard';
import { Field } from './form/Field';
import { Button, Notice, PasswordInput } from 'shared-contracts/ui';
import { useValidatedForm } from './form/useValidatedForm';

type Outcome = { type: 'success' | 'error'; message: string } | null;

/**
 * /reset-password?token=…&email=…: choose a new password, then back to sign in. The welcome
 * e-mail of a member an admin created links here too: then the member is signed in and lands in
 * the dashboard.
 */
export default function ResetPasswordPage() {
  const t = useText();
  const shared = useSharedText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const linkIsValid = token !== '' && email !== '';

  const form = useValidatedForm({ password: '', confirmPassword: '' }, validateResetForm);
  const password = form.bind('password');
  const confirm = form.bind('confirmPassword');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(
    linkIsValid ? null : { type: 'error', message: MESSAGES.resetLinkInvalid },
  );
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const disabled = sending || done || !linkIsValid;

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    setSending(true);
    try {
      const data = await callApi('resetPassword', { body: { token, email, newPassword: values.password } });
      // The dashboard offers a passkey once, after the welcome link or the next sign-in.
      offerPasskeyOnce();
      if (data?.user) {
        // A welcome link (an account an admin created): the server signed the new member in.
        session.signedIn(data.user);
        navigate(APP_ROUTES.dashboard, { replace: true });
        return;
      }
      setDone(true);
      setOutcome({ type: 'success', message: ERRORS.resetSuccess });
      form.reset();
      redirect.current = setTimeout(() => navigate(APP_ROUTES.auth, { replace: true }), RESET_REDIRECT_DELAY_MS);
    } catch (error) {
      setOutcome({ type: 'error', message: serverMessage(error, ERRORS.resetFailed) });
    } finally {
      setSending(false);
    }
  });

  return (
    <AuthPageFrame>
      <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
        <form onSubmit={submit} noValidate aria-label={t('reset.form')}>
          {outcome && <Notice type={outcome.type}>{shared(outcome.message)}</Notice>}
          <Field label={t('field.newPassword')} {...password.field}>
            <PasswordInput {...password.input} autoComplete="new-password" autoFocus disabled={disabled} />
          </Field>
          <Field label={t('field.confirmPassword')} {...confirm.field}>
            <PasswordInput {...confirm.input} autoComplete="new-password" disabled={disabled} />
          </Field>
          <Button variant="primary" type="submit" block size="large" loading={sending} disabled={disabled}>
            {t('reset.submit')}
          </Button>
        </form>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to={APP_ROUTES.auth}>{t('reset.signIn')}</Link>
        </div>
      </AuthCard>
    </AuthPageFrame>
  );
}
