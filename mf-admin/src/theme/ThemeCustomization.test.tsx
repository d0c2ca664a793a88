import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME, STORAGE_KEYS, THEME_EXPORT_FILE_NAME, themeCssVariables, type Theme } from 'shared-contracts';
import { themeAtom } from 'shared-contracts/runtime';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { quietConsoleButFailOnActWarnings, renderSettings as renderSection } from '../test-support/renderSettings';
import { ThemeCustomization } from './ThemeCustomization';

jest.setTimeout(30000);
quietConsoleButFailOnActWarnings();

const manager = makeUser({ id: 2, displayName: 'Meg Brooke' });

const saveOk: FakeRoute = {
  method: 'POST',
  url: '/api/auth/admin/theme',
  respond: ({ data }) => ({ status: 200, body: { success: true, message: 'Theme saved successfully!', data } }),
};

function renderTheme(network: FakeRoute[] = [saveOk], theme?: Theme) {
  const result = renderSection(<ThemeCustomization />, { user: manager, network });
  if (theme) act(() => result.store.set(themeAtom, theme));
  return result;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const openActions = () => userEvent.click(tab('Actions'));
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const statusText = () => screen.queryByRole('status')?.textContent ?? screen.queryByRole('alert')?.textContent ?? null;
const themed = (change: (theme: Theme) => void): Theme => {
  const theme = structuredClone(DEFAULT_THEME);
  change(theme);
  return theme;
};

async function typeInto(label: string, text: string) {
  const input = field(label);
  await userEvent.clear(input);
  // user-event reads { and [ as key names: doubled, they are typed as themselves.
  await userEvent.type(input, text.replace(/[{[]/g, (c) => c + c));
}

beforeEach(() => localStorage.clear());

describe('Theme Customization: the form', () => {
  it('has the tabs Colors and Actions, Colors first, and the whole Theme model with its defaults', () => {
    renderTheme();
    expect(screen.getByRole('heading', { level: 2, name: 'Theme Customization' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Colors', 'Actions']);
    expect(tab('Colors')).toHaveAttribute('aria-selected', 'true');
    const colors = screen.getByRole('tabpanel', { name: 'Colors' });
    const expected: Array<[string, string]> = [
      ['Primary', '#1976d2'],
      ['Primary Light', '#42a5f5'],
      ['Primary Dark', '#1565c0'],
      ['Secondary', '#dc004e'],
      ['Secondary Light', '#ff5983'],
      ['Secondary Dark', '#9a0036'],
      ['Background', '#fafafa'],
      ['Paper', '#ffffff'],
      ['Text Primary', '#212121'],
      ['Text Secondary', '#757575'],
      ['Error', '#f44336'],
      ['Warning', '#ff9800'],
      ['Info', '#2196f3'],
      ['Success', '#4caf50'],
      ['Border', '#e0e0e0'],
      ['Font Size', '14px'],
      ['Heading 1 Size', '2.125rem'],
      ['Heading 2 Size', '1.5rem'],
      ['Heading 3 Size', '1.25rem'],
      ['Spacing Unit', '8px'],
      ['Container Padding', '16px'],
      ['Card Margin', '16px'],
      ['Border Radius', '4px'],
      ['Small Border Radius', '2px'],
      ['Large Border Radius', '8px'],
      ['Light Shadow', '0 1px 3px rgba(0, 0, 0, 0.12)'],
      ['Medium Shadow', '0 4px 12px rgba(0, 0, 0, 0.15)'],
      ['Heavy Shadow', '0 8px 24px rgba(0, 0, 0, 0.2)'],
    ];
    for (const [label, value] of expected) expect(within(colors).getByLabelText(label, { selector: 'input' })).toHaveValue(value);
    expect(field('Font Family').value).toMatch(/Roboto/);
    for (const name of ['Dark Mode', 'High Contrast', 'Glassmorphism']) expect(screen.getByRole('switch', { name })).not.toBeChecked();
    // Every colour has a picker and an opacity slider from 0 to 1 in steps of 0.01.
    expect(screen.getAllByLabelText(/ colour picker$/)).toHaveLength(15);
    const opacity = screen.getByRole('slider', { name: 'Primary opacity' });
    expect(opacity).toHaveAttribute('min', '0');
    expect(opacity).toHaveAttribute('max', '1');
    expect(opacity).toHaveAttribute('step', '0.01');
    expect(opacity).toHaveValue('1');
  });

  it('moves between the tabs with the arrow keys (one tab stop)', async () => {
    renderTheme();
    tab('Colors').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Actions')).toHaveFocus();
    expect(tab('Actions')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Save Theme' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Colors')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tab('Actions')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Colors')).toHaveAttribute('tabindex', '-1');
  });

  it('the picker sets a colour and keeps its opacity; the slider sets the opacity (rgba)', async () => {
    renderTheme();
    fireEvent.change(screen.getByRole('slider', { name: 'Primary opacity' }), { target: { value: '0.35' } });
    expect(field('Primary')).toHaveValue('rgba(25, 118, 210, 0.35)');
    fireEvent.change(screen.getByLabelText('Primary colour picker'), { target: { value: '#8e24aa' } });
    expect(field('Primary')).toHaveValue('rgba(142, 36, 170, 0.35)');
    fireEvent.change(screen.getByRole('slider', { name: 'Primary opacity' }), { target: { value: '1' } });
    expect(field('Primary')).toHaveValue('#8e24aa');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('says what is wrong with a typed value, under the field', async () => {
    renderTheme();
    await typeInto('Primary', 'red;}body{display:none');
    expect(field('Primary')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('primary must be a colour such as #1976d2 or rgba(25, 118, 210, 0.5)')).toBeInTheDocument();
    await typeInto('Font Size', '14');
    expect(screen.getByText('fontSize must be a size such as 14px or 1.25rem')).toBeInTheDocument();
  });

  it('follows the page’s theme until it is edited', () => {
    const { store } = renderTheme();
    act(() => store.set(themeAtom, themed((t) => (t.colors.primary = '#00897b'))));
    expect(field('Primary')).toHaveValue('#00897b');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });
});

describe('Theme Customization: the preview', () => {
  it('writes on each colour in white, or near black where white would not read at 4.5:1', async () => {
    renderTheme();
    const preview = screen.getByRole('figure', { name: 'Preview of the theme' });
    const colourOf = (text: string) => within(preview).getByText(text).style.color;
    // The default theme: every status colour is worn dark enough for white text.
    for (const chip of ['Error', 'Warning', 'Info', 'Success']) expect([chip, colourOf(chip)]).toEqual([chip, 'rgb(255, 255, 255)']);
    // Dark mode lightens them until they read on the dark paper: then white would not read on them.
    await userEvent.click(screen.getByRole('switch', { name: 'Dark Mode' }));
    for (const chip of ['Warning', 'Success', 'Secondary']) expect([chip, colourOf(chip)]).toEqual([chip, 'rgb(18, 18, 18)']);
  });
});

describe('Theme Customization: the actions', () => {
  it('Save posts the whole theme, applies it to every screen at once, remembers it here, and says so for 3 seconds', async () => {
    const { requests, store } = renderTheme();
    await typeInto('Primary', '#8e24aa');
    await userEvent.click(screen.getByRole('switch', { name: 'Dark Mode' }));
    await openActions();
    await userEvent.click(screen.getByRole('button', { name: 'Save Theme' }));
    expect(await screen.findByText('Theme saved successfully!')).toBeInTheDocument();
    const sent = requests.find((r) => r.method === 'POST' && r.url === '/api/auth/admin/theme')!.data as { theme: Theme };
    expect(sent.theme).toEqual(themed((t) => Object.assign(t, { colors: { ...t.colors, primary: '#8e24aa' }, effects: { ...t.effects, darkMode: true } })));
    expect(store.get(themeAtom).colors.primary).toBe('#8e24aa');
    // The page wears it at once: dark page colours, and the purple lightened to read on them.
    expect(document.documentElement).toHaveClass('fn-dark');
    expect(document.documentElement.style.getPropertyValue('--fn-color-background-default')).toBe('#121212');
    expect(document.documentElement.style.getPropertyValue('--fn-color-primary')).toBe(themeCssVariables(sent.theme)['--fn-color-primary']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.theme)!).colors.primary).toBe('#8e24aa');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Theme saved successfully!')).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it("a refused save says 'Failed to save theme: {the server's message}' and keeps the edits", async () => {
    const { store } = renderTheme([
      { method: 'POST', url: '/api/auth/admin/theme', status: 403, body: { success: false, message: 'Only an admin or a manager can do this.' } },
    ]);
    await typeInto('Secondary', '#00897b');
    await openActions();
    await userEvent.click(screen.getByRole('button', { name: 'Save Theme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save theme: Only an admin or a manager can do this.');
    expect(field('Secondary')).toHaveValue('#00897b');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(store.get(themeAtom)).toEqual(DEFAULT_THEME);
  });

  it('an invalid value is not sent: the save says which', async () => {
    const { requests } = renderTheme();
    await typeInto('Border Radius', 'calc(1px)');
    await openActions();
    await userEvent.click(screen.getByRole('button', { name: 'Save Theme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save theme: borderRadius must be a size such as 14px or 1.25rem');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("Reset to Default fills in the defaults ('Theme reset to default!'); the page keeps its theme until saved", async () => {
    const custom = themed((t) => {
      t.colors.primary = '#00897b';
      t.effects.highContrast = true;
    });
    const { store } = renderTheme([saveOk], custom);
    expect(field('Primary')).toHaveValue('#00897b');
    await openActions();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(screen.getByRole('status')).toHaveTextContent('Theme reset to default!');
    expect(field('Primary')).toHaveValue('#1976d2');
    expect(screen.getByRole('switch', { name: 'High Contrast', hidden: true })).not.toBeChecked();
    expect(store.get(themeAtom)).toEqual(custom);
    await userEvent.click(screen.getByRole('button', { name: 'Save Theme' }));
    await screen.findByText('Theme saved successfully!');
    expect(store.get(themeAtom)).toEqual(DEFAULT_THEME);
  });

  describe('export and import', () => {
    let exported: Blob[];
    let names: string[];
    beforeEach(() => {
      exported = [];
      names = [];
      URL.createObjectURL = jest.fn((blob: Blob) => {
        exported.push(blob);
        return 'blob:theme';
      });
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        names.push(this.download);
      });
    });

    const importFile = (file: File) => userEvent.upload(screen.getByLabelText('Theme file'), file);

    it('exports the form as a file with the fixed name, and importing that file brings every value back', async () => {
      renderTheme();
      await typeInto('Primary', 'rgba(142, 36, 170, 0.8)');
      await typeInto('Font Family', '"Open Sans", sans-serif');
      await typeInto('Large Border Radius', '12px');
      await userEvent.click(screen.getByRole('switch', { name: 'Glassmorphism' }));
      await openActions();
      await userEvent.click(screen.getByRole('button', { name: /Export Theme/ }));
      expect(names).toEqual([THEME_EXPORT_FILE_NAME]);
      expect(names[0]).toBe('familynet-theme.json');
      const file = exported[0] as File;
      expect(file.type).toBe('application/json');

      await userEvent.click(screen.getByRole('button', { name: 'Reset to Default' }));
      expect(field('Primary')).toHaveValue('#1976d2');
      await importFile(new File([file], 'my-theme.json', { type: 'application/json' }));
      expect(await screen.findByText('Theme imported successfully!')).toBeInTheDocument();
      expect(field('Primary')).toHaveValue('rgba(142, 36, 170, 0.8)');
      expect(field('Font Family')).toHaveValue('"Open Sans", sans-serif');
      expect(field('Large Border Radius')).toHaveValue('12px');
      expect(screen.getByRole('switch', { name: 'Glassmorphism', hidden: true })).toBeChecked();
    });

    it.each([
      ['not JSON', 'this is not json'],
      ['JSON that is not a theme', JSON.stringify({ hello: 'world' })],
      ['a theme with a hostile value', JSON.stringify(themed((t) => (t.colors.primary = 'red;}body{display:none')))],
      ['a theme with an unknown key', JSON.stringify({ ...DEFAULT_THEME, script: 'alert(1)' })],
      ['a theme missing a value', JSON.stringify({ ...DEFAULT_THEME, layout: { borderRadius: '4px' } })],
      ['an empty file', ''],
    ])("refuses %s: 'Invalid theme file format.', the form unchanged", async (_name, text) => {
      renderTheme();
      await typeInto('Primary', '#123456');
      await openActions();
      await importFile(new File([text], 'theme.json', { type: 'application/json' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid theme file format.');
      expect(field('Primary')).toHaveValue('#123456');
    });
  });
});
