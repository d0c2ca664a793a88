import { Navigate } from 'react-router-dom';
import { renderStandalone } from 'shared-contracts/standalone';
import AuthPage from '../src/AuthPage';
import ResetPasswordPage from '../src/ResetPasswordPage';

renderStandalone([
  { path: '/auth', element: <AuthPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '*', element: <Navigate to="/auth" replace /> },
]);
