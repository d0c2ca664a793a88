import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSRF_HEADER } from 'shared-contracts';
import { makeUser, type FakeRoute, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import CalendarPage from '../CalendarPage';
import { renderCalendar } from '../test-support/renderCalendar';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const FEED = '/api/auth/calendar/feed';
const URL_1 = `http://family.test/api/calendar/${'a'.repeat(43)}.ics`;
const URL_2 = `http://family.test/api/calendar/${'b'.repeat(43)}.ics`;
const members: FakeRoute = { method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members: [] } } };

const writeText = jest.fn<Promise<void>, [string]>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

/** A server that keeps one feed's state, as the real one does. */
function feedServer(initial: { active: boolean; createdAt?: string }) {
  let state = initial;
  let made = 0;
  const routes: FakeRoute[] = [
    members,
    { method: 'GET', url: FEED, respond: () => ({ status: 200, body: { success: true, data: state } }) },
    {
      method: 'POST',
      url: FEED,
      respond: () => {
        made += 1;
        state = { active: true, createdAt: '2026-03-10T09:00:00.000Z' };
        return { status: 200, body: { success: true, data: { url: made === 1 ? URL_1 : URL_2, createdAt: state.createdAt } } };
      },
    },
    {
      method: 'DELETE',
      url: FEED,
      respond: () => {
        state = { active: false };
        return { status: 200, body: { success: true, message: 'Your calendar address is turned off.' } };
      },
    },
  ];
  return routes;
}

async function openDialog(network: FakeRoute[]) {
  const rendered = renderCalendar(<CalendarPage clock={() => new Date(2026, 2, 10, 12)} />, { user: makeUser({ id: 4 }), route: '/dashboard/calendar', network });
  await screen.findByRole('grid', { name: 'March 2026' });
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe to birthdays' });
  return { ...rendered, dialog };
}

describe('Subscribe: the private birthday feed', () => {
  it('makes an address, shows it once with Copy, and turns it off', async () => {
    const { dialog, requests } = await openDialog(feedServer({ active: false }));
    expect(await within(dialog).findByText('You have no subscription address yet.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Google Calendar, Apple Calendar or Thunderbird/)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create my address' }));
    const address = await within(dialog).findByRole('textbox', { name: 'Calendar address' });
    expect(address).toHaveValue(URL_1);
    expect(address).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Copy this address now: for your privacy it is shown only this once.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', URL_1.replace('http://', 'webcal://'));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe(FEED);
    expect(post?.headers[CSRF_HEADER.name]).toBe(CSRF_HEADER.value);

    await userEvent.click(within(dialog).getByRole('button', { name: /Copy URL/ }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect(within(dialog).getByRole('button', { name: /Copied!/ })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText(/Your calendar address is turned off\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Calendar address' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('You have no subscription address yet.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE' && r.url === FEED)).toBe(true);
  });

  it('an existing address is never shown again: it says when it was made, and a new one replaces it', async () => {
    const { dialog } = await openDialog(feedServer({ active: true, createdAt: '2026-03-03T09:00:00.000Z' }));
    expect(await within(dialog).findByText(/You have a private address, made on March 3, 2026\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Calendar address' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Calendar address' })).toHaveValue(URL_1);
  });

  it('closing the dialog forgets the address; opening again shows only that one exists', async () => {
    const { dialog } = await openDialog(feedServer({ active: false }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create my address' }));
    await within(dialog).findByRole('textbox', { name: 'Calendar address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const again = await screen.findByRole('dialog', { name: 'Subscribe to birthdays' });
    expect(await within(again).findByText(/You have a private address, made on March 10, 2026\./)).toBeInTheDocument();
    expect(within(again).queryByRole('textbox', { name: 'Calendar address' })).not.toBeInTheDocument();
  });

  it('says so when the status cannot be loaded, or an address cannot be made', async () => {
    const { dialog, unmount } = await openDialog([members, { method: 'GET', url: FEED, status: 500, body: { success: false, message: 'Database unavailable' } }]);
    expect(await within(dialog).findByText('Could not load your calendar subscription. Please try again.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create my address' })).not.toBeInTheDocument();
    unmount();

    const second = await openDialog([
      members,
      { method: 'GET', url: FEED, body: { success: true, data: { active: false } } },
      { method: 'POST', url: FEED, status: 429, body: { success: false, message: 'Too many attempts. Please wait 5 minutes and try again.' } },
    ]);
    await userEvent.click(await within(second.dialog).findByRole('button', { name: 'Create my address' }));
    expect(await within(second.dialog).findByText('Too many attempts. Please wait 5 minutes and try again.')).toBeInTheDocument();
    expect(within(second.dialog).queryByRole('textbox', { name: 'Calendar address' })).not.toBeInTheDocument();
  });

  it('Copied! goes back to Copy URL after 2 seconds', async () => {
    const { dialog } = await openDialog(feedServer({ active: false }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create my address' }));
    await within(dialog).findByRole('textbox', { name: 'Calendar address' });
    jest.useFakeTimers();
    try {
      await act(async () => {
        within(dialog).getByRole('button', { name: /Copy URL/ }).click();
      });
      expect(within(dialog).getByRole('button', { name: /Copied!/ })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1999));
      expect(within(dialog).getByRole('button', { name: /Copied!/ })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(dialog).getByRole('button', { name: /Copy URL/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
