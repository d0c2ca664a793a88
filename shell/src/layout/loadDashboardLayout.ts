/** The signed-in frame's chunk (routes.tsx renders it; startShell fetches it ahead on a dashboard page). */
export const loadDashboardLayout = () => import('./DashboardLayout');
