import { makeUser } from 'shared-contracts/testing';
import { pageAhead } from './pageAhead';

const member = { isUserLogin: true, loginUser: makeUser({ id: 2 }) };
const guest = { isUserLogin: false, loginUser: null };
const waiting = { isUserLogin: true, loginUser: makeUser({ id: 3, awaitingApproval: true }) };

describe('the page fetched ahead at start', () => {
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
