import { useEffect, useId, useState } from 'react';
import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import { userDisplayName, type AdminAct, type AdminLogData, type AdminLogEntry, type User } from 'shared-contracts';
import { callApi, currentUserAtom, loadFamilyMembers } from 'shared-contracts/runtime';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';

const OFFLINE = 'The server could not be reached. Please try again.';
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** How the log says each act ('Ada Admin created Meg Brooke'). */
const ACT_WORDS: Record<AdminAct, string> = {
  memberCreated: 'created',
  membersImported: 'imported members',
  familyImported: 'imported a family tree',
  memberApproved: 'let in',
  memberDeclined: 'declined',
  memberDeleted: 'deleted',
  profileChanged: 'changed the profile of',
  roleChanged: 'changed the role of',
  themeChanged: 'changed the theme',
  backgroundUploaded: 'uploaded a background',
  backgroundChosen: 'chose the background',
  backgroundDeleted: 'deleted a background',
  joiningChanged: 'changed who can join',
  testEmailSent: 'sent a test e-mail',
};

/** 'Max Manager changed the profile of Bob Member: Phone Number, Occupation' */
export function entryText(entry: AdminLogEntry): string {
  const verb = ACT_WORDS[entry.act as AdminAct] ?? entry.act;
  const subject = entry.subject ? ` ${entry.subject.name}` : '';
  return `${entry.actor.name} ${verb}${subject}${entry.details ? `: ${entry.details}` : ''}`;
}

/**
 * The record of admin acts (admins): who created, imported, approved, declined or deleted a
 * member, changed someone else's profile or role, the theme, the background or who can join, or sent a
 * test e-mail; newest first, a page at a time, by or on one person.
 */
export function AdminLogPanel() {
  const me = useAtomValue(currentUserAtom);
  const [status, showStatus] = useStatusMessage();
  const [page, setPage] = useState(1);
  const [person, setPerson] = useState('');
  const [log, setLog] = useState<AdminLogData | null>(null);
  const [people, setPeople] = useState<User[]>([]);
  const personId = useId();

  useEffect(() => {
    loadFamilyMembers(me?.id).then(
      (list) => setPeople(list.members),
      (error) => console.error('Could not load the members for the filter', error),
    );
  }, [me?.id]);

  useEffect(() => {
    let current = true;
    callApi('adminLog', { query: { page: String(page), ...(person ? { person } : {}) } }).then(
      (data) => current && setLog(data),
      (error) => {
        console.error('Could not load the record of admin acts', error);
        if (current) showStatus({ type: 'error', text: failureText(error, 'Could not load the record of admin acts.', OFFLINE) });
      },
    );
    return () => {
      current = false;
    };
  }, [page, person, showStatus]);

  const pages = log ? Math.max(1, Math.ceil(log.total / log.pageSize)) : 1;
  return (
    <UserSection title="Admin log" help="What admins and managers did, newest first. Kept for a year; never a password or a position." status={status}>
      <div className="fn-log-filter">
        <label htmlFor={personId}>Person</label>
        <select
          id={personId}
          value={person}
          onChange={(event) => {
            setPerson(event.target.value);
            setPage(1);
          }}
        >
          <option value="">Everyone</option>
          {people.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {userDisplayName(member) || member.email}
            </option>
          ))}
        </select>
      </div>
      {log && log.entries.length === 0 && <p className="fn-users-empty">Nothing recorded yet.</p>}
      {log && log.entries.length > 0 && (
        <ol className="fn-users-list" aria-label="Admin acts, newest first">
          {log.entries.map((entry) => (
            <li key={entry.id} className="fn-users-row fn-log-row">
              <time dateTime={entry.at} className="fn-log-time">
                {when.format(new Date(entry.at))}
              </time>
              <span className="fn-log-text">{entryText(entry)}</span>
            </li>
          ))}
        </ol>
      )}
      {log && pages > 1 && (
        <nav className="fn-users-pager" aria-label="Admin log pages">
          <Button onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
            Newer
          </Button>
          <span aria-current="page">
            Page {page} of {pages}
          </span>
          <Button onClick={() => setPage((p) => p + 1)} disabled={page >= pages}>
            Older
          </Button>
        </nav>
      )}
    </UserSection>
  );
}
