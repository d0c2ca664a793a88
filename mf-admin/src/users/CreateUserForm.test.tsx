import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { CreateUserForm } from './CreateUserForm';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const admin = makeUser({ id: 1, displayName: 'Ada Admin' });
const created = (welcomeEmailSent = true): FakeRoute => ({
  method: 'POST',
  url: '/api/auth/admin/create-user',
  status: 201,
  body: { success: true, message: 'User created successfully! Welcome email sent.', data: { user: makeUser({ id: 50, email: 'new@example.org' }), welcomeEmailSent } },
});

function renderForm(network: FakeRoute[] = []) {
  return renderSettings(<CreateUserForm />, { user: admin, network });
}

const createButton = () => screen.getByRole('button', { name: 'Create User' });

describe('Create New User', () => {
  it('shows the form of spec section 3 under its title', () => {
    renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Create New User' })).toBeInTheDocument();
    for (const label of ['Email', 'Display Name', 'First Name', 'Last Name', 'Phone Number', 'Occupation', 'Bio', 'Birthday']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Location Visible' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Birthday Visible' })).not.toBeChecked();
  });

  it('keeps the button disabled until e-mail and display name are filled', async () => {
    renderForm();
    expect(createButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.org');
    expect(createButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Display Name'), 'New Member');
    await waitFor(() => expect(createButton()).toBeEnabled());
    await userEvent.clear(screen.getByLabelText('Email'));
    await waitFor(() => expect(createButton()).toBeDisabled());
  });

  it("says 'Email and display name are required' when the name is only spaces", async () => {
    const { requests } = renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.org');
    await userEvent.type(screen.getByLabelText('Display Name'), '   ');
    await userEvent.click(createButton());
    expect(await screen.findByText('Email and display name are required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('checks the e-mail and the profile rules before sending', async () => {
    const { requests } = renderForm();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Display Name'), 'New Member');
    await userEvent.type(screen.getByLabelText('Phone Number'), 'call me');
    await userEvent.click(createButton());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number may contain only digits, spaces and + ( ) - .')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('creates the user, says so for 3 seconds and empties the form', async () => {
    const { requests } = renderForm([created()]);
    await userEvent.type(screen.getByLabelText('Email'), ' New@Example.org ');
    await userEvent.type(screen.getByLabelText('Display Name'), 'New Member');
    await userEvent.type(screen.getByLabelText('Occupation'), 'Pilot');
    await userEvent.type(screen.getByLabelText('Birthday'), '1990-06-15');
    await userEvent.click(screen.getByRole('switch', { name: 'Birthday Visible' }));
    await userEvent.click(createButton());
    expect(await screen.findByText('User created successfully! Welcome email sent.')).toBeInTheDocument();
    const shownAt = Date.now();
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/admin/create-user' });
    expect(requests[0].data).toEqual({
      email: 'New@Example.org',
      displayName: 'New Member',
      occupation: 'Pilot',
      birthday: '1990-06-15',
      isLocationVisible: false,
      isBirthdayVisible: true,
    });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    await waitFor(() => expect(screen.queryByText('User created successfully! Welcome email sent.')).not.toBeInTheDocument(), { timeout: 4000 });
    // (findByText polls, so the message appeared a little before shownAt.)
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
  });

  it('says when the welcome e-mail could not be sent', async () => {
    renderForm([created(false)]);
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.org');
    await userEvent.type(screen.getByLabelText('Display Name'), 'New Member');
    await userEvent.click(createButton());
    expect(await screen.findByText(/the welcome email could not be sent/)).toBeInTheDocument();
  });

  it("shows the server's message and keeps what was typed (a duplicate address)", async () => {
    renderForm([
      {
        method: 'POST',
        url: '/api/auth/admin/create-user',
        status: 409,
        body: { success: false, message: 'An account with this email already exists.', errors: { email: 'An account with this email already exists.' } },
      },
    ]);
    await userEvent.type(screen.getByLabelText('Email'), 'taken@example.org');
    await userEvent.type(screen.getByLabelText('Display Name'), 'New Member');
    await userEvent.click(createButton());
    // The section's status line, and the field's own error (antd's form draws it a moment later).
    await waitFor(() => expect(screen.getAllByText('An account with this email already exists.')).toHaveLength(2));
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.org');
  });

  it.each([
    [{ status: 500, body: { success: false } }, 'Failed to create user'],
    [{ respond: () => Promise.reject(new Error('Network Error')) }, 'Failed to create user. Please try again.'],
  ])('falls back to the spec messages (%#)', async (answer, message) => {
    renderForm([{ method: 'POST', url: '/api/auth/admin/create-user', ...answer } as FakeRoute]);
    await userEvent.type(screen.getByLabelText('Email'), 'new@example.org');
    await userEvent.type(screen.getByLabelText('Display Name'), 'New Member');
    await userEvent.click(createButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
