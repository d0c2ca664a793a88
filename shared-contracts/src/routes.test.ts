import { PUBLIC_ROUTES, registrationLink, resetPasswordLink } from './routes';

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
