import {
  MESSAGES,
  isValidBirthday,
  normalizeEmail,
  signUpDisplayName,
  validateConfirmPassword,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
  validateResetForm,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
} from './validation';

describe('the validation messages of spec section 5, word for word', () => {
  it.each([
    ['emailRequired', 'Email is required'],
    ['emailInvalid', 'Invalid email address'],
    ['passwordRequired', 'Password is required'],
    ['passwordTooShort', 'Password must be at least 6 characters'],
    ['firstNameRequired', 'First name is required'],
    ['firstNameTooShort', 'First name must be at least 2 characters'],
    ['lastNameRequired', 'Last name is required'],
    ['lastNameTooShort', 'Last name must be at least 2 characters'],
    ['confirmRequired', 'Please confirm your password'],
    ['passwordsDoNotMatch', 'Passwords do not match'],
    ['resetPasswordTooShort', 'Password must be at least 8 characters'],
    ['resetLinkInvalid', 'Invalid or missing reset link. Please request a new password reset.'],
    ['invalidServerResponse', 'Invalid response from server'],
  ] as const)('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});

describe('validateEmail', () => {
  it.each([undefined, null, '', '   '])('requires a value (%p)', (value) => {
    expect(validateEmail(value)).toBe('Email is required');
  });
  it.each(['plain', 'a@b', 'a@b.c', '@example.com', 'a b@example.com', `${'x'.repeat(250)}@example.com`])(
    'refuses %p',
    (value) => {
      expect(validateEmail(value)).toBe('Invalid email address');
    },
  );
  it.each(['jo@example.com', 'Jo.March+family@Mail.Example.org', ' jo@example.com '])('accepts %p', (value) => {
    expect(validateEmail(value)).toBeUndefined();
  });
});

describe('passwords', () => {
  it('sign-in and sign-up need 6 characters', () => {
    expect(validatePassword('')).toBe('Password is required');
    expect(validatePassword('12345')).toBe('Password must be at least 6 characters');
    expect(validatePassword('123456')).toBeUndefined();
  });
  it('a reset needs 8 characters', () => {
    expect(validateResetPassword(undefined)).toBe('Password is required');
    expect(validateResetPassword('1234567')).toBe('Password must be at least 8 characters');
    expect(validateResetPassword('12345678')).toBeUndefined();
  });
  it('refuses a password too long to hash cheaply', () => {
    expect(validatePassword('x'.repeat(257))).toBe('Password must be at most 256 characters');
  });
  it('the confirmation must be given and equal', () => {
    expect(validateConfirmPassword('secret1', '')).toBe('Please confirm your password');
    expect(validateConfirmPassword('secret1', 'secret2')).toBe('Passwords do not match');
    expect(validateConfirmPassword('secret1', 'secret1')).toBeUndefined();
  });
});

describe('names', () => {
  it('first and last name are required and at least 2 characters', () => {
    expect(validateFirstName('')).toBe('First name is required');
    expect(validateFirstName(' J ')).toBe('First name must be at least 2 characters');
    expect(validateFirstName('Jo')).toBeUndefined();
    expect(validateLastName(undefined)).toBe('Last name is required');
    expect(validateLastName('M')).toBe('Last name must be at least 2 characters');
    expect(validateLastName('March')).toBeUndefined();
  });
});

describe('whole forms', () => {
  it('reports every field of an empty sign-up', () => {
    expect(validateSignUp({})).toEqual({
      email: 'Email is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
  });
  it('passes a good sign-in and reset', () => {
    expect(validateSignIn({ email: 'jo@example.com', password: 'secret1' })).toEqual({});
    expect(validateResetForm({ password: 'longer-secret', confirmPassword: 'longer-secret' })).toEqual({});
  });
});

describe('helpers', () => {
  it('joins trimmed names for the sign-up display name', () => {
    expect(signUpDisplayName('  Jo ', ' March ')).toBe('Jo March');
  });
  it('normalises e-mail addresses for storage and comparison', () => {
    expect(normalizeEmail('  Jo@Example.COM ')).toBe('jo@example.com');
  });
  it.each([
    ['2000-02-29', true],
    ['1900-01-01', true],
    ['2100-12-31', true],
    ['1899-12-31', false],
    ['2101-01-01', false],
    ['2001-02-29', false],
    ['2000-13-01', false],
    ['2000-04-31', false],
    ['2000-4-1', false],
    ['not a date', false],
  ])('birthday %s is valid: %s', (value, valid) => {
    expect(isValidBirthday(value)).toBe(valid);
  });
});
