import { useEffect, useId, useState } from 'react';
import { Button } from 'antd';
import { useAtomValue } from 'jotai';
import { userDisplayName, type AdminAct, type AdminLogData, type AdminLogEntry, type User } from 'shared-contracts';
import { callApi, currentUserAtom, loadFamilyMembers, useSharedText } from 'shared-contracts/runtime';
import { useText as usePageText } from '../messages';
import { formatsOf } from '../messages/formats';
import { useText as useCommonText } from '../parts/messages';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from '../users/failure';
import { UserSection } from '../users/UserSection';
import { englishText, useText, type LogKey, type LogText } from './messages';

/**
 * How the log says each act, a sentence a language can order as it needs: with the person acted
 * on ('{actor} created {subject}'), or without ('{actor} changed the theme').
 */
const ACT_WORDS: Record<AdminAct, { on: LogKey } | { alone: LogKey }> = {
  memberCreated: { on: 'log.act.memberCreated' },
  membersImported: { alone: 'log.act.membersImported' },
  familyImported: { alone: 'log.act.familyImported' },
  memberApproved: { on: 'log.act.memberApproved' },
  memberDeclined: { on: 'log.act.memberDeclined' },
  memberDeleted: { on: 'log.act.memberDeleted' },
  profileChanged: { on: 'log.act.profileChanged' },
  roleChanged: { on: 'log.act.roleChanged' },
  themeChanged: { alone: 'log.act.themeChanged' },
  backgroundUploaded: { alone: 'log.act.backgroundUploaded' },
  backgroundChosen: { alone: 'log.act.backgroundChosen' },
  backgroundDeleted: { alone: 'log.act.backgroundDeleted' },
  joiningChanged: { alone: 'log.act.joiningChanged' },
  siteLanguageChanged: { alone: 'log.act.siteLanguageChanged' },
  testEmailSent: { alone: 'log.act.testEmailSent' },
};

const sameText = (text: string) => text;

/**
 * The server wrote an act's details in English when it was done (field labels, a mode, counts,
 * a file name): each part the shared messages know ('Phone Number') is said in the page's
 * language, the rest as written.
 */
function detailsIn(details: string, shared: (text: string) => string): string {
  return details
    .split(/(, |; )/)
    .map((part, at) => (at % 2 === 1 ? part : shared(part)))
    .join('');
}

/** 'Max Manager changed the profile of Bob Member: Phone Number, Occupation' (English unless given the page's words). */
export function entryText(entry: AdminLogEntry, t: LogText = englishText, shared: (text: string) => string = sameText): string {
  const actor = entry.actor.name;
  const words = ACT_WORDS[entry.act as AdminAct];
  let said: string;
  if (!words) {
    // An act this page does not know yet (a newer server): its code name.
    said = `${actor} ${entry.act}${entry.subject ? ` ${entry.subject.name}` : ''}`;
  } else if ('on' in words) {
    said = t(words.on, { actor, subject: entry.subject?.name ?? '' });
  } else {
    said = t(words.alone, { actor });
  }
  return entry.details ? t('log.withDetails', { text: said, details: detailsIn(entry.details, shared) }) : said;
}

/**
 * The record of admin acts (admins): who created, imported, approved, declined or deleted a
 * member, changed someone else's profile or role, the theme, the background or who can join, or sent a
 * test e-mail; newest first, a page at a time, by or on one person.
 */
export function AdminLogPanel() {
  const t = useText();
  const titles = usePageText();
  const common = useCommonText();
  const shared = useSharedText();
  const format = formatsOf(t);
  const me = useAtomValue(currentUserAtom);
  const [status, showStatus] = useStatusMessage({ t, common });
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
        if (current) showStatus({ type: 'error', text: (words, say) => say(failureText(error, words.t('log.loadFailed'), words.common('common.offline'))) });
      },
    );
    return () => {
      current = false;
    };
  }, [page, person, showStatus]);

  const pages = log ? Math.max(1, Math.ceil(log.total / log.pageSize)) : 1;
  return (
    <UserSection title={titles('log.title')} help={t('log.help')} status={status}>
      <div className="fn-log-filter">
        <label htmlFor={personId}>{t('log.person')}</label>
        <select
          id={personId}
          value={person}
          onChange={(event) => {
            setPerson(event.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('log.everyone')}</option>
          {people.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {userDisplayName(member) || member.email}
            </option>
          ))}
        </select>
      </div>
      {log && log.entries.length === 0 && <p className="fn-users-empty">{t('log.empty')}</p>}
      {log && log.entries.length > 0 && (
        <ol className="fn-users-list" aria-label={t('log.list')}>
          {log.entries.map((entry) => (
            <li key={entry.id} className="fn-users-row fn-log-row">
              <time dateTime={entry.at} className="fn-log-time">
                {format.moment(entry.at)}
              </time>
              <span className="fn-log-text">{entryText(entry, t, shared)}</span>
            </li>
          ))}
        </ol>
      )}
      {log && pages > 1 && (
        <nav className="fn-users-pager" aria-label={t('log.pages')}>
          <Button onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
            {t('log.newer')}
          </Button>
          <span aria-current="page">{common('pager.pageOf', { page: format.count(page), pages: format.count(pages) })}</span>
          <Button onClick={() => setPage((p) => p + 1)} disabled={page >= pages}>
            {t('log.older')}
          </Button>
        </nav>
      )}
    </UserSection>
  );
}
