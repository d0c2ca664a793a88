import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { BACKGROUND_COMPRESSION, STORAGE_KEYS, type GalleryItem } from 'shared-contracts';
import { backgroundUrlAtom } from 'shared-contracts/runtime';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { quietConsoleButFailOnActWarnings, renderSettings as renderSection } from '../test-support/renderSettings';
import { BackgroundImage } from './BackgroundImage';

jest.setTimeout(30000);
quietConsoleButFailOnActWarnings();

// jsdom has no canvas: the compression library is the edge replaced here (it works in the browser tests).
jest.mock('browser-image-compression', () => ({ __esModule: true, default: jest.fn() }));
const compress = imageCompression as unknown as jest.Mock;

const admin = makeUser({ id: 1, displayName: 'Marmee March' });
const url = (name: string) => `/uploads/backgrounds/${name}`;
const item = (name: string, size: number, isCurrent = false): GalleryItem => ({ url: url(name), filename: name, filePath: name, size, isCurrent });
const SEA = 'bg-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp';
const HILLS = 'bg-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp';

const currentRoute = (backgroundUrl: string | null): FakeRoute => ({ method: 'GET', url: '/api/auth/background-image', body: { success: true, data: { backgroundUrl } } });
const galleryRoute = (backgrounds: GalleryItem[]): FakeRoute => ({ method: 'GET', url: '/api/auth/admin/background-images', body: { success: true, data: { backgrounds } } });

function renderBackground(network: FakeRoute[]) {
  return renderSection(<BackgroundImage />, { user: admin, network });
}

const preview = () => screen.getByRole('figure', { name: 'Current background' });
const gallery = () => screen.getByRole('region', { name: 'Background gallery' });
const galleryItem = (name: string) => within(gallery()).getByRole('listitem', { name });
const openGallery = () => userEvent.click(screen.getByRole('button', { name: /Browse Gallery/ }));
const upload = (file: File) => userEvent.upload(screen.getByLabelText('Background picture'), file, { applyAccept: false });
const picture = (name = 'holiday.jpg', type = 'image/jpeg', bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  localStorage.clear();
  compress.mockImplementation(async (file: File) => new File([new Uint8Array(700)], file.name, { type: 'image/jpeg' }));
});

describe('Background Image: the current picture', () => {
  it("shows the family's current background", async () => {
    renderBackground([currentRoute(url(SEA))]);
    expect(screen.getByRole('heading', { level: 2, name: 'Background Image' })).toBeInTheDocument();
    await waitFor(() => expect(within(preview()).getByRole('img', { name: 'The current background image' })).toHaveAttribute('src', url(SEA)));
  });

  it('says when there is none (the default)', async () => {
    const { requests } = renderBackground([currentRoute(null)]);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(preview()).toHaveTextContent('Default background: no picture chosen');
  });
});

