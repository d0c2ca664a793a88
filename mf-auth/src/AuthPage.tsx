import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from 'shared-contracts/runtime';
import { useText } from './messages';
import { MovingBackground } from './background/MovingBackground';
import { AuthCard, AuthPageFrame } from './parts/AuthCard';
import { SignInForm } from './parts/SignInForm';
import { SignUpForm } from './parts/SignUpForm';
import { ForgotPasswordForm } from './parts/ForgotPasswordForm';

type View = 'login' | 'signup' | 'forgot';


/** /auth: sign in, sign up (?mode=signup) and forgot password on one page. */
export default function AuthPage() {
  const [params] = useSearchParams();
  const [view, setView] = useState<View>(params.get('mode') === 'signup' ? 'signup' : 'login');
  const t = useText();
  const session = useSession();

  // Opening sign in or sign up starts without the previous attempt's error.
  useEffect(() => {
    if (view !== 'forgot') session.clearError();
  }, [view, session]);

  return (
    <AuthPageFrame>
      <MovingBackground />
      <AuthCard title={t(`${view}.title`)} subtitle={t(`${view}.subtitle`)}>
        {view === 'login' && <SignInForm onForgot={() => setView('forgot')} onRegister={() => setView('signup')} />}
        {view === 'signup' && <SignUpForm onSignIn={() => setView('login')} />}
        {view === 'forgot' && <ForgotPasswordForm onBack={() => setView('login')} />}
      </AuthCard>
    </AuthPageFrame>
  );
}
