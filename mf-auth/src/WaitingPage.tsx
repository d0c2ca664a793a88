import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { APP_ROUTES, JOIN_MESSAGES } from 'shared-contracts';
import { currentUserAtom, useSession, useSharedText } from 'shared-contracts/runtime';
import { useText } from './messages';
import { MovingBackground } from './background/MovingBackground';
import { AuthCard, AuthPageFrame } from './parts/AuthCard';
import { Button, Notice } from 'shared-contracts/ui';

/**
 * /waiting: the one page an account sees while it waits for approval (the server shows it
 * nothing of the family). Once let in, "Check again" (or the next visit) opens the dashboard.
 */
export default function WaitingPage() {
  const t = useText();
  const shared = useSharedText();
  const user = useAtomValue(currentUserAtom);
  const session = useSession();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [stillWaiting, setStillWaiting] = useState(false);

  const checkAgain = async () => {
    setChecking(true);
    setStillWaiting(false);
    await session.fetchCurrentUser();
    setChecking(false);
    setStillWaiting(true);
  };

  const logOut = async () => {
    await session.logOut();
    navigate(APP_ROUTES.auth, { replace: true });
  };

  return (
    <AuthPageFrame>
      <MovingBackground />
      <AuthCard title={t('waiting.title')} subtitle={user?.firstName ? t('waiting.thanksNamed', { firstName: user.firstName }) : t('waiting.thanks')}>
        <Notice type="info">{shared(JOIN_MESSAGES.waiting)}</Notice>
        <p className="fn-auth-muted" style={{ marginTop: 0 }}>
          {user?.email ? t('waiting.toldEmail', { email: user.email }) : t('waiting.toldNoEmail')}
        </p>
        {stillWaiting && !checking && (
          <p role="status" className="fn-auth-muted">
            {t('waiting.notYet')}
          </p>
        )}
        <Button variant="primary" block size="large" loading={checking} disabled={checking} onClick={checkAgain}>
          {t('waiting.checkAgain')}
        </Button>
        <div className="fn-row" style={{ justifyContent: 'center', marginTop: 16 }}>
          <Button variant="link" onClick={logOut}>
            {t('waiting.logOut')}
          </Button>
        </div>
      </AuthCard>
    </AuthPageFrame>
  );
}
