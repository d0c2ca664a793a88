import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import type { FamilyTree } from 'shared-contracts';
import { makeUser, renderWithShell, type FakeRoute } from 'shared-contracts/testing';
import { inEnglish } from './family/messages';
import { FamilySection, whoseFamily } from './FamilySection';

jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compress = imageCompression as unknown as jest.Mock;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  compress.mockReset();
  compress.mockImplementation(async () => new File(['small'], 'small.png', { type: 'image/png' }));
});

/** A tree the fake server keeps: Jo (m4) is Marmee's daughter; Amy is Jo's partner; Daisy a relative Jo added. */
function familyServer() {
  const tree: FamilyTree = {
    me: 'm4',
    people: [
      { id: 'm4', memberId: 4, name: 'Jo March', gender: null, canEdit: true },
      { id: 'm1', memberId: 1, name: 'Marmee March', gender: 'female', canEdit: false },
      { id: 'm5', memberId: 5, name: 'Laurie Laurence', gender: 'male', canEdit: false },
      { id: 'r2', name: 'Daisy Brooke', firstName: 'Daisy', lastName: 'Brooke', gender: 'female', birthDate: '1870', isBirthDateVisible: true, canEdit: true, addedByYou: true },
      // Imported by an admin: Jo (an admin here) may change her, but did not add her.
      { id: 'r3', name: 'Old Josiah', firstName: 'Old', lastName: 'Josiah', gender: 'male', canEdit: true },
    ],
    parents: [{ child: 'm4', parent: 'm1', kind: 'birth' }],
    partners: [{ id: 7, a: 'm4', b: 'm5', married: true, ended: false }],
  };
  const sent: Array<{ call: string; body: unknown }> = [];
  const ok = (data?: unknown) => ({ status: 200, body: { success: true, ...(data ? { data } : {}) } });
  const routes: FakeRoute[] = [
    { method: 'GET', url: '/api/auth/family/tree', respond: () => ok(structuredClone(tree)) },
    {
      method: 'POST',
      url: '/api/auth/family/parents',
      respond: ({ data }) => {
        const link = data as { child: string; parent: string; kind: 'birth' };
        sent.push({ call: 'addParent', body: link });
        if (link.parent === 'r2' && link.child === 'm4') return { status: 400, body: { success: false, message: "Daisy Brooke is already Jo March's descendant and cannot also be their parent." } };
        tree.parents.push(link);
        return { status: 201, body: { success: true, data: { link } } };
      },
    },
    {
      method: 'DELETE',
      url: /\/api\/auth\/family\/parents\/m4\/m1$/,
      respond: () => {
        sent.push({ call: 'removeParent', body: null });
        tree.parents = [];
        return ok();
      },
    },
    {
      method: 'PUT',
      url: '/api/auth/family/people/m4',
      respond: ({ data }) => {
        sent.push({ call: 'updatePerson', body: data });
        tree.people[0].gender = (data as { gender: 'female' }).gender;
        return ok({ person: tree.people[0] });
      },
    },
    {
      method: 'POST',
      url: '/api/auth/family/people',
      respond: ({ data }) => {
        sent.push({ call: 'addRelative', body: data });
        const facts = data as { firstName: string; lastName: string };
        const person = { id: 'r9', name: `${facts.firstName} ${facts.lastName}`, gender: null, canEdit: true, addedByYou: true };
        tree.people.push(person);
        return { status: 201, body: { success: true, data: { person } } };
      },
    },
  ];
  return { tree, sent, routes };
}

function renderSection(routes: FakeRoute[]) {
  return renderWithShell(<FamilySection />, { user: makeUser({ id: 4, displayName: 'Jo March' }), network: routes });
}

const list = (name: string) => screen.getByRole('region', { name });

