import { Navigate } from 'react-router-dom';
import { renderStandalone } from 'shared-contracts/standalone';
import DirectoryPage from '../src/DirectoryPage';

renderStandalone([
  { path: '/dashboard/directory', element: <DirectoryPage /> },
  { path: '*', element: <Navigate to="/dashboard/directory" replace /> },
]);
