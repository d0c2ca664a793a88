import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from 'shared-contracts/testing';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';
import { untranslated } from '../test-support/languages';
import { ThemeCustomization } from './ThemeCustomization';

jest.setTimeout(30000);
quietConsoleButFailOnActWarnings();

const manager = makeUser({ id: 2 });

describe('Theme Customization in the family’s languages', () => {
  afterEach(() => document.documentElement.removeAttribute('dir'));

  it('speaks German: groups, fields, the opacity as German writes it, the actions and a refused save', async () => {
    renderSettings(<ThemeCustomization />, {
      user: manager,
      locale: 'de',
      network: [{ method: 'POST', url: '/api/auth/admin/theme', status: 403, body: { success: false, message: 'Nur ein Admin oder Manager darf das.' } }],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Design anpassen' })).toBeInTheDocument();
    const colors = screen.getByRole('tabpanel', { name: 'Farben' });
    expect(within(colors).getByRole('group', { name: 'Marke' })).toBeInTheDocument();
    expect(within(colors).getByLabelText('Primär hell', { selector: 'input' })).toHaveValue('#42a5f5');
    expect(within(colors).getByLabelText('Farbwähler für Primär')).toBeInTheDocument();
    const opacity = within(colors).getByRole('slider', { name: 'Deckkraft von Primär' });
    // German writes a percentage after a no-break space.
    expect(opacity).toHaveAttribute('aria-valuetext', '100\u00a0%');
    expect(within(colors).getAllByText('1,00')).not.toHaveLength(0);
    expect(within(colors).getByRole('switch', { name: 'Dunkelmodus' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Aktionen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Design speichern' }));
    // The server's own words come as it said them (in the page's language), inside the page's.
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Design konnte nicht gespeichert werden: Nur ein Admin oder Manager darf das.');
  });

  it('right to left (Arabic), the arrow that points on moves to the next tab', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    renderSettings(<ThemeCustomization />, { user: manager, locale: 'ar' });
    const colors = await screen.findByRole('tab', { name: 'الألوان' });
    colors.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const actions = screen.getByRole('tab', { name: 'الإجراءات' });
    expect(actions).toHaveFocus();
    expect(actions).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'حفظ السمة' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(colors).toHaveFocus();
  });

  it('says the pseudo-language with no plain English letter left, both tabs', async () => {
    renderSettings(<ThemeCustomization />, { user: manager, locale: 'en-XA' });
    await screen.findByRole('heading', { level: 2, name: /^⟦.+⟧$/ });
    // Hidden panels are drawn too: both tabs' words are checked.
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(2);
    expect(untranslated(document.body)).toEqual([]);
  });
});