describe('Your family', () => {
  it('lists your parents, partners and children, each with how', async () => {
    renderSection(familyServer().routes);
    expect(await within(await screen.findByRole('region', { name: inEnglish('family.parents') })).findByText('Marmee March')).toBeInTheDocument();
    expect(within(list(inEnglish('family.parents'))).getByText('· Birth')).toBeInTheDocument();
    expect(within(list(inEnglish('family.partners'))).getByText('Laurie Laurence')).toBeInTheDocument();
    expect(within(list(inEnglish('family.partners'))).getByText('· Married')).toBeInTheDocument();
    expect(within(list(inEnglish('family.children'))).getByText(inEnglish('family.none'))).toBeInTheDocument();
    expect(within(list(inEnglish('family.yourRelatives'))).getByText('Daisy Brooke (b. 1870)')).toBeInTheDocument();
    expect(within(list(inEnglish('family.yourRelatives'))).queryByText(/Old Josiah/)).not.toBeInTheDocument();
  });

  it('adds a child: the server is asked with who is whose, and the list shows them', async () => {
    const { routes, sent } = familyServer();
    renderSection(routes);
    await screen.findByRole('region', { name: inEnglish('family.parents') });
    await userEvent.selectOptions(screen.getByLabelText(inEnglish('family.whoLabel')), 'Daisy Brooke (b. 1870)');
    await userEvent.selectOptions(screen.getByLabelText(inEnglish('family.asLabel')), 'child');
    await userEvent.selectOptions(screen.getByLabelText(inEnglish('family.kindLabel')), 'Adoptive');
    await userEvent.click(screen.getByRole('button', { name: inEnglish('family.add') }));
    expect(await within(list(inEnglish('family.children'))).findByText('Daisy Brooke')).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'addParent', body: { child: 'r2', parent: 'm4', kind: 'adoptive' } }]);
  });

  it("shows the server's refusal as it says it, and nothing changes", async () => {
    const { routes, tree } = familyServer();
    renderSection(routes);
    await screen.findByRole('region', { name: inEnglish('family.parents') });
    await userEvent.selectOptions(screen.getByLabelText(inEnglish('family.whoLabel')), 'Daisy Brooke (b. 1870)');
    await userEvent.click(screen.getByRole('button', { name: inEnglish('family.add') }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Daisy Brooke is already Jo March's descendant and cannot also be their parent.");
    expect(tree.parents).toHaveLength(1);
    expect(within(list(inEnglish('family.parents'))).queryByText('Daisy Brooke')).not.toBeInTheDocument();
  });

  it('asks who, before asking the server anything', async () => {
    const { routes, sent } = familyServer();
    renderSection(routes);
    await screen.findByRole('region', { name: inEnglish('family.parents') });
    await userEvent.click(screen.getByRole('button', { name: inEnglish('family.add') }));
    expect(screen.getByRole('alert')).toHaveTextContent(inEnglish('family.chooseWho'));
    expect(sent).toEqual([]);
  });

  it('removes a link, and sets the words the tree uses for you; the screens showing relations hear of each change', async () => {
    const { routes, sent } = familyServer();
    const heard = jest.fn();
    window.addEventListener('familynet:family-changed', heard);
    renderSection(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Marmee March as your parent' }));
    expect(await within(list(inEnglish('family.parents'))).findByText(inEnglish('family.none'))).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(inEnglish('family.genderLabel')), 'Female');
    await waitFor(() => expect(sent).toEqual([{ call: 'removeParent', body: null }, { call: 'updatePerson', body: { gender: 'female' } }]));
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    window.removeEventListener('familynet:family-changed', heard);
  });

  it('adds a relative without an account, who can then be linked', async () => {
    const { routes, sent } = familyServer();
    renderSection(routes);
    await userEvent.click(await screen.findByRole('button', { name: inEnglish('family.relativeOpen') }));
    const form = screen.getByRole('form', { name: inEnglish('family.relativeTitle') });
    await userEvent.type(within(form).getByLabelText(inEnglish('family.firstName')), 'Grandpa');
    await userEvent.type(within(form).getByLabelText(inEnglish('family.lastName')), 'March');
    await userEvent.type(within(form).getByLabelText(inEnglish('family.birthDate')), '1899');
    await userEvent.type(within(form).getByLabelText(inEnglish('family.deathDate')), '1961-02');
    // The year kept back, as a member may keep theirs; the switch follows the date's.
    await userEvent.click(within(form).getByLabelText(inEnglish('family.birthYearVisible')));
    await userEvent.click(within(form).getByRole('button', { name: inEnglish('family.addRelative') }));
    expect(await within(list(inEnglish('family.yourRelatives'))).findByText('Grandpa March')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        call: 'addRelative',
        body: { firstName: 'Grandpa', lastName: 'March', gender: null, birthDate: '1899', isBirthDateVisible: true, isBirthYearVisible: false, deathDate: '1961-02', note: '' },
      },
    ]);
    expect(within(screen.getByLabelText(inEnglish('family.whoLabel'))).getByRole('option', { name: 'Grandpa March' })).toBeInTheDocument();
  });

  it('corrects a relative one added: the form comes filled in, and the change goes to the server', async () => {
    const { routes, sent, tree } = familyServer();
    routes.push({
      method: 'PUT',
      url: '/api/auth/family/people/r2',
      respond: ({ data }) => {
        sent.push({ call: 'updatePerson r2', body: data });
        Object.assign(tree.people[3], { birthDate: (data as { birthDate: string }).birthDate });
        return { status: 200, body: { success: true, data: { person: tree.people[3] } } };
      },
    });
    renderSection(routes);
    const relatives = await screen.findByRole('region', { name: inEnglish('family.yourRelatives') });
    await userEvent.click(within(relatives).getByRole('button', { name: "Change Daisy Brooke's facts" }));
    const form = screen.getByRole('form', { name: inEnglish('family.editTitle', { name: 'Daisy Brooke' }) });
    const born = within(form).getByLabelText(inEnglish('family.birthDate'));
    expect(born).toHaveValue('1870');
    await userEvent.clear(born);
    await userEvent.type(born, '1871-05');
    await userEvent.click(within(form).getByRole('button', { name: inEnglish('family.save') }));
    expect(await within(relatives).findByText('Daisy Brooke (b. 1871)')).toBeInTheDocument();
    expect(sent).toEqual([
      { call: 'updatePerson r2', body: { firstName: 'Daisy', lastName: 'Brooke', gender: 'female', birthDate: '1871-05', isBirthDateVisible: true, isBirthYearVisible: true, deathDate: '', note: '' } },
    ]);
  });

  it("invites a relative to join from their place: the link is shown to send them", async () => {
    const { routes } = familyServer();
    const token = 'T'.repeat(43);
    routes.push({
      method: 'POST',
      url: '/api/auth/family/people/r2/invitation',
      respond: () => ({
        status: 201,
        body: { success: true, data: { token, invitation: { id: 3, createdBy: { id: 4, name: 'Jo March' }, createdAt: '2026-11-28T00:00:00Z', expiresAt: '2026-12-05T00:00:00Z', uses: 0, maxUses: 1, name: 'Daisy Brooke' } } },
      }),
    });
    renderSection(routes);
    const relatives = await screen.findByRole('region', { name: inEnglish('family.yourRelatives') });
    await userEvent.click(within(relatives).getByRole('button', { name: inEnglish('family.invite') }));
    const link = await within(relatives).findByLabelText(inEnglish('family.invitationFor', { name: 'Daisy Brooke' }));
    expect((link as HTMLInputElement).value).toContain(token);
  });

  it('says so when the tree cannot be had', async () => {
    renderSection([{ method: 'GET', url: '/api/auth/family/tree', status: 500, body: { success: false } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(inEnglish('family.loadFailed'));
  });
});

describe("A member's family, as an admin or a manager changes it", () => {
  function renderTheirs(routes: FakeRoute[]) {
    // Jo (m4) is the admin here; the family is Marmee's (m1).
    return renderWithShell(<FamilySection subject={{ id: 'm1', name: 'Marmee March' }} />, { user: makeUser({ id: 4, displayName: 'Jo March', isAdmin: true }), network: routes });
  }

  it("lists that member's links in their name, and adds a child to them, not to the admin", async () => {
    const { routes, sent } = familyServer();
    renderTheirs(routes);
    const words = whoseFamily(inEnglish, 'Marmee March');
    expect(await within(await screen.findByRole('region', { name: words.children })).findByText('Jo March')).toBeInTheDocument();
    expect(within(list(words.parents)).getByText(inEnglish('family.none'))).toBeInTheDocument();
    expect(screen.getByLabelText(words.genderLabel)).toHaveValue('female');
    expect(screen.getByRole('button', { name: "Remove Jo March as Marmee March's child" })).toBeInTheDocument();
    // The admin's own relatives are not listed in another member's family.
    expect(screen.queryByRole('region', { name: inEnglish('family.yourRelatives') })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(inEnglish('family.whoLabel')), 'Daisy Brooke (b. 1870)');
    await userEvent.selectOptions(screen.getByLabelText(words.asLabel), 'child');
    await userEvent.click(screen.getByRole('button', { name: inEnglish('family.add') }));
    expect(await within(list(words.children)).findByText('Daisy Brooke')).toBeInTheDocument();
    expect(sent).toEqual([{ call: 'addParent', body: { child: 'r2', parent: 'm1', kind: 'birth' } }]);
  });
});

describe("A relative's photo", () => {
  /** The family server above, which also keeps Daisy's photo. */
  function photoServer(options: { upload?: FakeRoute['respond'] } = {}) {
    const server = familyServer();
    const daisy = server.tree.people.find((person) => person.id === 'r2')!;
    const uploads: FormData[] = [];
    server.routes.push(
      {
        method: 'POST',
        url: '/api/auth/family/people/r2/photo',
        respond:
          options.upload ??
          (({ data }) => {
            uploads.push(data as FormData);
            daisy.photoURL = `/uploads/avatars/${'a'.repeat(31)}${uploads.length}.webp`;
            return { status: 200, body: { success: true, data: { person: daisy } } };
          }),
      },
      {
        method: 'DELETE',
        url: '/api/auth/family/people/r2/photo',
        respond: () => {
          server.sent.push({ call: 'removeRelativePhoto', body: null });
          delete daisy.photoURL;
          return { status: 200, body: { success: true, data: { person: daisy } } };
        },
      },
    );
    return { ...server, daisy, uploads };
  }

  async function openDaisy() {
    await userEvent.click(await screen.findByRole('button', { name: "Change Daisy Brooke's facts" }));
    return screen.getByRole('group', { name: inEnglish('family.photoOf', { name: 'Daisy Brooke' }) });
  }

  async function pick(file = new File(['original-picture'], 'daisy.png', { type: 'image/png' })) {
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(inEnglish('family.photoPicture', { name: 'Daisy Brooke' })), file);
  }

  it('adds a photo: shrunk as the avatar is, sent as the one field "photo", then shown in the list', async () => {
    const { routes, uploads } = photoServer();
    renderSection(routes);
    const photo = await openDaisy();
    expect(within(photo).queryByRole('button', { name: inEnglish('family.removePhoto') })).not.toBeInTheDocument();
    await pick();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(compress).toHaveBeenCalledWith(expect.any(File), { maxSizeMB: 0.5, maxWidthOrHeight: 512, initialQuality: 0.8, useWebWorker: false });
    expect([...uploads[0].keys()]).toEqual(['photo']);
    expect((uploads[0].get('photo') as File).size).toBe('small'.length);
    const row = within(list(inEnglish('family.yourRelatives')));
    await waitFor(() => expect(row.getAllByRole('img', { name: 'Photo of Daisy Brooke' })[0]).toHaveAttribute('src', `/uploads/avatars/${'a'.repeat(31)}1.webp`));
    expect(within(photo).getByRole('button', { name: inEnglish('family.changePhoto') })).toBeEnabled();
  });

  it('changes and removes a photo', async () => {
    const { routes, daisy, sent } = photoServer();
    daisy.photoURL = '/uploads/avatars/old.webp';
    renderSection(routes);
    const photo = await openDaisy();
    expect(within(photo).getByRole('img', { name: 'Photo of Daisy Brooke' })).toHaveAttribute('src', '/uploads/avatars/old.webp');
    await pick();
    await waitFor(() => expect(within(photo).getByRole('img', { name: 'Photo of Daisy Brooke' })).not.toHaveAttribute('src', '/uploads/avatars/old.webp'));
    await userEvent.click(within(photo).getByRole('button', { name: inEnglish('family.removePhoto') }));
    await waitFor(() => expect(within(list(inEnglish('family.yourRelatives'))).queryAllByRole('img')).toHaveLength(0));
    expect(sent).toContainEqual({ call: 'removeRelativePhoto', body: null });
    expect(within(photo).getByRole('button', { name: inEnglish('family.addPhoto') })).toBeInTheDocument();
  });

  it("says what went wrong: a file that is no picture, and the server's refusal", async () => {
    const { routes } = photoServer({ upload: () => ({ status: 400, body: { success: false, message: 'Please upload a JPEG, PNG or WebP image.' } }) });
    renderSection(routes);
    const photo = await openDaisy();
    await pick(new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }));
    expect(await within(photo).findByRole('alert')).toHaveTextContent('The file given is not an image');
    await pick();
    const alert = await within(photo).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(inEnglish('family.photoFailed')));
    expect(alert).toHaveTextContent('Please upload a JPEG, PNG or WebP image.');
  });
});

describe('Relatives one added, after an import of a genealogy', () => {
  it('lists 30 at once and finds the others by name', async () => {
    const server = familyServer();
    for (let n = 1; n <= 45; n += 1) server.tree.people.push({ id: `r${100 + n}`, name: `Ancestor ${n}`, gender: null, canEdit: true, addedByYou: true });
    renderSection(server.routes);
    const relatives = await screen.findByRole('region', { name: inEnglish('family.yourRelatives') });
    expect(within(relatives).getAllByRole('listitem')).toHaveLength(30);
    expect(within(relatives).getByText(inEnglish('family.moreRelatives', { more: 16 }))).toBeInTheDocument();
    await userEvent.type(within(relatives).getByRole('searchbox', { name: inEnglish('family.findRelative') }), 'ancestor 4');
    expect(within(relatives).getAllByRole('listitem').map((item) => /Ancestor \d+/.exec(item.textContent ?? '')?.[0])).toEqual(
      ['Ancestor 4', 'Ancestor 40', 'Ancestor 41', 'Ancestor 42', 'Ancestor 43', 'Ancestor 44', 'Ancestor 45'],
    );
    expect(within(relatives).queryByText(/more: type a name/)).not.toBeInTheDocument();
  });
});
