import { PUBLIC_ROUTES, pageAt, registrationLink, resetPasswordLink } from './routes';

describe('links the product builds', () => {
  it('registration: the origin plus /auth?mode=signup', () => {
    expect(registrationLink('https://family.example.org')).toBe('https://family.example.org/auth?mode=signup');
  });

  it('reset: PUBLIC_URL/reset-password with the token and e-mail encoded', () => {
    expect(resetPasswordLink('https://family.example.org', 'a+b/c', 'jo+kin@example.com')).toBe(
      'https://family.example.org/reset-password?token=a%2Bb%2Fc&email=jo%2Bkin%40example.com',
    );
  });

  it('the sign-in and reset pages are the public ones', () => {
    expect(PUBLIC_ROUTES).toEqual(['/auth', '/reset-password']);
  });
});

describe('the remote page at an address', () => {
  it('is the area page of the address, the dashboard itself showing the family', () => {
    expect(pageAt('/dashboard/map')?.request).toBe('mf_map/MapPage');
    expect(pageAt('/dashboard')?.request).toBe('mf_directory/DirectoryPage');
    expect(pageAt('/dashboard/')?.request).toBe('mf_directory/DirectoryPage');
    expect(pageAt('/auth')?.request).toBe('mf_auth/AuthPage');
    expect(pageAt('/dashboard/pwa-debug')).toBeUndefined();
    expect(pageAt('/nowhere')).toBeUndefined();
  });
});
