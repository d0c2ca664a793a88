import { useEffect, useState } from 'react';
import { PASSKEY_MESSAGES } from 'shared-contracts';
import { addPasskey, passkeyCancelled, serverMessage, takePasskeyOffer } from 'shared-contracts/runtime';
import { Button, Notice } from 'shared-contracts/ui';
import { useSharedText } from 'shared-contracts/runtime';
import { useText } from './messages';

/**
 * Once, after a sign-up or a password reset: "sign in next time without a password". Add a
 * passkey opens the browser's own dialog; Not now ends the offer (the profile keeps the way to
 * add one).
 */
export function PasskeyOffer() {
  const t = useText();
  const shared = useSharedText();
  const [shown, setShown] = useState(false);
  // Taken once the frame is on screen: a render that is thrown away (a screen still loading)
  // must not spend the offer.
  useEffect(() => {
    if (takePasskeyOffer()) setShown(true);
  }, []);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  if (!shown) return null;

  if (outcome) {
    return (
      <Notice type={outcome.type} onClose={() => setShown(false)} role="status" className="fn-passkey-offer">
        {shared(outcome.text)}
      </Notice>
    );
  }

  const add = async () => {
    setBusy(true);
    try {
      await addPasskey(t('passkeyOffer.deviceName'));
      setOutcome({ type: 'success', text: PASSKEY_MESSAGES.added });
    } catch (error) {
      if (passkeyCancelled(error)) setShown(false);
      else setOutcome({ type: 'error', text: serverMessage(error, PASSKEY_MESSAGES.notAccepted) });
    } finally {
      setBusy(false);
    }
  };

  return (
    // Announced as it appears, as antd's Alert was: it comes once, after a sign-up or a reset.
    <Notice type="info" role="alert" className="fn-passkey-offer" title={t('passkeyOffer.title')}>
      <p className="fn-passkey-offer-text">
        {t('passkeyOffer.text')}
      </p>
      <div className="fn-passkey-offer-actions">
        <Button variant="primary" loading={busy} onClick={add}>
          {t('passkeyOffer.add')}
        </Button>
        <Button disabled={busy} onClick={() => setShown(false)}>
          {t('passkeyOffer.notNow')}
        </Button>
      </div>
    </Notice>
  );
}
