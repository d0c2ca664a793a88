import { useAtomValue } from 'jotai';
import { normalizeEmail, validateSignIn } from 'shared-contracts';
import { sessionAtom, useSession } from 'shared-contracts/runtime';
import { Field } from '../form/Field';
import { Button, Notice, PasswordInput, TextInput } from '../form/controls';
import { useValidatedForm } from '../form/useValidatedForm';

/** Sign in: e-mail and password, with RESET (forgot password) and REGISTER (sign up). */
export function SignInForm({ onForgot, onRegister }: { onForgot: () => void; onRegister: () => void }) {
  const form = useValidatedForm({ email: '', password: '' }, validateSignIn);
  const { loading, error } = useAtomValue(sessionAtom);
  const session = useSession();
  const email = form.bind('email');
  const password = form.bind('password');

  const submit = form.handleSubmit(async (values) => {
    const ok = await session.signIn({ email: normalizeEmail(values.email), password: values.password });
    if (ok) form.reset();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      {error && <Notice type="error">{error}</Notice>}
      <Field label="Email" {...email.field}>
        <TextInput {...email.input} type="email" autoComplete="email" inputMode="email" autoFocus disabled={loading} />
      </Field>
      <Field label="Password" {...password.field}>
        <PasswordInput {...password.input} autoComplete="current-password" disabled={loading} />
      </Field>
      <Button variant="primary" type="submit" block size="large" loading={loading} disabled={loading}>
        SIGN IN
      </Button>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 16 }}>
        <div className="fn-row" style={{ justifyContent: 'space-between' }}>
          <span className="fn-auth-muted">Forgot your password?</span>
          <Button variant="link" onClick={onForgot} disabled={loading}>
            RESET
          </Button>
        </div>
        <div className="fn-row" style={{ justifyContent: 'space-between' }}>
          <span className="fn-auth-muted">New to the family network?</span>
          <Button variant="link" onClick={onRegister} disabled={loading}>
            REGISTER
          </Button>
        </div>
      </div>
    </form>
  );
}
