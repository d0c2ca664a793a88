import { useId, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import Input from 'antd/es/input';
import { MailOutlined } from '@ant-design/icons';
import { MESSAGES, SETTINGS_MESSAGES, testEmailSentMessage, validateEmail } from 'shared-contracts';
import { callApi } from 'shared-contracts/runtime';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from './failure';
import { UserSection } from './UserSection';

/**
 * Email System Test (admin only): sends a test e-mail through the server's mail set-up and
 * shows the server's message (spec section 8).
 */
export function EmailTestPanel() {
  const [status, showStatus] = useStatusMessage();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      showStatus({ type: 'error', text: MESSAGES.testEmailRequired });
      return;
    }
    const invalid = validateEmail(address);
    if (invalid) {
      showStatus({ type: 'error', text: invalid });
      return;
    }
    setSending(true);
    showStatus(null);
    try {
      const said = await callApi('testEmail', { body: { email: address } });
      showStatus({ type: 'success', text: said || testEmailSentMessage(address) });
    } catch (error) {
      console.error('The test e-mail failed', error);
      showStatus({ type: 'error', text: failureText(error, SETTINGS_MESSAGES.testEmailFailed, SETTINGS_MESSAGES.testEmailFailedDetails) });
    } finally {
      setSending(false);
    }
  };

  return (
    <UserSection title="Email System Test" help="Send a test email to check that the server can send mail (welcome and password reset emails)." status={status}>
      <form onSubmit={send} noValidate aria-label="Send a test email">
        <label htmlFor={inputId} className="fn-visually-hidden">
          Test email address
        </label>
        <div className="fn-users-email-row">
          <Input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="Email address to test"
            prefix={<MailOutlined aria-hidden />}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={sending}
          />
          <Button type="primary" htmlType="submit" loading={sending}>
            Send Test Email
          </Button>
        </div>
      </form>
    </UserSection>
  );
}
