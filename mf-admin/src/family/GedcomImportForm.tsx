import { useState } from 'react';
import { Button } from 'antd';
import Tag from 'antd/es/tag';
import { UploadOutlined } from '@ant-design/icons';
import { SETTINGS_MESSAGES, type GedcomImportResult, type GedcomPreview, type GedcomPreviewPerson } from 'shared-contracts';
import { GEDCOM_IMPORT_MESSAGES, gedcomFileProblem } from 'shared-contracts/family';
import { callApi } from 'shared-contracts/runtime';
import { announceFamilyChanged } from 'shared-contracts/ui';
import { useStatusMessage } from '../parts/useStatusMessage';
import { FileChoice } from '../parts/FileChoice';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';

function Counts({ label, entries }: { label: string; entries: Array<[string, number]> }) {
  return (
    <dl aria-label={label}>
      {entries.map(([term, count]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{count}</dd>
        </div>
      ))}
    </dl>
  );
}

function Problems({ problems, label }: { problems: string[]; label: string }) {
  if (problems.length === 0) return <p className="fn-users-help">Nothing is skipped.</p>;
  return (
    <ol className="fn-users-errors" aria-label={label} tabIndex={0}>
      {problems.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ol>
  );
}

function years(person: GedcomPreviewPerson): string {
  if (person.born && person.died) return `${person.born} – ${person.died}`;
  if (person.died) return `died ${person.died}`;
  return person.born ? `born ${person.born}` : '';
}

function Outcome({ person }: { person: GedcomPreviewPerson }) {
  if (person.outcome === 'member') return <Tag color="purple">Member: {person.match!.name}</Tag>;
  if (person.outcome === 'existing') return <Tag>Already here: {person.match!.name}</Tag>;
  return <Tag color="blue">New</Tag>;
}

/** What the import would do: the counts, who is found among the family and who is new, what is skipped. */
function PreviewReport({ preview }: { preview: GedcomPreview }) {
  return (
    <section className="fn-users-report" aria-label="Preview">
      <h3>Preview</h3>
      <p className="fn-users-help">
        Read as {preview.encoding}
        {preview.version && `, GEDCOM ${preview.version}`}
        {preview.source && `, written by ${preview.source}`}.
      </p>
      <Counts
        label="What the import will do"
        entries={[
          ['People in the file', preview.people],
          ['Families', preview.families],
          ['To add', preview.added],
          ['Members found', preview.members],
          ['Already in the tree', preview.existing],
          ['Parent links to add', preview.parentLinks],
          ['Partnerships to add', preview.partnerLinks],
        ]}
      />
      <ul className="fn-gedcom-people" aria-label="People in the file" tabIndex={0}>
        {preview.list.map((person) => (
          <li key={person.line}>
            <span className="fn-gedcom-name">{person.name}</span>
            <span className="fn-gedcom-years">{years(person)}</span>
            <Outcome person={person} />
          </li>
        ))}
      </ul>
      {/* A file of thousands is listed in part (the server sends the first ones): the counts are the whole. */}
      {preview.people > preview.list.length && <p className="fn-users-help">And {preview.people - preview.list.length} more people.</p>}
      <h4>Skipped</h4>
      <Problems problems={preview.problems} label="Skipped lines" />
    </section>
  );
}

function ImportReport({ result }: { result: GedcomImportResult }) {
  return (
    <section className="fn-users-report" aria-label="Import report">
      <h3>Import report</h3>
      <Counts
        label="What the import did"
        entries={[
          ['Added', result.added],
          ['Members found', result.members],
          ['Already in the tree', result.existing],
          ['Parent links added', result.parentLinks],
          ['Partnerships added', result.partnerLinks],
        ]}
      />
      <Problems problems={result.problems} label="Import errors" />
    </section>
  );
}

/**
 * The family tree from a genealogy program (issue 41): a GEDCOM file is previewed first (nothing
 * changes), then imported as previewed, all or nothing. People already in the tree are found,
 * never added twice; importing the same file again adds nobody.
 */
export function GedcomImportForm() {
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
      showStatus({ type: 'error', text: failureText(error, SETTINGS_MESSAGES.importFailed, SETTINGS_MESSAGES.importFailedRetry) });
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
      showStatus({ type: 'success', text: GEDCOM_IMPORT_MESSAGES.completed(report.added, report.members, report.existing) });
    } catch (error) {
      console.error('The GEDCOM import failed', error);
      showStatus({ type: 'error', text: failureText(error, SETTINGS_MESSAGES.importFailed, SETTINGS_MESSAGES.importFailedRetry) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <UserSection
      title="Family Tree Import"
      help={
        <>
          Bring the family tree from Gramps, Ancestry, MyHeritage or FamilySearch: export it there as a GEDCOM file (.ged, under 10 MB). You see
          who will be added before anything changes. Members with the same name and birth date, and relatives already in the tree, are found
          and never added twice.
        </>
      }
      status={status}
    >
      <FileChoice
        label="GEDCOM file"
        choose="Choose GEDCOM File"
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
          showStatus({ type: 'error', text: problem });
        }}
      />
      <div className="fn-users-actions">
        {preview && file ? (
          <>
            <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={bring} loading={busy === 'import'} disabled={busy === 'preview'}>
              Import {preview.added === 1 ? '1 person' : `${preview.added} people`}
            </Button>
            <Button onClick={forget} disabled={busy !== null}>
              Cancel
            </Button>
          </>
        ) : (
          <Button type="primary" onClick={look} disabled={!file} loading={busy === 'preview'}>
            Preview
          </Button>
        )}
      </div>
      {preview && <PreviewReport preview={preview} />}
      {result && <ImportReport result={result} />}
    </UserSection>
  );
}
