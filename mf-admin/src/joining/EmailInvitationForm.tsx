import { useId, useState, type FormEvent } from 'react';
import { validateEmail } from 'shared-contracts';
import { Button, TextInput } from 'shared-contracts/ui';
import { callApi } from 'shared-contracts/runtime';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';

const FAILED = 'The invitation could not be sent. Please try again.';
const OFFLINE = 'The invitation could not be sent: the server could not be reached.';

/** Admins and managers invite one relative by e-mail: their address and name, a link that works once. */
export function EmailInvitationForm({ onSent }: { onSent: () => void }) {
  const [status, showStatus] = useStatusMessage();
  const [values, setValues] = useState({ email: '', firstName: '', lastName: '' });
  const [sending, setSending] = useState(false);
  const ids = { email: useId(), firstName: useId(), lastName: useId() };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim();
    const problem = validateEmail(email) ?? (values.firstName.trim() ? undefined : 'First name is required');
    if (problem) {
      showStatus({ type: 'error', text: problem });
      return;
    }
    setSending(true);
    try {
      await callApi('emailInvitation', { body: { email, firstName: values.firstName.trim(), lastName: values.lastName.trim(), role: 'member' } });
      showStatus({ type: 'success', text: `An invitation has been sent to ${email}.` });
      setValues({ email: '', firstName: '', lastName: '' });
      onSent();
    } catch (error) {
      console.error('The invitation could not be sent', error);
      showStatus({ type: 'error', text: failureText(error, FAILED, OFFLINE) });
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof typeof values, label: string, props: Record<string, string> = {}) => (
    <div className="fn-join-field">
      <label htmlFor={ids[name]}>{label}</label>
      <TextInput id={ids[name]} value={values[name]} onChange={(event) => setValues({ ...values, [name]: event.target.value })} disabled={sending} {...props} />
    </div>
  );

  return (
    <form onSubmit={send} noValidate aria-label="Invite by email" className="fn-join-invite">
      <h3>Invite by email</h3>
      <div className="fn-users-status-line" aria-live="polite">
        {status && <p className={`fn-join-status fn-join-status-${status.type}`} role={status.type === 'error' ? 'alert' : 'status'}>{status.text}</p>}
      </div>
      <div className="fn-users-form-grid">
        {field('email', 'Email', { type: 'email', inputMode: 'email', autoComplete: 'off' })}
        {field('firstName', 'First Name', { autoComplete: 'off' })}
        {field('lastName', 'Last Name', { autoComplete: 'off' })}
      </div>
      <p className="fn-users-help">The link works once, for this address; they join as a member.</p>
      <Button variant="primary" type="submit" loading={sending}>
        Send Invitation
      </Button>
    </form>
  );
}
