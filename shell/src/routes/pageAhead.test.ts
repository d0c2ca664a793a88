import { makeUser } from 'shared-contracts/testing';
import { pageAhead, pageAt } from './pageAhead';

const member = { isUserLogin: true, loginUser: makeUser({ id: 2 }) };
const guest = { isUserLogin: false, loginUser: null };
const waiting = { isUserLogin: true, loginUser: makeUser({ id: 3, awaitingApproval: true }) };

describe('the page fetched ahead at start', () => {
  it('is the remote page of the address, the dashboard itself showing the family', () => {
    expect(pageAt('/dashboard/map')?.request).toBe('mf_map/MapPage');
    expect(pageAt('/dashboard')?.request).toBe('mf_directory/DirectoryPage');
    expect(pageAt('/dashboard/')?.request).toBe('mf_directory/DirectoryPage');
    expect(pageAt('/auth')?.request).toBe('mf_auth/AuthPage');
    expect(pageAt('/dashboard/pwa-debug')).toBeUndefined();
    expect(pageAt('/nowhere')).toBeUndefined();
  });

  it('is only what the guards let the visitor see: nothing where they would be sent away', () => {
    expect(pageAhead('/dashboard/calendar', member)?.request).toBe('mf_calendar/CalendarPage');
    expect(pageAhead('/dashboard/calendar', guest)).toBeUndefined();
    expect(pageAhead('/dashboard/calendar', waiting)).toBeUndefined();
    expect(pageAhead('/auth', guest)?.request).toBe('mf_auth/AuthPage');
    expect(pageAhead('/auth', member)).toBeUndefined();
    expect(pageAhead('/waiting', waiting)?.request).toBe('mf_auth/WaitingPage');
    expect(pageAhead('/waiting', member)).toBeUndefined();
    expect(pageAhead('/reset-password', member)?.request).toBe('mf_auth/ResetPasswordPage');
  });
});
