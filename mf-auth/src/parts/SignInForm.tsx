import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { PASSKEY_MESSAGES, normalizeEmail, validateSignIn } from 'shared-contracts';
import {
  httpStatus,
  passkeyAutofill,
  passkeyCancelled,
  passkeysSupported,
  serverMessage,
  sessionAtom,
  signInWithPasskey,
  stopPasskeyAutofill,
  useSession,
  useSharedText,
} from 'shared-contracts/runtime';
import { useText } from '../messages';
import { Field } from '../form/Field';
import { Button, Notice, PasswordInput, TextInput } from 'shared-contracts/ui';
import { useValidatedForm } from '../form/useValidatedForm';

/** Sign in: e-mail and password, with RESET (forgot password) and REGISTER (sign up); or with a passkey, nothing typed. */
export function SignInForm({ onForgot, onRegister }: { onForgot: () => void; onRegister: () => void }) {
  const t = useText();
  const shared = useSharedText();
  const form = useValidatedForm({ email: '', password: '' }, validateSignIn);
  const { loading: signingIn, error } = useAtomValue(sessionAtom);
  const session = useSession();
  const [withPasskey, setWithPasskey] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const loading = signingIn || withPasskey;

  // The browser's autofill offers this site's passkeys in the e-mail field, once the page is idle.
  useEffect(() => {
    if (!passkeysSupported()) return;
    let left = false;
    const start = () =>
      passkeyAutofill().then(
        (user) => {
          if (user && !left) session.signedIn(user);
        },
        (failure) => {
          // A passive offer: only the server's refusal of a passkey the member chose is worth
          // saying; the browser ending or refusing the offer (or a lost connection) is not.
          if (!left && !passkeyCancelled(failure) && httpStatus(failure) !== undefined) setPasskeyError(serverMessage(failure, PASSKEY_MESSAGES.notAccepted));
          else console.info('The passkey autofill offer ended', failure);
        },
      );
    const idle = window.setTimeout(start, 500);
    return () => {
      left = true;
      window.clearTimeout(idle);
      stopPasskeyAutofill();
    };
  }, [session]);

  const signInWithAPasskey = async () => {
    setPasskeyError(null);
    session.clearError();
    setWithPasskey(true);
    try {
      session.signedIn(await signInWithPasskey());
    } catch (failure) {
      if (!passkeyCancelled(failure)) setPasskeyError(serverMessage(failure, PASSKEY_MESSAGES.notAccepted));
      else console.info('Passkey sign-in was cancelled');
    } finally {
      setWithPasskey(false);
    }
  };
  const email = form.bind('email');
  const password = form.bind('password');

  const submit = form.handleSubmit(async (values) => {
    // The member chose the password: the passkey offer in the e-mail field is no longer needed.
    stopPasskeyAutofill();
    setPasskeyError(null);
    const ok = await session.signIn({ email: normalizeEmail(values.email), password: values.password });
    if (ok) form.reset();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn.form')}>
      {(error || passkeyError) && <Notice type="error">{shared(error || passkeyError || '')}</Notice>}
      <Field label={t('field.email')} {...email.field}>
        <TextInput {...email.input} type="email" autoComplete="username webauthn" inputMode="email" autoFocus disabled={loading} />
      </Field>
      <Field label={t('field.password')} {...password.field}>
        <PasswordInput {...password.input} autoComplete="current-password" disabled={loading} />
      </Field>
      <Button variant="primary" type="submit" block size="large" loading={signingIn} disabled={loading}>
        {t('signIn.submit')}
      </Button>
      {passkeysSupported() && (
        <Button block size="large" className="fn-passkey-button" loading={withPasskey} disabled={loading} onClick={signInWithAPasskey}>
          {t('signIn.passkey')}
        </Button>
      )}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 16 }}>
        <div className="fn-row" style={{ justifyContent: 'space-between' }}>
          <span className="fn-auth-muted">{t('signIn.forgotQuestion')}</span>
          <Button variant="link" onClick={onForgot} disabled={loading}>
            {t('signIn.reset')}
          </Button>
        </div>
        <div className="fn-row" style={{ justifyContent: 'space-between' }}>
          <span className="fn-auth-muted">{t('signIn.newQuestion')}</span>
          <Button variant="link" onClick={onRegister} disabled={loading}>
            {t('signIn.register')}
          </Button>
        </div>
      </div>
    </form>
  );
}
