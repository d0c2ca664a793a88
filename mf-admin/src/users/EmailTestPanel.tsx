import { useId, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import Input from 'antd/es/input';
import { MailOutlined } from '@ant-design/icons';
import { MESSAGES, SETTINGS_MESSAGES, validateEmail } from 'shared-contracts';
import { callApi, useSharedText } from 'shared-contracts/runtime';
import { useText as usePageText } from '../messages';
import { useText } from './messages';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from './failure';
import { UserSection } from './UserSection';

/**
 * Email System Test (admin only): sends a test e-mail through the server's mail set-up and
 * shows the server's message (spec section 8).
 */
export function EmailTestPanel() {
  const t = useText();
  const titles = usePageText();
  const shared = useSharedText();
  const [status, showStatus] = useStatusMessage();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const inputId = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      showStatus({ type: 'error', text: shared(MESSAGES.testEmailRequired) });
      return;
    }
    const invalid = validateEmail(address);
    if (invalid) {
      showStatus({ type: 'error', text: shared(invalid) });
      return;
    }
    setSending(true);
    showStatus(null);
    try {
      const said = await callApi('testEmail', { body: { email: address } });
      // testEmailSentMessage's words (shared-contracts) when the server said nothing.
      showStatus({ type: 'success', text: said ? shared(said) : t('emailTest.sent', { email: address }) });
    } catch (error) {
      console.error('The test e-mail failed', error);
      showStatus({ type: 'error', text: shared(failureText(error, SETTINGS_MESSAGES.testEmailFailed, SETTINGS_MESSAGES.testEmailFailedDetails)) });
    } finally {
      setSending(false);
    }
  };

  return (
    <UserSection title={titles('emailTest.title')} help={t('emailTest.help')} status={status}>
      <form onSubmit={send} noValidate aria-label={t('emailTest.form')}>
        <label htmlFor={inputId} className="fn-visually-hidden">
          {t('emailTest.address')}
        </label>
        <div className="fn-users-email-row">
          <Input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('emailTest.placeholder')}
            prefix={<MailOutlined aria-hidden />}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={sending}
          />
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('emailTest.send')}
          </Button>
        </div>
      </form>
    </UserSection>
  );
}
