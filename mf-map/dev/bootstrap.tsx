import { Navigate } from 'react-router-dom';
import { renderStandalone } from 'shared-contracts/standalone';
import MapPage from '../src/MapPage';

renderStandalone([
  { path: '/dashboard/map', element: <MapPage /> },
  { path: '*', element: <Navigate to="/dashboard/map" replace /> },
]);
