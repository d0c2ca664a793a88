import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from 'shared-contracts/testing';
import { localeAtom } from 'shared-contracts/runtime';
import AuthPage from './AuthPage';

const joinInfo = { method: 'GET', url: '/api/auth/join', body: { success: true, data: { mode: 'open', setupNeeded: false } } };
const background = { method: 'GET', url: '/api/auth/background-image', body: { success: true, data: { url: null } } };

describe('the sign-in page in the family’s languages', () => {
  it('speaks German: headings, labels, buttons', async () => {
    renderWithShell(<AuthPage />, { route: '/auth', locale: 'de', network: [joinInfo, background] });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ANMELDEN' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('speaks Arabic, and names the sign-up form in it', async () => {
    renderWithShell(<AuthPage />, { route: '/auth', locale: 'ar', network: [joinInfo, background] });
    await userEvent.click(await screen.findByRole('button', { name: 'إنشاء حساب' }));
    expect(await screen.findByRole('heading', { name: 'أنشئ حسابك' })).toBeInTheDocument();
    expect(screen.getByLabelText('الاسم الأول')).toBeInTheDocument();
  });

  it('switches the page to the language picked, each language named in itself', async () => {
    const { store } = renderWithShell(<AuthPage />, { route: '/auth', network: [joinInfo, background] });
    const picker = await screen.findByLabelText('Language');
    expect([...(picker as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['English', 'Español', 'Deutsch', 'Français', 'Português (Brasil)', 'العربية', '简体中文']);
    await userEvent.selectOptions(picker, 'fr');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(store.get(localeAtom)).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByLabelText('Langue')).toHaveValue('fr');
  });

  it('says the pseudo-language with no plain English letter left', async () => {
    const { container } = renderWithShell(<AuthPage />, { route: '/auth', locale: 'en-XA', network: [joinInfo, background] });
    await screen.findByRole('heading', { name: /⟦.+⟧/ });
    // The site's name is the family's, not a message (the wordmark draws it in two colours).
    const visible = [...container.querySelectorAll('*')].filter((element) => element.tagName !== 'STYLE' && !element.closest('[aria-label="FamilyNet"], [translate="no"]')).flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? ''));
    expect(visible.filter((text) => /[A-Za-z]{2,}/.test(text))).toEqual([]);
    const names = [...container.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label') ?? '');
    expect(names.filter((name) => name !== 'FamilyNet' && /[A-Za-z]{2,}/.test(name))).toEqual([]);
  });
});
