import { apiClient, configureApiClient, createApiClient } from './client';
import { errorMessage, serverMessage } from './errors';
import { fakeNetwork } from '../testing/fakeApi';

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
