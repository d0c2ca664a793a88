import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { MEMBER_FIELDS, type User } from 'shared-contracts';
import { sessionAtom } from 'shared-contracts/runtime';
import { makeUser, type FakeRoute, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import { renderDirectory, renderWithoutAntdTheme } from '../test-support/renderDirectory';
import { ProfileDetails } from './ProfileDetails';

// The image library is a third-party edge (canvas work jsdom cannot do); our code is real.
// antd's Form is heavy in jsdom (about half a second per edit form); the browser is far quicker.
jest.setTimeout(20000);

quietConsoleButFailOnActWarnings();

jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compress = imageCompression as unknown as jest.Mock;

const me = makeUser({ id: 7, displayName: 'Jo March', email: 'jo@march.family', occupation: 'Writer' });
const beth = makeUser({
  id: 9,
  displayName: 'Beth March',
  email: 'beth@march.family',
  phoneNumber: '5559876543',
  occupation: 'Pianist',
  bio: 'Plays for everyone',
  birthday: '1992-03-04',
  isBirthdayVisible: true,
  address: { address1: '10 Orchard St', address2: 'Upstairs', city: 'Concord', state: 'MA', country: 'USA', postalCode: '01742' },
});
const admin = makeUser({ id: 1, displayName: 'Marmee' });
const manager = makeUser({ id: 2, displayName: 'Aunt March' });

function renderDialog(user: User, { as = me, network = [] as FakeRoute[] } = {}) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderDirectory(<ProfileDetails open user={user} onClose={onClose} onSaved={onSaved} />, { user: as, network });
  return { ...view, onClose, onSaved, dialog: screen.getByRole('dialog', { name: 'Profile Details' }) };
}

const editButton = () => screen.getByRole('button', { name: /Edit Profile/ });
const field = (label: string) => screen.getByLabelText(label);

async function startEditing() {
  await userEvent.click(editButton());
  // The editor is fetched on first use (a lazy chunk).
  return screen.findByLabelText('Display Name');
}

beforeEach(() => {
  compress.mockReset();
  compress.mockImplementation(async () => new File(['small'], 'me.png', { type: 'image/png' }));
});

describe("antd's theme", () => {
  // 'fn' is AntdTheme's CSS-variable scope: antd's components outside one carry antd's own.
  it('comes with the dialog (the directory, which opens it, renders no antd and no AntdTheme), the editor included', async () => {
    renderWithoutAntdTheme(<ProfileDetails open user={me} onClose={jest.fn()} />, { user: me });
    const dialog = await screen.findByRole('dialog', { name: 'Profile Details' });
    expect(dialog.closest('.fn')).not.toBeNull();
    expect(within(dialog).getByRole('link', { name: /Add to contacts/ })).toHaveClass('fn');
    await userEvent.click(within(dialog).getByRole('button', { name: /Edit Profile/ }));
    expect(await within(dialog).findByRole('button', { name: 'Save Changes' })).toHaveClass('fn');
  });
});

