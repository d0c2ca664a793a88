import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from 'shared-contracts';
import { sessionAtom } from 'shared-contracts/runtime';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { inEnglish } from './my-data/messages';
import { MyDataSection } from './MyDataSection';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

function renderSection(network: FakeRoute[], isAdmin = false) {
  return renderWithShell(<MyDataSection isAdmin={isAdmin} />, { user: makeUser({ id: 4 }), network });
}

describe('Your data', () => {
  it('downloads the archive as a dated JSON file', async () => {
    const archive = { format: 'familynet-my-data/1', exportedAt: '2026-11-25T10:00:00.000Z', account: { id: 4 } };
    const saved: Array<{ name: string; blob: Blob }> = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:archive';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1].name = this.download;
    });
    renderSection([{ method: 'GET', url: '/api/auth/me/data', respond: () => ({ status: 200, body: { success: true, data: archive } }) }]);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(saved[0].name).toBe('familynet-my-data-2026-11-25.json');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0].blob);
    });
    expect(JSON.parse(text)).toEqual(archive);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the archive cannot be had', async () => {
    renderSection([{ method: 'GET', url: '/api/auth/me/data', respond: () => ({ status: 500, body: { success: false } }) }]);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish('myData.downloadFailed'));
  });

  it('deletes the account only after the warning and the password; a wrong one keeps everything; the right one signs out', async () => {
    let attempts = 0;
    const { requests, store } = renderSection([
      {
        method: 'POST',
        url: '/api/auth/me/delete',
        respond: () => ((attempts += 1) === 1 ? { status: 401, body: { success: false, message: ACCOUNT_MESSAGES.wrongPassword } } : { status: 200, body: { success: true, message: ACCOUNT_MESSAGES.deleted } }),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText(inEnglish('myData.warning'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for ever' }));
    expect(screen.getByText(ACCOUNT_MESSAGES.confirmNeeded)).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Your password'), 'wrong one');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for ever' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(store.get(sessionAtom).loginUser?.id).toBe(4);

    await userEvent.clear(screen.getByLabelText('Your password'));
    await userEvent.type(screen.getByLabelText('Your password'), 'the right one');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for ever' }));
    await waitFor(() => expect(store.get(sessionAtom).loginUser).toBeFalsy());
    expect(requests.map((r) => r.data)).toEqual([{ password: 'wrong one' }, { password: 'the right one' }]);
  });

  it('Keep my account closes the warning', async () => {
    renderSection([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByText(inEnglish('myData.warning'))).not.toBeInTheDocument();
  });

  it('the admin names who takes over from the family (not themselves), and the server is told who', async () => {
    const family = [makeUser({ id: 4, displayName: 'Ada Admin' }), makeUser({ id: 5, displayName: 'Jo March' }), makeUser({ id: 6, displayName: 'Meg March' })];
    const { requests, store } = renderSection(
      [
        { method: 'GET', url: '/api/auth/family/members', respond: () => ({ status: 200, body: { success: true, data: { members: family } } }) },
        { method: 'POST', url: '/api/auth/me/delete', respond: () => ({ status: 200, body: { success: true, message: ACCOUNT_MESSAGES.deleted } }) },
      ],
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(inEnglish('myData.successorHelp'))).toBeInTheDocument();
    const choice = screen.getByLabelText(inEnglish('myData.successorLabel'));
    expect([...choice.querySelectorAll('option')].map((option) => option.textContent)).toEqual([inEnglish('myData.successorPlaceholder'), 'Jo March', 'Meg March']);

    await userEvent.type(screen.getByLabelText('Your password'), 'the right one');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for ever' }));
    expect(screen.getByText(ACCOUNT_MESSAGES.nameNewAdmin)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.selectOptions(choice, 'Meg March');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for ever' }));
    await waitFor(() => expect(store.get(sessionAtom).loginUser).toBeFalsy());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.data)).toEqual([{ password: 'the right one', newAdminId: 6 }]);
  });

  it('an admin alone in the family is told why the account cannot go yet', async () => {
    renderSection([{ method: 'GET', url: '/api/auth/family/members', respond: () => ({ status: 200, body: { success: true, data: { members: [makeUser({ id: 4 })] } } }) }], true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(inEnglish('myData.noSuccessor'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account for ever' })).toBeDisabled();
  });
});
