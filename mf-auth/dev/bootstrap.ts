import { startStandalone } from 'shell/standalone';

startStandalone({
  'mf_auth/AuthPage': () => import('../src/AuthPage'),
  'mf_auth/ResetPasswordPage': () => import('../src/ResetPasswordPage'),
});
