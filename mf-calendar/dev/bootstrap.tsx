import { Navigate } from 'react-router-dom';
import { renderStandalone } from 'shared-contracts/standalone';
import CalendarPage from '../src/CalendarPage';

renderStandalone([
  { path: '/dashboard/calendar', element: <CalendarPage /> },
  { path: '*', element: <Navigate to="/dashboard/calendar" replace /> },
]);
