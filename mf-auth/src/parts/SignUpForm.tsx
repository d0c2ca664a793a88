import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { JOIN_LINK_PARAMS, normalizeEmail, PROFILE_VALIDATORS, signUpDisplayName, validateSignUp, type SignUpFields } from 'shared-contracts';
import { offerPasskeyOnce, sessionAtom, takePasskeyOffer, useSession, useSharedText } from 'shared-contracts/runtime';
import { useText } from '../messages';
import { Field } from '../form/Field';
import { Button, Notice, PasswordInput, TextInput } from 'shared-contracts/ui';
import { useValidatedForm } from '../form/useValidatedForm';
import { useJoinDoor } from '../join/useJoinDoor';

type SignUpValues = Required<SignUpFields>;

/** The spec's sign-up rules, plus the profile's length limit on names (the server's too). */
function validate(values: SignUpValues) {
  const errors = validateSignUp(values);
  errors.firstName ??= PROFILE_VALIDATORS.firstName(values.firstName);
  errors.lastName ??= PROFILE_VALIDATORS.lastName(values.lastName);
  // The two names become the display name, which has the same limit.
  if (!errors.firstName) errors.lastName ??= PROFILE_VALIDATORS.displayName(signUpDisplayName(values.firstName, values.lastName));
  for (const key of Object.keys(errors) as Array<keyof SignUpValues>) if (!errors[key]) delete errors[key];
  return errors;
}

const EMPTY: SignUpValues = { email: '', firstName: '', lastName: '', password: '', confirmPassword: '' };

/**
 * Sign up: e-mail, names, password twice. confirmPassword never leaves the page. The link's
 * invitation (or a fresh install's set-up secret) goes with it; the page says first whether this
 * visitor can join (useJoinDoor).
 */
export function SignUpForm({ onSignIn }: { onSignIn: () => void }) {
  const t = useText();
  const shared = useSharedText();
  const form = useValidatedForm(EMPTY, validate);
  const { loading: signingUp, error } = useAtomValue(sessionAtom);
  const session = useSession();
  const [params] = useSearchParams();
  const invitation = params.get(JOIN_LINK_PARAMS.invitation) || undefined;
  const setup = params.get(JOIN_LINK_PARAMS.setup) || undefined;
  const door = useJoinDoor(invitation, setup);
  const { fill } = form;
  useEffect(() => {
    if (door.prefill) fill(door.prefill);
    // Only when the invitation's answer arrives (`fill` is a new function each render).
  }, [door.prefill]);
  const loading = signingUp || !door.open;
  const [email, firstName, lastName, password, confirm] = (['email', 'firstName', 'lastName', 'password', 'confirmPassword'] as const).map(
    (name) => form.bind(name),
  );

  const submit = form.handleSubmit(async (values) => {
    // Set before the call: a successful sign-up opens the dashboard at once, which reads it.
    offerPasskeyOnce();
    const ok = await session.signUp({
      email: normalizeEmail(values.email),
      password: values.password,
      displayName: signUpDisplayName(values.firstName, values.lastName),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      ...(invitation ? { invitation } : {}),
      ...(setup ? { setup } : {}),
    });
    if (ok) form.reset();
    else takePasskeyOffer();
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('signUp.form')}>
      {door.notice && !error && <Notice type={door.notice.type}>{shared(door.notice.text, door.notice.values)}</Notice>}
      {error && <Notice type="error">{shared(error)}</Notice>}
      <Field label={t('field.email')} {...email.field}>
        <TextInput
          {...email.input}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          disabled={loading}
          // An e-mailed invitation works only for its address.
          readOnly={!!door.prefill?.email}
        />
      </Field>
      <div className="fn-row" style={{ gap: 12, alignItems: 'flex-start' }}>
        <Field label={t('field.firstName')} {...firstName.field} className="fn-field-half">
          <TextInput {...firstName.input} autoComplete="given-name" disabled={loading} />
        </Field>
        <Field label={t('field.lastName')} {...lastName.field} className="fn-field-half">
          <TextInput {...lastName.input} autoComplete="family-name" disabled={loading} />
        </Field>
      </div>
      <Field label={t('field.password')} {...password.field}>
        <PasswordInput {...password.input} autoComplete="new-password" disabled={loading} />
      </Field>
      <Field label={t('field.confirmPassword')} {...confirm.field}>
        <PasswordInput {...confirm.input} autoComplete="new-password" disabled={loading} />
      </Field>
      <Button variant="primary" type="submit" block size="large" loading={signingUp} disabled={loading}>
        {t('signUp.submit')}
      </Button>
      <div className="fn-row" style={{ justifyContent: 'center', marginTop: 16 }}>
        <span className="fn-auth-muted">{t('signUp.haveAccount')}</span>
        <Button variant="link" onClick={onSignIn} disabled={signingUp}>
          {t('signUp.signIn')}
        </Button>
      </div>
    </form>
  );
}
