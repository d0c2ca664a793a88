import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { APP_ROUTES, JOIN_MESSAGES } from 'shared-contracts';
import { currentUserAtom, useSession } from 'shared-contracts/runtime';
import { MovingBackground } from './background/MovingBackground';
import { AuthCard, AuthPageFrame } from './parts/AuthCard';
import { Button, Notice } from 'shared-contracts/ui';

/**
 * /waiting: the one page an account sees while it waits for approval (the server shows it
 * nothing of the family). Once let in, "Check again" (or the next visit) opens the dashboard.
 */
export default function WaitingPage() {
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
      <AuthCard title="Waiting for approval" subtitle={user?.firstName ? `Thank you for signing up, ${user.firstName}.` : 'Thank you for signing up.'}>
        <Notice type="info">{JOIN_MESSAGES.waiting}</Notice>
        <p className="fn-auth-muted" style={{ marginTop: 0 }}>
          They have been told. You will get an email at {user?.email ?? 'your address'} as soon as you are let in; until then,
          nothing of the family is shown here.
        </p>
        {stillWaiting && !checking && <p role="status" className="fn-auth-muted">Not yet: still waiting.</p>}
        <Button variant="primary" block size="large" loading={checking} disabled={checking} onClick={checkAgain}>
          Check again
        </Button>
        <div className="fn-row" style={{ justifyContent: 'center', marginTop: 16 }}>
          <Button variant="link" onClick={logOut}>
            Log out
          </Button>
        </div>
      </AuthCard>
    </AuthPageFrame>
  );
}
