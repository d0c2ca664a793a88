import { Navigate } from 'react-router-dom';
import { renderStandalone } from 'shared-contracts/standalone';
import SettingsPage from '../src/SettingsPage';

renderStandalone([
  { path: '/dashboard/settings', element: <SettingsPage /> },
  { path: '*', element: <Navigate to="/dashboard/settings" replace /> },
]);
