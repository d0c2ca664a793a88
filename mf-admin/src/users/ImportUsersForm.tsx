import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CSV_REQUIRED_COLUMNS,
  SAMPLE_CSV_FILE_NAME,
  SETTINGS_MESSAGES,
  importCompletedMessage,
  sampleUsersCsv,
  validateCsvFile,
  type CsvImportResult,
} from 'shared-contracts';
import { callApi } from 'shared-contracts/runtime';
import { saveFile } from 'shared-contracts/ui';
import { useStatusMessage } from '../parts/useStatusMessage';
import { FileChoice } from '../parts/FileChoice';
import { failureText } from './failure';
import { UserSection } from './UserSection';

/** Saves the sample CSV (fixed file name, the required columns, three example rows). */
function downloadSampleCsv(): void {
  saveFile(new Blob([sampleUsersCsv()], { type: 'text/csv;charset=utf-8' }), SAMPLE_CSV_FILE_NAME);
}

/** What the last import did: totals and every problem with its row number. */
function ImportReport({ result }: { result: CsvImportResult }) {
  return (
    <section className="fn-users-report" aria-label="Import report">
      <h3>Import report</h3>
      <dl>
        <div>
          <dt>Total rows</dt>
          <dd>{result.total}</dd>
        </div>
        <div>
          <dt>Imported</dt>
          <dd>{result.imported}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd>{result.skipped}</dd>
        </div>
      </dl>
      {result.errors.length > 0 ? (
        <ol className="fn-users-errors" aria-label="Import errors" tabIndex={0}>
          {result.errors.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      ) : (
        <p className="fn-users-help">No errors.</p>
      )}
    </section>
  );
}

/**
 * Bulk User Import (spec sections 2, 3, 5): a .csv file under 5MB with the required columns.
 * The report lists every row that was skipped and why. Imported members get a welcome e-mail.
 */
export function ImportUsersForm() {
  const [status, showStatus] = useStatusMessage();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CsvImportResult | null>(null);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    showStatus(null);
    try {
      const report = await callApi('importUsers', { body: { file, fileName: file.name } });
      setResult(report);
      setFile(null);
      showStatus({ type: 'success', text: importCompletedMessage(report.imported, report.skipped) });
    } catch (error) {
      console.error('The user import failed', error);
      showStatus({ type: 'error', text: failureText(error, SETTINGS_MESSAGES.importFailed, SETTINGS_MESSAGES.importFailedRetry) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <UserSection
      title="Bulk User Import"
      help={
        <>
          Upload a .csv file (under 5MB) with the columns <code>{CSV_REQUIRED_COLUMNS.join(', ')}</code>. Birthdays are written YYYY-MM-DD;
          isBirthdayVisible is true or false. Addresses that already have an account are skipped. Each imported member gets a welcome
          email to choose their password.
        </>
      }
      status={status}
    >
      <div className="fn-users-actions" style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={downloadSampleCsv}>
          Download Sample CSV
        </Button>
      </div>
      <FileChoice
        label="CSV file"
        choose="Choose CSV File"
        accept=".csv,text/csv"
        file={file}
        disabled={busy}
        problem={validateCsvFile}
        onChosen={(chosen) => {
          setFile(chosen);
          showStatus(null);
        }}
        onRefused={(problem) => {
          setFile(null);
          showStatus({ type: 'error', text: problem });
        }}
      />
      <div className="fn-users-actions">
        <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={upload} disabled={!file} loading={busy}>
          Import Users
        </Button>
      </div>
      {result && <ImportReport result={result} />}
    </UserSection>
  );
}