describe('view mode', () => {
  it('shows who: avatar, name, occupation and contact icons', () => {
    const { dialog } = renderDialog(beth);
    expect(within(dialog).getByRole('heading', { name: 'Beth March' })).toBeInTheDocument();
    expect(within(dialog).getByText('B')).toBeInTheDocument();
    expect(within(dialog).getByText('Pianist')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Call Beth March' })).toHaveAttribute('href', 'tel:5559876543');
    expect(within(dialog).getByRole('link', { name: 'Email Beth March' })).toHaveAttribute('href', 'mailto:beth@march.family');
    expect(within(dialog).queryByText('You')).not.toBeInTheDocument();
  });

  it('shows About, Contact Information and Address', () => {
    const { dialog } = renderDialog(beth);
    const about = within(dialog).getByRole('region', { name: 'About' });
    expect(about).toHaveTextContent('Plays for everyone');
    const contact = within(dialog).getByRole('region', { name: 'Contact Information' });
    expect(contact).toHaveTextContent('beth@march.family');
    expect(contact).toHaveTextContent('(555) 987-6543');
    expect(contact).toHaveTextContent('Concord, MA');
    expect(contact).toHaveTextContent('March 4, 1992');
    expect(within(dialog).getByRole('region', { name: 'Address' })).toHaveTextContent('10 Orchard St, Upstairs, Concord, MA, 01742, USA');
  });

  it("keeps someone's hidden birthday hidden", () => {
    const { dialog } = renderDialog({ ...beth, isBirthdayVisible: false });
    expect(within(dialog).queryByText('March 4, 1992')).not.toBeInTheDocument();
  });

  it("shows one's own birthday only when visible, as the spec says, and the 'You' chip", () => {
    const hidden = { ...me, birthday: '1990-12-10', isBirthdayVisible: false };
    const { dialog, unmount } = renderDialog(hidden, { as: hidden });
    expect(within(dialog).queryByText('December 10, 1990')).not.toBeInTheDocument();
    expect(within(dialog).getByText('You')).toBeInTheDocument();
    unmount();
    const shown = { ...me, birthday: '1990-12-10', isBirthdayVisible: true };
    renderDialog(shown, { as: shown });
    expect(screen.getByText('December 10, 1990')).toBeInTheDocument();
  });

  it("keeps someone's hidden phone, e-mail, address and birth year hidden, even from an admin who receives them", () => {
    const { dialog } = renderDialog(
      { ...beth, isBirthdayVisible: true, isPhoneVisible: false, isEmailVisible: false, isAddressVisible: false, isBirthYearVisible: false },
      { as: admin },
    );
    expect(within(dialog).getByText('March 4')).toBeInTheDocument();
    expect(within(dialog).queryByText(/1992/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(beth.email!)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/555/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Address' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Hidden from the family/)).not.toBeInTheDocument();
  });

  it("offers the member's contact card", () => {
    const { dialog } = renderDialog(beth);
    const link = within(dialog).getByRole('link', { name: 'Add to contacts' });
    expect(link).toHaveAttribute('href', '/api/auth/user/9/vcard?version=3.0');
    expect(link).toHaveAttribute('download');
  });

  it('tells its owner what the family does not see', () => {
    const own = { ...me, isPhoneVisible: false, isEmailVisible: false, isBirthdayVisible: true };
    renderDialog(own, { as: own });
    expect(screen.getByText('Hidden from the family: Phone, Email. Edit Profile changes it.')).toBeInTheDocument();
  });

  it("reads 'Live location available' or 'No location shared' without city and state", () => {
    renderDialog({ ...beth, address: {}, isLocationVisible: true, location: { lat: 1, lng: 2 } });
    expect(screen.getByText('Live location available')).toBeInTheDocument();
  });

  it('Close closes, as does the corner X', async () => {
    const { onClose } = renderDialog(beth);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('who may edit', () => {
  it('anyone their own profile', () => {
    renderDialog(me, { as: me });
    expect(editButton()).toBeInTheDocument();
  });

  it.each([
    ['the admin (id 1)', admin],
    ['the manager (id 2)', manager],
  ])("%s anyone's", (_who, as) => {
    renderDialog(beth, { as });
    expect(editButton()).toBeInTheDocument();
  });

  it("not a member someone else's", () => {
    renderDialog(beth, { as: me });
    expect(screen.queryByRole('button', { name: /Edit Profile/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

describe('edit mode', () => {
  it('has every field, the privacy switches, Cancel and Save Changes', async () => {
    const own = { ...me, isLocationVisible: true, isBirthdayVisible: false };
    renderDialog(own, { as: own });
    await startEditing();
    for (const label of ['Display Name', 'First Name', 'Last Name', 'Phone Number', 'Occupation', 'Birthday', 'Bio', 'Address Line 1', 'Address Line 2', 'City', 'State', 'Country', 'Postal Code']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field('Birthday')).toHaveAttribute('type', 'date');
    expect(field('Bio').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('group', { name: 'Privacy Settings' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Location Visible' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Birthday Visible' })).not.toBeChecked();
    for (const name of ['Birth Year Visible', 'Phone Visible', 'Email Visible', 'Address Visible']) expect(screen.getByRole('switch', { name })).toBeChecked();
    expect(screen.getByText('Off: the family sees the day and month of your birthday, never the year or your age.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change avatar' })).toBeInTheDocument();
    expect(screen.getByText('Click to change avatar')).toBeInTheDocument();
  });

  it("starts from the member's data", async () => {
    renderDialog(beth, { as: admin });
    await startEditing();
    expect(field('Display Name')).toHaveValue('Beth March');
    expect(field('Phone Number')).toHaveValue('5559876543');
    expect(field('Birthday')).toHaveValue('1992-03-04');
    expect(field('Address Line 2')).toHaveValue('Upstairs');
    expect(field('Postal Code')).toHaveValue('01742');
  });

  it("offers no avatar upload on someone else's profile (the server sets only one's own)", async () => {
    renderDialog(beth, { as: admin });
    await startEditing();
    expect(screen.queryByRole('button', { name: 'Change avatar' })).not.toBeInTheDocument();
    expect(screen.queryByText('Click to change avatar')).not.toBeInTheDocument();
  });

  it('Cancel throws the edits away and returns to view mode', async () => {
    const { requests } = renderDialog(me, { as: me });
    await startEditing();
    await userEvent.clear(field('Display Name'));
    await userEvent.type(field('Display Name'), 'Josephine');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Jo March' })).toBeInTheDocument();
    await startEditing();
    expect(field('Display Name')).toHaveValue('Jo March');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('checks the fields before sending anything', async () => {
    const { requests } = renderDialog(me, { as: me });
    await startEditing();
    await userEvent.type(field('Phone Number'), 'call me');
    await userEvent.type(field('Postal Code'), '#1');
    fireEvent.change(field('Birthday'), { target: { value: '1899-12-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Phone number may contain only digits, spaces and + ( ) - .')).toBeInTheDocument();
    expect(await screen.findByText('Postal code may contain only letters, digits, spaces and hyphens')).toBeInTheDocument();
    expect(await screen.findByText('Birthday must be a real date between 1900 and 2100')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('saving one’s own profile', () => {
  const answer = (user: User) => ({ method: 'PUT', url: '/api/auth/profile', body: { success: true, data: { user } } });

  it('sends the snake_case payload, stores the answer in the session and closes', async () => {
    const saved = { ...me, displayName: 'Josephine March' };
    const { requests, store, onClose } = renderDialog(me, { as: me, network: [answer(saved as User)] });
    await startEditing();
    await userEvent.clear(field('Display Name'));
    await userEvent.type(field('Display Name'), ' Josephine March ');
    await userEvent.clear(field('Phone Number'));
    await userEvent.type(field('Phone Number'), '555 000 1111');
    await userEvent.clear(field('City'));
    await userEvent.type(field('City'), 'Concord');
    fireEvent.change(field('Birthday'), { target: { value: '' } });
    await userEvent.click(screen.getByRole('switch', { name: 'Location Visible' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: '/api/auth/profile',
      data: {
        display_name: 'Josephine March',
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone_number: '555 000 1111',
        occupation: 'Writer',
        bio: 'Poetical science',
        address: { address1: '12 St James Square', address2: '', city: 'Concord', state: 'LDN', country: 'UK', postalCode: 'SW1Y 4JH' },
        birthday: null,
        isLocationVisible: true,
        isBirthdayVisible: true,
      },
    });
    expect(store.get(sessionAtom).loginUser?.displayName).toBe('Josephine March');
  });

  it("says 'Saving...' and holds the form while the call runs", async () => {
    let release: () => void = () => {};
    renderDialog(me, {
      as: me,
      network: [{ method: 'PUT', url: '/api/auth/profile', respond: () => new Promise((resolve) => (release = () => resolve({ status: 200, body: { success: true, data: { user: me } } }))) }],
    });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Saving...')).toBeInTheDocument();
    expect(field('Display Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => release());
  });

  it('cannot be closed while saving, so a late answer never lands in another dialog', async () => {
    let release: () => void = () => {};
    const { onClose } = renderDialog(me, {
      as: me,
      network: [{ method: 'PUT', url: '/api/auth/profile', respond: () => new Promise((resolve) => (release = () => resolve({ status: 200, body: { success: true, data: { user: me } } }))) }],
    });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Saving...');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => release());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("alerts 'Failed to save profile. Please try again.' with the server's reason, and keeps the edits", async () => {
    const { onClose } = renderDialog(me, {
      as: me,
      network: [{ method: 'PUT', url: '/api/auth/profile', status: 400, body: { success: false, message: 'Birthday must be a real date between 1900 and 2100' } }],
    });
    await startEditing();
    await userEvent.clear(field('Occupation'));
    await userEvent.type(field('Occupation'), 'Novelist');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save profile. Please try again.');
    expect(alert).toHaveTextContent('Birthday must be a real date between 1900 and 2100');
    expect(field('Occupation')).toHaveValue('Novelist');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('marks the fields the server refused', async () => {
    renderDialog(me, {
      as: me,
      network: [
        {
          method: 'PUT',
          url: '/api/auth/profile',
          status: 400,
          body: { success: false, message: 'Some fields are not valid', errors: { city: 'City is not on the map', nonsense: 'ignored' } },
        },
      ],
    });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('City is not on the map')).toBeInTheDocument();
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('ignored')).not.toBeInTheDocument();
  });

  it('alerts without a reason when the server gave none', async () => {
    renderDialog(me, { as: me, network: [{ method: 'PUT', url: '/api/auth/profile', respond: () => Promise.reject(new Error('Network Error')) }] });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to save profile\. Please try again\.$/);
  });
});

describe("an admin or manager saving someone else's profile", () => {
  it('PUTs the camelCase payload to the admin path, hands back the member and closes', async () => {
    const { requests, onSaved, onClose } = renderDialog(beth, {
      as: manager,
      network: [{ method: 'PUT', url: '/api/auth/admin/user/9/profile', body: { success: true, message: 'Profile updated' } }],
    });
    await startEditing();
    await userEvent.clear(field('Occupation'));
    await userEvent.type(field('Occupation'), 'Musician');
    await userEvent.click(screen.getByRole('switch', { name: 'Birthday Visible' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = requests.find((r) => r.method === 'PUT')?.data as Record<string, unknown>;
    // Fields of the table only, camelCase (a field added to the table is sent too: its own value, or '').
    expect(Object.keys(sent).filter((key) => key !== 'address' && !Object.hasOwn(MEMBER_FIELDS, key))).toEqual([]);
    expect(sent).toMatchObject({
      displayName: 'Beth March',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '5559876543',
      occupation: 'Musician',
      bio: 'Plays for everyone',
      birthday: '1992-03-04',
      isLocationVisible: false,
      isBirthdayVisible: false,
      // Each switch is saved as the member left it (the fixture's are on).
      isBirthYearVisible: true,
      isPhoneVisible: true,
      isEmailVisible: true,
      isAddressVisible: true,
      address: { address1: '10 Orchard St', address2: 'Upstairs', city: 'Concord', state: 'MA', country: 'USA', postalCode: '01742' },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 9, occupation: 'Musician', isBirthdayVisible: false, email: 'beth@march.family' }));
  });

  it("uses the server's copy of the member when it sends one", async () => {
    const { onSaved } = renderDialog(beth, {
      as: admin,
      network: [{ method: 'PUT', url: '/api/auth/admin/user/9/profile', body: { success: true, data: { user: { ...beth, occupation: 'Pianist (saved)' } } } }],
    });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ occupation: 'Pianist (saved)' })));
  });

  it("raises a non-OK answer as 'Failed to update profile: 500 Internal Server Error'", async () => {
    const { onClose, onSaved } = renderDialog(beth, { as: admin, network: [{ method: 'PUT', url: '/api/auth/admin/user/9/profile', status: 500, body: {} }] });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save profile. Please try again.');
    expect(alert).toHaveTextContent('Failed to update profile: 500 Internal Server Error');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('marks the fields the server refused on the admin path too', async () => {
    renderDialog(beth, {
      as: admin,
      network: [{ method: 'PUT', url: '/api/auth/admin/user/9/profile', status: 400, body: { success: false, message: 'Some fields are not valid', errors: { postalCode: 'Postal code is too long' } } }],
    });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile: 400 Bad Request');
    expect(screen.getByText('Postal code is too long')).toBeInTheDocument();
  });

  it("adds the server's reason to the status", async () => {
    renderDialog(beth, { as: admin, network: [{ method: 'PUT', url: '/api/auth/admin/user/9/profile', status: 403, body: { success: false, message: 'Only admins and managers may do this' } }] });
    await startEditing();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update profile: 403 Forbidden');
    expect(alert).toHaveTextContent('Only admins and managers may do this');
  });
});

describe('the avatar (own profile, edit mode)', () => {
  const picture = () => new File(['original-picture'], 'me.png', { type: 'image/png' });
  const uploadRoute = (body: unknown, status = 200): FakeRoute => ({ method: 'POST', url: '/api/auth/upload-avatar', status, body });

  async function pick(file: File) {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Avatar picture'), file);
  }

  it('compresses, uploads one multipart field `avatar`, and shows the new photo', async () => {
    const { requests, store } = renderDialog(me, { as: me, network: [uploadRoute({ success: true, data: { avatarUrl: '/uploads/avatars/7.webp' } })] });
    await startEditing();
    await pick(picture());
    expect(await screen.findByRole('img', { name: 'Photo of Jo March' })).toHaveAttribute('src', '/uploads/avatars/7.webp');
    expect(compress).toHaveBeenCalledWith(expect.any(File), { maxSizeMB: 0.5, maxWidthOrHeight: 512, initialQuality: 0.8, useWebWorker: false });
    const upload = requests.find((r) => r.url === '/api/auth/upload-avatar')!;
    expect(upload.data).toBeInstanceOf(FormData);
    const sent = [...(upload.data as FormData).entries()];
    expect(sent.map(([name]) => name)).toEqual(['avatar']);
    expect((sent[0][1] as File).size).toBe('small'.length);
    expect(upload.headers['X-Requested-With']).toBe('FamilyNet');
    expect(store.get(sessionAtom).loginUser?.photoURL).toBe('/uploads/avatars/7.webp');
  });

  it("shows 'Uploading...' while the upload runs", async () => {
    let release: () => void = () => {};
    renderDialog(me, {
      as: me,
      network: [{ method: 'POST', url: '/api/auth/upload-avatar', respond: () => new Promise((resolve) => (release = () => resolve({ status: 200, body: { success: true, data: { avatarUrl: '/a.webp' } } }))) }],
    });
    await startEditing();
    await pick(picture());
    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change avatar' })).toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText('Click to change avatar')).toBeInTheDocument();
  });

  it('uploads the original file when compression fails', async () => {
    compress.mockRejectedValue(new Error('canvas is not supported'));
    const { requests } = renderDialog(me, { as: me, network: [uploadRoute({ success: true, data: { avatarUrl: '/a.webp' } })] });
    await startEditing();
    await pick(picture());
    await waitFor(() => expect(requests.some((r) => r.url === '/api/auth/upload-avatar')).toBe(true));
    const sent = (requests.find((r) => r.url === '/api/auth/upload-avatar')!.data as FormData).get('avatar') as File;
    expect(sent.size).toBe('original-picture'.length);
    expect(sent.name).toBe('me.png');
  });

  it("alerts 'Failed to upload avatar. Please try again.' when the upload fails", async () => {
    const { store } = renderDialog(me, { as: me, network: [uploadRoute({ success: false, message: 'Images only, up to 5 MB' }, 400)] });
    await startEditing();
    await pick(picture());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to upload avatar. Please try again.');
    expect(alert).toHaveTextContent('Images only, up to 5 MB');
    expect(store.get(sessionAtom).loginUser?.photoURL).toBeUndefined();
  });

  it('treats an answer without success as a failure', async () => {
    renderDialog(me, { as: me, network: [uploadRoute({ success: false })] });
    await startEditing();
    await pick(picture());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload avatar. Please try again.');
  });

  it("refuses a file that is not an image: 'The file given is not an image'", async () => {
    const { requests } = renderDialog(me, { as: me });
    await startEditing();
    await pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file given is not an image');
    expect(compress).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });
});
