import { useState } from 'react';
import { Button } from 'antd';
import Tag from 'antd/es/tag';
import { UploadOutlined } from '@ant-design/icons';
import { SETTINGS_MESSAGES, type GedcomImportResult, type GedcomPreview, type GedcomPreviewPerson } from 'shared-contracts';
import { gedcomFileProblem } from 'shared-contracts/family';
import { callApi, useSharedText } from 'shared-contracts/runtime';
import { announceFamilyChanged } from 'shared-contracts/ui';
import { useStatusMessage } from '../parts/useStatusMessage';
import { FileChoice } from '../parts/FileChoice';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';
import { useText as usePageText } from '../messages';
import { formatsOf } from '../messages/formats';
import { useText, type FamilyKey, type FamilyText } from './messages';

function Counts({ label, entries }: { label: string; entries: Array<[FamilyKey, number]> }) {
  const t = useText();
  const format = formatsOf(t);
  return (
    <dl aria-label={label}>
      {entries.map(([term, count]) => (
        <div key={term}>
          <dt>{t(term)}</dt>
          <dd>{format.count(count)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Problems({ problems, label }: { problems: string[]; label: string }) {
  const t = useText();
  const shared = useSharedText();
  if (problems.length === 0) return <p className="fn-users-help">{t('gedcom.nothingSkipped')}</p>;
  return (
    <ol className="fn-users-errors" aria-label={label} tabIndex={0}>
      {problems.map((line, index) => (
        // The server's words: said in the page's language where the shared messages know them.
        <li key={index}>{shared(line)}</li>
      ))}
    </ol>
  );
}

/** A life's dates as the file writes them ('ABT 1890'): the words around them are the page's. */
function years(person: GedcomPreviewPerson, t: FamilyText): string {
  if (person.born && person.died) return t('gedcom.lifespan', { born: person.born, died: person.died });
  if (person.died) return t('gedcom.died', { date: person.died });
  return person.born ? t('gedcom.born', { date: person.born }) : '';
}

function Outcome({ person }: { person: GedcomPreviewPerson }) {
  const t = useText();
  if (person.outcome === 'member') return <Tag color="purple">{t('gedcom.outcome.member', { name: person.match!.name })}</Tag>;
  if (person.outcome === 'existing') return <Tag>{t('gedcom.outcome.existing', { name: person.match!.name })}</Tag>;
  return <Tag color="blue">{t('gedcom.outcome.new')}</Tag>;
}

/** Which of the file's version and program the preview names. */
const readParts = (preview: GedcomPreview) => (preview.version ? (preview.source ? 'both' : 'version') : preview.source ? 'source' : 'none');

/** What the import would do: the counts, who is found among the family and who is new, what is skipped. */
function PreviewReport({ preview }: { preview: GedcomPreview }) {
  const t = useText();
  return (
    <section className="fn-users-report" aria-label={t('gedcom.preview.title')}>
      <h3>{t('gedcom.preview.title')}</h3>
      <p className="fn-users-help">
        {t('gedcom.readAs', { parts: readParts(preview), encoding: preview.encoding, version: preview.version ?? '', source: preview.source ?? '' })}
      </p>
      <Counts
        label={t('gedcom.willDo')}
        entries={[
          ['gedcom.count.people', preview.people],
          ['gedcom.count.families', preview.families],
          ['gedcom.count.toAdd', preview.added],
          ['gedcom.count.members', preview.members],
          ['gedcom.count.existing', preview.existing],
          ['gedcom.count.parentLinks', preview.parentLinks],
          ['gedcom.count.partnerLinks', preview.partnerLinks],
        ]}
      />
      <ul className="fn-gedcom-people" aria-label={t('gedcom.people')} tabIndex={0}>
        {preview.list.map((person) => (
          <li key={person.line}>
            <span className="fn-gedcom-name">{person.name}</span>
            <span className="fn-gedcom-years">{years(person, t)}</span>
            <Outcome person={person} />
          </li>
        ))}
      </ul>
      {/* A file of thousands is listed in part (the server sends the first ones): the counts are the whole. */}
      {preview.people > preview.list.length && <p className="fn-users-help">{t('gedcom.more', { count: preview.people - preview.list.length })}</p>}
      <h4>{t('gedcom.skipped')}</h4>
      <Problems problems={preview.problems} label={t('gedcom.skippedLines')} />
    </section>
  );
}

function ImportReport({ result }: { result: GedcomImportResult }) {
  const t = useText();
  return (
    <section className="fn-users-report" aria-label={t('gedcom.report')}>
      <h3>{t('gedcom.report')}</h3>
      <Counts
        label={t('gedcom.did')}
        entries={[
          ['gedcom.count.added', result.added],
          ['gedcom.count.members', result.members],
          ['gedcom.count.existing', result.existing],
          ['gedcom.count.parentLinksAdded', result.parentLinks],
          ['gedcom.count.partnerLinksAdded', result.partnerLinks],
        ]}
      />
      <Problems problems={result.problems} label={t('gedcom.errors')} />
    </section>
  );
}

/**
 * The family tree from a genealogy program (issue 41): a GEDCOM file is previewed first (nothing
 * changes), then imported as previewed, all or nothing. People already in the tree are found,
 * never added twice; importing the same file again adds nobody.
 */
export function GedcomImportForm() {
  const t = useText();
  const titles = usePageText();
  const shared = useSharedText();
  const [status, showStatus] = useStatusMessage();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [preview, setPreview] = useState<GedcomPreview | null>(null);
  const [result, setResult] = useState<GedcomImportResult | null>(null);
  const forget = () => {
    setFile(null);
    setPreview(null);
  };

  const look = async () => {
    if (!file) return;
    setBusy('preview');
    showStatus(null);
    try {
      setPreview(await callApi('previewGedcomImport', { body: { file, fileName: file.name } }));
    } catch (error) {
      console.error('The GEDCOM preview failed', error);
      showStatus({ type: 'error', text: shared(failureText(error, SETTINGS_MESSAGES.importFailed, SETTINGS_MESSAGES.importFailedRetry)) });
    } finally {
      setBusy(null);
    }
  };

  const bring = async () => {
    if (!file) return;
    setBusy('import');
    showStatus(null);
    try {
      const report = await callApi('importGedcom', { body: { file, fileName: file.name } });
      setResult(report);
      forget();
      announceFamilyChanged();
      // GEDCOM_IMPORT_MESSAGES.completed's words (shared-contracts), with the language's plurals.
      showStatus({ type: 'success', text: t('gedcom.completed', { added: report.added, members: report.members, existing: report.existing }) });
    } catch (error) {
      console.error('The GEDCOM import failed', error);
      showStatus({ type: 'error', text: shared(failureText(error, SETTINGS_MESSAGES.importFailed, SETTINGS_MESSAGES.importFailedRetry)) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <UserSection
      title={titles('gedcom.title')}
      help={t('gedcom.help')}
      status={status}
    >
      <FileChoice
        label={t('gedcom.file')}
        choose={t('gedcom.choose')}
        accept=".ged,.gedcom"
        file={file}
        disabled={busy !== null}
        problem={gedcomFileProblem}
        onChosen={(chosen) => {
          setResult(null);
          setPreview(null);
          setFile(chosen);
          showStatus(null);
        }}
        onRefused={(problem) => {
          setResult(null);
          forget();
          showStatus({ type: 'error', text: shared(problem) });
        }}
      />
      <div className="fn-users-actions">
        {preview && file ? (
          <>
            <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={bring} loading={busy === 'import'} disabled={busy === 'preview'}>
              {t('gedcom.import', { count: preview.added })}
            </Button>
            <Button onClick={forget} disabled={busy !== null}>
              {t('gedcom.cancel')}
            </Button>
          </>
        ) : (
          <Button type="primary" onClick={look} disabled={!file} loading={busy === 'preview'}>
            {t('gedcom.preview')}
          </Button>
        )}
      </div>
      {preview && <PreviewReport preview={preview} />}
      {result && <ImportReport result={result} />}
    </UserSection>
  );
}
