import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CSV_REQUIRED_COLUMNS,
  SAMPLE_CSV_FILE_NAME,
  SETTINGS_MESSAGES,
  sampleUsersCsv,
  validateCsvFile,
  type CsvImportResult,
} from 'shared-contracts';
import { callApi, useSharedText } from 'shared-contracts/runtime';
import { useText as usePageText } from '../messages';
import { useText } from './messages';
import { formatsOf } from '../messages/formats';
import { richText } from '../messages/rich';
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
  const t = useText();
  const shared = useSharedText();
  const format = formatsOf(t);
  return (
    <section className="fn-users-report" aria-label={t('import.report')}>
      <h3>{t('import.report')}</h3>
      <dl>
        <div>
          <dt>{t('import.total')}</dt>
          <dd>{format.count(result.total)}</dd>
        </div>
        <div>
          <dt>{t('import.imported')}</dt>
          <dd>{format.count(result.imported)}</dd>
        </div>
        <div>
          <dt>{t('import.skipped')}</dt>
          <dd>{format.count(result.skipped)}</dd>
        </div>
      </dl>
      {result.errors.length > 0 ? (
        <ol className="fn-users-errors" aria-label={t('import.errors')} tabIndex={0}>
          {result.errors.map((line, index) => (
            // The server's words: a row's problem is said in the page's language where the shared messages know it.
            <li key={index}>{shared(line)}</li>
          ))}
        </ol>
      ) : (
        <p className="fn-users-help">{t('import.noErrors')}</p>
      )}
    </section>
  );
}

/**
 * Bulk User Import (spec sections 2, 3, 5): a .csv file under 5MB with the required columns.
 * The report lists every row that was skipped and why. Imported members get a welcome e-mail.
 */
export function ImportUsersForm() {
  const t = useText();
  const titles = usePageText();
  const shared = useSharedText();
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
      // importCompletedMessage's words (shared-contracts), in the page's language.
      showStatus({ type: 'success', text: t('import.completed', { imported: report.imported, skipped: report.skipped }) });
    } catch (error) {
      console.error('The user import failed', error);
      showStatus({ type: 'error', text: shared(failureText(error, SETTINGS_MESSAGES.importFailed, SETTINGS_MESSAGES.importFailedRetry)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <UserSection
      title={titles('import.title')}
      // The file's own words (columns, the date's pattern, true and false) are written as the file needs them, in every language.
      help={richText(t, 'import.help', {
        columns: <code dir="ltr" translate="no">{CSV_REQUIRED_COLUMNS.join(', ')}</code>,
        datePattern: <code dir="ltr" translate="no">YYYY-MM-DD</code>,
        column: <code dir="ltr" translate="no">isBirthdayVisible</code>,
        yes: <code dir="ltr" translate="no">true</code>,
        no: <code dir="ltr" translate="no">false</code>,
      })}
      status={status}
    >
      <div className="fn-users-actions" style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={downloadSampleCsv}>
          {t('import.sample')}
        </Button>
      </div>
      <FileChoice
        label={t('import.file')}
        choose={t('import.choose')}
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
          showStatus({ type: 'error', text: shared(problem) });
        }}
      />
      <div className="fn-users-actions">
        <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={upload} disabled={!file} loading={busy}>
          {t('import.submit')}
        </Button>
      </div>
      {result && <ImportReport result={result} />}
    </UserSection>
  );
}
