import { apiClient, callApi, configureApiClient, createApiClient } from './client';
import { ApiError, errorMessage, serverMessage, statusTextOf } from './errors';
import { fakeNetwork } from '../../testing/fakeApi';

describe('createApiClient', () => {
  it('sends cookies and the header a plain form cannot send', async () => {
    const api = createApiClient({ baseURL: '' });
    const { requests } = fakeNetwork(api, [{ method: 'GET', url: '/api/x', body: {} }]);
    await api.get('/api/x');
    expect(requests[0].withCredentials).toBe(true);
    expect(requests[0].headers['X-Requested-With']).toBe('FamilyNet');
  });

  it('gives up on a stalled call after 30 seconds', () => {
    expect(createApiClient({ baseURL: '' }).defaults.timeout).toBe(30_000);
  });

  it('calls the 401 hook for any call, and still rejects', async () => {
    const onUnauthorized = jest.fn();
    const api = createApiClient({ baseURL: '', onUnauthorized });
    fakeNetwork(api, [{ method: 'DELETE', url: '/api/y', status: 401, body: {} }, { method: 'GET', url: '/api/z', status: 403, body: {} }]);
    await expect(api.delete('/api/y')).rejects.toBeTruthy();
    await expect(api.get('/api/z')).rejects.toBeTruthy();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('the shared client', () => {
  it('is the one configureApiClient set up', () => {
    const configured = configureApiClient({ baseURL: 'http://localhost:8080' });
    expect(apiClient()).toBe(configured);
    expect(apiClient().defaults.baseURL).toBe('http://localhost:8080');
  });
});

describe('error messages', () => {
  const withServerMessage = { response: { data: { message: 'From server' } }, message: 'Request failed' };
  it('prefer the server message, then the error text, then the fallback', () => {
    expect(errorMessage(withServerMessage, 'Fallback')).toBe('From server');
    expect(errorMessage(new Error('Network Error'), 'Fallback')).toBe('Network Error');
    expect(errorMessage({}, 'Fallback')).toBe('Fallback');
  });
  it('serverMessage ignores transport text', () => {
    expect(serverMessage(new Error('Network Error'), 'Fallback')).toBe('Fallback');
    expect(serverMessage(withServerMessage, 'Fallback')).toBe('From server');
  });
});

describe('callApi: every call by its name in the endpoint map', () => {
  const network = (routes: Parameters<typeof fakeNetwork>[1]) => fakeNetwork(configureApiClient({ baseURL: '' }), routes);

  it("sends the body to the call's method and path and answers with the envelope's data", async () => {
    const { requests } = network([{ method: 'POST', url: '/api/auth/signin', body: { success: true, data: { user: { id: 3, email: 'jo@example.com' } } } }]);
    await expect(callApi('signIn', { body: { email: 'jo@example.com', password: 'secret1' } })).resolves.toEqual({ user: { id: 3, email: 'jo@example.com' } });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/signin', data: { email: 'jo@example.com', password: 'secret1' } });
  });

  it('fills in URL parameters, encoded', async () => {
    const { requests } = network([{ method: 'DELETE', url: /background-image/, body: { success: true, data: { backgroundUrl: null } } }]);
    await callApi('deleteBackground', { params: { file: 'a b/../c.webp' } });
    expect(requests[0].url).toBe('/api/auth/admin/background-image/a%20b%2F..%2Fc.webp');
  });

  it('sends an upload as multipart with the named file field', async () => {
    const { requests } = network([{ method: 'POST', url: '/api/auth/upload-avatar', body: { success: true, data: { avatarUrl: '/uploads/a.webp', user: { id: 1, email: 'a@b.co' } } } }]);
    await callApi('uploadAvatar', { body: { file: new Blob(['x'], { type: 'image/png' }), fileName: 'me.png' } });
    const form = requests[0].data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('avatar') as File).name).toBe('me.png');
  });

  it("answers a message-only call with the server's message", async () => {
    network([{ method: 'POST', url: '/api/auth/admin/test-email', body: { success: true, message: 'Test email sent' } }]);
    await expect(callApi('testEmail', { body: { email: 'a@b.co' } })).resolves.toBe('Test email sent');
  });

  it("raises a refusal as an ApiError with the status, the server's message and each field's message", async () => {
    network([{ method: 'PUT', url: '/api/auth/profile', status: 400, body: { success: false, message: 'Bio is too long', errors: { bio: 'Bio is too long' } } }]);
    const error = await callApi('updateProfile', { body: { bio: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, statusText: 'Bad Request', serverMessage: 'Bio is too long', message: 'Bio is too long', fieldErrors: { bio: 'Bio is too long' } });
  });

  it('raises success: false in a 200 answer, and no answer at all, as ApiErrors', async () => {
    network([
      { method: 'GET', url: '/api/auth/family/members', body: { success: false, message: 'Not now' } },
      { method: 'GET', url: '/api/auth/current/user', respond: () => Promise.reject(new Error('Network Error')) },
    ]);
    await expect(callApi('familyMembers')).rejects.toMatchObject({ name: 'ApiError', message: 'Not now' });
    await expect(callApi('currentUser')).rejects.toMatchObject({ name: 'ApiError', status: undefined, message: 'Network Error', serverMessage: undefined });
  });
});

describe('statusTextOf', () => {
  it("keeps the server's reason phrase", () => {
    expect(statusTextOf(500, 'Server Exploded')).toBe('Server Exploded');
  });

  it('supplies the standard phrase when none came (HTTP/2) or only the number', () => {
    expect(statusTextOf(500, '')).toBe('Internal Server Error');
    expect(statusTextOf(500, undefined)).toBe('Internal Server Error');
    expect(statusTextOf(403, '403')).toBe('Forbidden');
    expect(statusTextOf(599, '')).toBe('');
  });
});