describe('Background Image: the gallery', () => {
  it('lists each picture with its preview, file name, size and the current mark', async () => {
    renderBackground([currentRoute(url(SEA)), galleryRoute([item(SEA, 245_760, true), item(HILLS, 1_572_864)])]);
    const button = screen.getByRole('button', { name: /Browse Gallery/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await openGallery();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const sea = await within(gallery()).findByRole('listitem', { name: SEA });
    expect(within(sea).getByText('240 KB')).toBeInTheDocument();
    expect(within(sea).getByText('Current')).toBeInTheDocument();
    expect(sea.querySelector('img')).toHaveAttribute('src', url(SEA));
    expect(within(sea).getByRole('button', { name: `Set ${SEA} as the background` })).toBeDisabled();
    const hills = galleryItem(HILLS);
    expect(within(hills).getByText('1.50 MB')).toBeInTheDocument();
    expect(within(hills).queryByText('Current')).not.toBeInTheDocument();
    await openGallery();
    expect(screen.queryByRole('region', { name: 'Background gallery' })).not.toBeInTheDocument();
  });

  it("says 'Failed to load background gallery' when it cannot be listed (the server's message first)", async () => {
    renderBackground([currentRoute(null), { method: 'GET', url: '/api/auth/admin/background-images', status: 500, body: {} }]);
    await openGallery();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load background gallery');
  });

  it("says 'Failed to load background gallery' when the gallery's own code cannot be fetched, and opens on the next try", async () => {
    renderBackground([currentRoute(null), galleryRoute([item(SEA, 245_760, true)])]);
    // The gallery's chunk, as when the connection drops before it has come.
    jest.doMock('./Gallery', () => {
      throw new Error('Loading chunk 812 failed');
    });
    try {
      await openGallery();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load background gallery');
      expect(screen.getByRole('button', { name: /Browse Gallery/ })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.dontMock('./Gallery');
    }
    await openGallery();
    expect(await within(gallery()).findByRole('listitem', { name: SEA })).toBeInTheDocument();
  });

  it('closed before its code has come, the gallery says nothing of that code failing, and opens on the next try', async () => {
    renderBackground([currentRoute(null), galleryRoute([item(SEA, 245_760, true)])]);
    jest.doMock('./Gallery', () => {
      throw new Error('Loading chunk 812 failed');
    });
    try {
      const button = screen.getByRole('button', { name: /Browse Gallery/ });
      // Opened and closed again at once, as by a double tap.
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(console.error).toHaveBeenCalledWith('Loading the gallery code failed', expect.any(Error)));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(button).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.dontMock('./Gallery');
    }
    await openGallery();
    expect(await within(gallery()).findByRole('listitem', { name: SEA })).toBeInTheDocument();
  });

  it('closed before its list has come, the gallery says nothing of that list failing', async () => {
    renderBackground([currentRoute(null), { method: 'GET', url: '/api/auth/admin/background-images', status: 500, body: {} }]);
    const button = screen.getByRole('button', { name: /Browse Gallery/ });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Loading the background gallery failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opened, closed and opened again, it shows the latest list, whichever answer comes last', async () => {
    let answerFirst: (backgrounds: GalleryItem[]) => void = () => {};
    let calls = 0;
    renderBackground([
      currentRoute(null),
      {
        method: 'GET',
        url: '/api/auth/admin/background-images',
        respond: () => {
          calls += 1;
          if (calls > 1) return { status: 200, body: { success: true, data: { backgrounds: [item(HILLS, 1_572_864)] } } };
          return new Promise((resolve) => {
            answerFirst = (backgrounds) => resolve({ status: 200, body: { success: true, data: { backgrounds } } });
          });
        },
      },
    ]);
    await openGallery();
    await openGallery();
    await openGallery();
    expect(await within(gallery()).findByRole('listitem', { name: HILLS })).toBeInTheDocument();
    answerFirst([item(SEA, 245_760, true)]);
    // Let the first answer land before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(gallery()).queryByRole('listitem', { name: SEA })).not.toBeInTheDocument();
    expect(galleryItem(HILLS)).toBeInTheDocument();
  });

  it("sets a picture: 'Background updated successfully', shown at once and remembered here", async () => {
    const { requests, store } = renderBackground([
      currentRoute(url(SEA)),
      galleryRoute([item(SEA, 1000, true), item(HILLS, 2000)]),
      { method: 'POST', url: '/api/auth/admin/set-background', respond: ({ data }) => ({ status: 200, body: { success: true, data } }) },
    ]);
    await openGallery();
    await userEvent.click(await within(gallery()).findByRole('button', { name: `Set ${HILLS} as the background` }));
    expect(await screen.findByRole('status')).toHaveTextContent('Background updated successfully');
    expect(requests.find((r) => r.method === 'POST')!.data).toEqual({ backgroundUrl: url(HILLS) });
    expect(store.get(backgroundUrlAtom)).toBe(url(HILLS));
    expect(localStorage.getItem(STORAGE_KEYS.background)).toBe(url(HILLS));
    expect(within(preview()).getByRole('img')).toHaveAttribute('src', url(HILLS));
    expect(within(galleryItem(HILLS)).getByText('Current')).toBeInTheDocument();
    expect(within(galleryItem(SEA)).queryByText('Current')).not.toBeInTheDocument();
  });

  it.each([
    [{ success: false, message: 'That background image does not exist (any more).' }, 'That background image does not exist (any more).'],
    [{}, 'Failed to update background'],
  ])('a refused set shows the server’s message, else the spec’s (%p)', async (body, text) => {
    const { store } = renderBackground([
      currentRoute(url(SEA)),
      galleryRoute([item(SEA, 1000, true), item(HILLS, 2000)]),
      { method: 'POST', url: '/api/auth/admin/set-background', status: 404, body },
    ]);
    await openGallery();
    await userEvent.click(await within(gallery()).findByRole('button', { name: `Set ${HILLS} as the background` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(store.get(backgroundUrlAtom)).toBe(url(SEA));
  });

  it('asks before deleting; Cancel deletes nothing', async () => {
    const { requests } = renderBackground([currentRoute(url(SEA)), galleryRoute([item(SEA, 1000, true), item(HILLS, 2000)])]);
    await openGallery();
    await userEvent.click(await within(gallery()).findByRole('button', { name: `Delete ${HILLS}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this background image?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(galleryItem(HILLS)).toBeInTheDocument();
  });

  it("deletes a picture after the confirmation: 'Background deleted successfully'; the current one falls back to the default", async () => {
    const { requests, store } = renderBackground([
      currentRoute(url(SEA)),
      galleryRoute([item(SEA, 1000, true), item(HILLS, 2000)]),
      { method: 'DELETE', url: `/api/auth/admin/background-image/${HILLS}`, body: { success: true, data: { backgroundUrl: url(SEA) } } },
      { method: 'DELETE', url: `/api/auth/admin/background-image/${SEA}`, body: { success: true, data: { backgroundUrl: null } } },
    ]);
    await openGallery();
    await userEvent.click(await within(gallery()).findByRole('button', { name: `Delete ${HILLS}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Background deleted successfully');
    expect(within(gallery()).queryByRole('listitem', { name: HILLS })).not.toBeInTheDocument();
    expect(store.get(backgroundUrlAtom)).toBe(url(SEA));

    await userEvent.click(within(gallery()).getByRole('button', { name: `Delete ${SEA}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(store.get(backgroundUrlAtom)).toBeNull());
    expect(preview()).toHaveTextContent('Default background: no picture chosen');
    expect(localStorage.getItem(STORAGE_KEYS.background)).toBeNull();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      `/api/auth/admin/background-image/${HILLS}`,
      `/api/auth/admin/background-image/${SEA}`,
    ]);
    expect(within(gallery()).getByText('No background images yet. Upload one to start the gallery.')).toBeInTheDocument();
  });

  it("a refused delete shows the server's message, else 'Failed to delete background'", async () => {
    renderBackground([
      currentRoute(url(SEA)),
      galleryRoute([item(SEA, 1000, true), item(HILLS, 2000)]),
      { method: 'DELETE', url: `/api/auth/admin/background-image/${HILLS}`, status: 500, body: {} },
    ]);
    await openGallery();
    await userEvent.click(await within(gallery()).findByRole('button', { name: `Delete ${HILLS}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete background');
    expect(galleryItem(HILLS)).toBeInTheDocument();
  });
});

describe('Background Image: upload', () => {
  const uploadOk: FakeRoute = {
    method: 'POST',
    url: '/api/auth/admin/upload-background',
    body: { success: true, message: 'Background image updated successfully!', data: { backgroundUrl: url(HILLS) } },
  };

  it.each([
    ['a GIF', picture('party.gif', 'image/gif')],
    ['an SVG', picture('logo.svg', 'image/svg+xml')],
    ['a PDF named .jpg', picture('scan.jpg', 'application/pdf')],
  ])("refuses %s: 'Please select a valid image file (JPEG, PNG, or WebP)', nothing sent", async (_name, file) => {
    const { requests } = renderBackground([currentRoute(null), uploadOk]);
    await upload(file);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a valid image file (JPEG, PNG, or WebP)');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("refuses a file over 20MB: 'File size is {size}. Please select a file smaller than 20MB'", async () => {
    const { requests } = renderBackground([currentRoute(null), uploadOk]);
    await upload(picture('huge.png', 'image/png', 21 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size is 21.00 MB. Please select a file smaller than 20MB');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it.each(['image/jpeg', 'image/png', 'image/webp'])(
    "compresses a %s picture in the browser (2 MB, 1920 px, 0.85) and uploads it: 'Background image updated successfully!', shown at once",
    async (type) => {
      const { requests, store } = renderBackground([currentRoute(null), uploadOk]);
      await upload(picture('beach', type, 5000));
      expect(await screen.findByRole('status')).toHaveTextContent('Background image updated successfully!');
      expect(compress).toHaveBeenCalledWith(expect.objectContaining({ name: 'beach', size: 5000 }), BACKGROUND_COMPRESSION);
      expect(BACKGROUND_COMPRESSION).toMatchObject({ maxSizeMB: 2, maxWidthOrHeight: 1920, initialQuality: 0.85 });
      const sent = requests.find((r) => r.method === 'POST')!.data as FormData;
      expect([...sent.keys()]).toEqual(['background']);
      expect((sent.get('background') as File).size).toBe(700);
      expect(store.get(backgroundUrlAtom)).toBe(url(HILLS));
      expect(localStorage.getItem(STORAGE_KEYS.background)).toBe(url(HILLS));
      expect(within(preview()).getByRole('img')).toHaveAttribute('src', url(HILLS));
    },
  );

  it('uploads the original when compression fails', async () => {
    compress.mockRejectedValue(new Error('The file given is not an image'));
    const { requests } = renderBackground([currentRoute(null), uploadOk]);
    await upload(picture('beach.webp', 'image/webp', 5000));
    expect(await screen.findByRole('status')).toHaveTextContent('Background image updated successfully!');
    const sent = (requests.find((r) => r.method === 'POST')!.data as FormData).get('background') as File;
    expect([sent.name, sent.size]).toEqual(['beach.webp', 5000]);
  });

  it.each([
    [413, { success: false, message: 'The picture is too large. Please select a file smaller than 20MB' }, 'The picture is too large. Please select a file smaller than 20MB'],
    [500, {}, 'Upload failed. Please try again.'],
    [200, { success: true, data: {} }, 'Upload failed'],
  ])('a failed upload (%i) shows the server’s message, else the spec’s', async (status, body, text) => {
    const { store } = renderBackground([currentRoute(url(SEA)), { method: 'POST', url: '/api/auth/admin/upload-background', status, body }]);
    await waitFor(() => expect(store.get(backgroundUrlAtom)).toBe(url(SEA)));
    await upload(picture());
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text.replace(/[.]/g, '\\.')}$`));
    expect(store.get(backgroundUrlAtom)).toBe(url(SEA));
  });

  it('refreshes an open gallery after an upload', async () => {
    let listed = [item(SEA, 1000, true)];
    const { requests } = renderBackground([
      currentRoute(url(SEA)),
      { method: 'GET', url: '/api/auth/admin/background-images', respond: () => ({ status: 200, body: { success: true, data: { backgrounds: listed } } }) },
      uploadOk,
    ]);
    await openGallery();
    await within(gallery()).findByRole('listitem', { name: SEA });
    listed = [item(HILLS, 2000, true), item(SEA, 1000)];
    await upload(picture());
    expect(await within(gallery()).findByRole('listitem', { name: HILLS })).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/auth/admin/background-images')).toHaveLength(2);
  });

  it("keeps the list drawn when its refresh fails, and says 'Failed to load background gallery'", async () => {
    let listings = 0;
    renderBackground([
      currentRoute(url(SEA)),
      {
        method: 'GET',
        url: '/api/auth/admin/background-images',
        respond: () => ((listings += 1) === 1 ? { status: 200, body: { success: true, data: { backgrounds: [item(SEA, 1000, true)] } } } : { status: 500, body: {} }),
      },
      uploadOk,
    ]);
    await openGallery();
    await within(gallery()).findByRole('listitem', { name: SEA });
    await upload(picture());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load background gallery');
    expect(galleryItem(SEA)).toBeInTheDocument();
  });

  it('a picture deleted while the refresh is on its way does not come back with that refresh', async () => {
    const NEW = 'bg-cccccccccccccccccccccccccccccccc.webp';
    let answerRefresh: () => void = () => {};
    let listings = 0;
    const listed = (backgrounds: GalleryItem[]) => ({ status: 200, body: { success: true, data: { backgrounds } } });
    const { requests } = renderBackground([
      currentRoute(url(SEA)),
      {
        method: 'GET',
        url: '/api/auth/admin/background-images',
        respond: () => {
          listings += 1;
          if (listings === 1) return listed([item(SEA, 1000, true), item(HILLS, 2000)]);
          // The refresh after the upload, answered as the server stood before the delete.
          if (listings === 2) return new Promise((resolve) => (answerRefresh = () => resolve(listed([item(NEW, 3000, true), item(SEA, 1000), item(HILLS, 2000)]))));
          return listed([item(NEW, 3000, true), item(SEA, 1000)]);
        },
      },
      uploadOk,
      { method: 'DELETE', url: `/api/auth/admin/background-image/${HILLS}`, body: { success: true, data: { backgroundUrl: url(NEW) } } },
    ]);
    await openGallery();
    await within(gallery()).findByRole('listitem', { name: HILLS });
    await upload(picture());
    await waitFor(() => expect(listings).toBe(2));
    await userEvent.click(within(gallery()).getByRole('button', { name: `Delete ${HILLS}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(gallery()).findByRole('listitem', { name: NEW })).toBeInTheDocument();
    await act(async () => answerRefresh());
    expect(within(gallery()).queryByRole('listitem', { name: HILLS })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/auth/admin/background-images')).toHaveLength(3);
  });
});
