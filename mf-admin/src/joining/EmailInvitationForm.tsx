import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, validateEmail } from 'shared-contracts';
import { Button, TextInput } from 'shared-contracts/ui';
import { callApi, useSharedText } from 'shared-contracts/runtime';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { useText, type InvitationsKey } from './invitations/messages';

/** Admins and managers invite one relative by e-mail: their address and name, a link that works once. */
export function EmailInvitationForm({ onSent }: { onSent: () => void }) {
  const t = useText();
  const shared = useSharedText();
  const [status, showStatus] = useStatusMessage();
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '' });
  const [sending, setSending] = useState(false);
  const ids = { email: useId(), firstName: useId(), lastName: useId() };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim();
    const problem = validateEmail(email) ?? (values.firstName.trim() ? undefined : MESSAGES.firstNameRequired);
    if (problem) {
      showStatus({ type: 'error', text: shared(problem) });
      return;
    }
    setSending(true);
    try {
      await callApi('emailInvitation', { body: { email, firstName: values.firstName.trim(), lastName: values.lastName.trim(), role: 'member' } });
      showStatus({ type: 'success', text: t('invite.sent', { email }) });
      setValues({ email: '', firstName: '', lastName: '' });
      onSent();
    } catch (error) {
      console.error('The invitation could not be sent', error);
      showStatus({ type: 'error', text: shared(failureText(error, t('invite.failed'), t('invite.offline'))) });
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof typeof values, label: InvitationsKey, props: Record<string, string> = {}) => (
    <div className="fn-join-field">
      <label htmlFor={ids[name]}>{t(label)}</label>
      <TextInput id={ids[name]} value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.value })} disabled={sending} {...props} />
    </div>
  );

  return (
    <form onSubmit={send} noValidate aria-label={t('invite.title')} className="fn-join-invite">
      <h3>{t('invite.title')}</h3>
      <div className="fn-users-status-line" aria-live="polite">
        {status && (
          <p className={`fn-join-status fn-join-status-${status.type}`} role={status.type === 'error' ? 'alert' : 'status'}>
            {status.text}
          </p>
        )}
      </div>
      <div className="fn-users-form-grid">
        {field('email', 'invite.email', { type: 'email', inputMode: 'email', autoComplete: 'off' })}
        {field('firstName', 'invite.firstName', { autoComplete: 'off' })}
        {field('lastName', 'invite.lastName', { autoComplete: 'off' })}
      </div>
      <p className="fn-users-help">{t('invite.note')}</p>
      <Button variant="primary" type="submit" loading={sending}>
        {t('invite.send')}
      </Button>
    </form>
  );
}
