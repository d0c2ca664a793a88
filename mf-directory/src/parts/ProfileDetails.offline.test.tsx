import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import { renderDirectory } from '../test-support/renderDirectory';
import { inEnglish } from '../profile/messages';
import { ProfileDetails } from './ProfileDetails';

// The editor's chunk cannot be fetched, as on a device that went offline after the directory
// loaded: the network edge of a lazy import.
jest.mock('../my-account/ProfileEditForm', () => {
  throw new Error('ChunkLoadError: Loading chunk 376 failed.');
});

quietConsoleButFailOnActWarnings();

it('offline, Edit Profile says the editor needs the server, and Cancel returns to the profile', async () => {
  const me = makeUser({ id: 7, displayName: 'Jo March', occupation: 'Writer' });
  renderDirectory(<ProfileDetails open user={me} onClose={jest.fn()} />, { user: me });
  await userEvent.click(screen.getByRole('button', { name: /Edit Profile/ }));
  expect(await screen.findByText(inEnglish('profile.editorUnavailable'))).toBeInTheDocument();
  expect(screen.queryByLabelText('Display Name')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('heading', { name: 'Jo March' })).toBeInTheDocument();
});
