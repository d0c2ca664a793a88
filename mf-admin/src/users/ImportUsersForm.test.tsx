import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSV_REQUIRED_COLUMNS, SAMPLE_CSV_FILE_NAME } from 'shared-contracts';
import { makeUser, type FakeRoute } from 'shared-contracts/testing';
import { ImportUsersForm } from './ImportUsersForm';
import { quietConsoleButFailOnActWarnings, renderSettings } from '../test-support/renderSettings';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const manager = makeUser({ id: 2, displayName: 'Max Manager' });
const csvFile = (name = 'family.csv', size?: number) => {
  const file = new File(['email,displayName\n'], name, { type: 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderImport(network: FakeRoute[] = []) {
  return renderSettings(<ImportUsersForm />, { user: manager, network });
}

const chooseFile = (file: File) => userEvent.upload(screen.getByLabelText('CSV file'), file, { applyAccept: false });

describe('Bulk User Import', () => {
  it('downloads the sample CSV: the fixed file name, the required columns and three example rows', async () => {
    let saved: Blob | undefined;
    const createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:sample';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    let download = '';
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      download = this.download;
    });
    renderImport();
    await userEvent.click(screen.getByRole('button', { name: /Download Sample CSV/ }));
    expect(click).toHaveBeenCalled();
    expect(download).toBe(SAMPLE_CSV_FILE_NAME);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved!);
    });
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(CSV_REQUIRED_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
  });

  it("refuses a file that is not .csv: 'Please select a CSV file'", async () => {
    renderImport();
    await chooseFile(csvFile('family.xlsx'));
    expect(await screen.findByText('Please select a CSV file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Import Users/ })).toBeDisabled();
  });

  it("refuses 5MB or more: 'File size must be less than 5MB'", async () => {
    renderImport();
    await chooseFile(csvFile('big.csv', 5 * 1024 * 1024));
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Import Users/ })).toBeDisabled();
  });

  it('uploads the file as csvFile and shows the report with every error and its row', async () => {
    const { requests } = renderImport([
      {
        method: 'POST',
        url: '/api/auth/admin/import-users',
        body: {
          success: true,
          data: { total: 4, imported: 2, skipped: 2, errors: ['Row 3: Invalid email address', 'Row 5: a@example.org already has an account; skipped'] },
        },
      },
    ]);
    await chooseFile(csvFile());
    expect(screen.getByText('family.csv')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Import Users/ }));
    expect(await screen.findByText('Import completed! 2 users imported, 2 skipped.')).toBeInTheDocument();
    const form = requests[0].data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('csvFile') as File).name).toBe('family.csv');
    const report = screen.getByRole('region', { name: 'Import report' });
    expect(within(report).getByText('Total rows').nextSibling).toHaveTextContent('4');
    expect(within(report).getByText('Imported').nextSibling).toHaveTextContent('2');
    expect(within(report).getByText('Skipped').nextSibling).toHaveTextContent('2');
    const errors = within(report).getByRole('list', { name: 'Import errors' });
    expect(within(errors).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Row 3: Invalid email address',
      'Row 5: a@example.org already has an account; skipped',
    ]);
  });

  it.each([
    [{ status: 400, body: { success: false, message: 'The CSV file is missing the required column bio.' } }, 'The CSV file is missing the required column bio.'],
    [{ status: 500, body: {} }, 'Import failed'],
    [{ respond: () => Promise.reject(new Error('Network Error')) }, 'Import failed. Please try again.'],
  ])("shows the server's message, else the spec's (%#)", async (answer, message) => {
    renderImport([{ method: 'POST', url: '/api/auth/admin/import-users', ...answer } as FakeRoute]);
    await chooseFile(csvFile());
    await userEvent.click(screen.getByRole('button', { name: /Import Users/ }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('the file is chosen through a button reachable by keyboard', async () => {
    renderImport();
    const input = screen.getByLabelText('CSV file') as HTMLInputElement;
    const click = jest.spyOn(input, 'click').mockImplementation(() => {});
    screen.getByRole('button', { name: 'Choose CSV File' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });
});
