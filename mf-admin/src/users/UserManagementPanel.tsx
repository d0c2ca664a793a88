import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Modal from 'antd/es/modal';
import { CloseCircleOutlined, DeleteOutlined, SearchOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { ADMIN_USERS_PAGE_SIZE, isAdmin, SETTINGS_MESSAGES, UI_WORDS, roleOf, userDisplayName, userInitial, type User } from 'shared-contracts';
import { callApi, currentUserAtom, useSharedText } from 'shared-contracts/runtime';
import { useText as usePageText } from '../messages';
import { useText as useCommonText } from '../parts/messages';
import { useText, type UsersKey } from './messages';
import { formatsOf } from '../messages/formats';
import { RoundPicture } from 'shared-contracts/ui';
import { useStatusMessage } from '../parts/useStatusMessage';
import { failureText } from './failure';
import { UserSection } from './UserSection';

/** Typing pauses this long before the search is sent. */
export const SEARCH_DELAY_MS = 300;

// The role's words and UNKNOWN_USER_NAME's, in the page's language.
const ROLE_LABELS = { admin: 'users.role.admin', manager: 'users.role.manager', member: 'users.role.member' } as const satisfies Record<string, UsersKey>;
const ROLE_COLORS = { admin: 'red', manager: 'blue', member: undefined } as const;

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; users: User[]; total: number };

/**
 * User Management (admin only; spec sections 2, 6): every user with avatar, name, e-mail and
 * role, a page at a time (the server pages and searches, so 1,000 users stay quick), and
 * delete for anyone but oneself after the spec's confirmation.
 */
export function UserManagementPanel() {
  const t = useText();
  const titles = usePageText();
  const common = useCommonText();
  const shared = useSharedText();
  const format = formatsOf(t);
  const me = useAtomValue(currentUserAtom);
  const nameOf = (user: User) => userDisplayName(user) || t('users.unknownName');
  const [status, showStatus] = useStatusMessage();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [reload, setReload] = useState(0);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const request = useRef(0);

  // The search waits for a pause in typing, then starts again from page 1 (only when the words
  // changed: a page chosen before the first pause must stay chosen).
  useEffect(() => {
    const words = query.trim();
    if (words === search) return undefined;
    const timer = setTimeout(() => {
      setSearch(words);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, search]);

  useEffect(() => {
    const current = ++request.current;
    setLoaded((state) => (state.status === 'loaded' ? state : { status: 'loading' }));
    callApi('adminUsers', { query: { page: String(page), pageSize: String(ADMIN_USERS_PAGE_SIZE), ...(search ? { q: search } : {}) } })
      .then(({ users, total }) => {
        if (current !== request.current) return;
        const list = users;
        const count = total ?? list.length;
        // A page emptied by deletions: show the last page that has users.
        const lastPage = Math.max(1, Math.ceil(count / ADMIN_USERS_PAGE_SIZE));
        if (list.length === 0 && page > lastPage) setPage(lastPage);
        else setLoaded({ status: 'loaded', users: list, total: count });
      })
      .catch((error) => {
        if (current !== request.current) return;
        console.error('Could not load the users', error);
        setLoaded({ status: 'failed' });
        showStatus({ type: 'error', text: (_t, say) => say(failureText(error, SETTINGS_MESSAGES.usersLoadFailed, SETTINGS_MESSAGES.usersLoadFailed)) });
      });
  }, [page, search, reload, showStatus]);

  const remove = useCallback(
    async (user: User) => {
      setDeletingId(user.id);
      try {
        await callApi('deleteUser', { params: { id: user.id } });
        showStatus({ type: 'success', text: (_t, say) => say(SETTINGS_MESSAGES.userDeleted) });
        setReload((n) => n + 1);
      } catch (error) {
        console.error('Deleting the user failed', error);
        showStatus({ type: 'error', text: (_t, say) => say(failureText(error, SETTINGS_MESSAGES.userDeleteFailed, SETTINGS_MESSAGES.userDeleteFailed)) });
      } finally {
        setDeletingId(null);
      }
    },
    [showStatus],
  );

  const confirmDelete = (user: User) => {
    void modal.confirm({
      title: t('users.deleteTitle'),
      // antd's own icon would be named "exclamation-circle" to a screen reader: one of the shared
      // set, hidden from it (the title says it all).
      icon: <DeleteOutlined aria-hidden />,
      // The confirmation in the page's language.
      content: t('users.deleteConfirm', { name: nameOf(user) }),
      okText: t('users.delete'),
      okButtonProps: { danger: true },
      cancelText: t('users.cancel'),
      onOk: () => remove(user),
    });
  };

  const total = loaded.status === 'loaded' ? loaded.total : 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
  const count = t(search ? 'users.found' : 'users.count', { count: total });

  return (
    <UserSection title={titles('users.title')} status={status}>
      {modalHolder}
      <div className="fn-users-toolbar">
        <Input
          type="search"
          // antd's clear button is named by its icon ("close-circle"): named here in the page's language.
          allowClear={{ clearIcon: <CloseCircleOutlined aria-label={shared(UI_WORDS.clear)} /> }}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('users.searchPlaceholder')}
          aria-label={t('users.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {loaded.status === 'loaded' && (
          <span className="fn-users-count" role="status">
            {count}
          </span>
        )}
      </div>
      {loaded.status === 'loading' ? (
        <div role="status" aria-label={t('users.loading')} style={{ padding: 24, textAlign: 'center' }}>
          <Spin />
        </div>
      ) : loaded.status === 'failed' ? (
        <div className="fn-users-empty">
          <p>{shared(SETTINGS_MESSAGES.usersLoadFailed)}</p>
          <Button onClick={() => setReload((n) => n + 1)}>{t('users.retry')}</Button>
        </div>
      ) : loaded.users.length === 0 ? (
        <p className="fn-users-empty">{search ? t('users.noMatch') : t('users.none')}</p>
      ) : (
        <ul className="fn-users-list" aria-label={t('users.list')}>
          {loaded.users.map((user) => {
            const name = nameOf(user);
            const role = roleOf(user) ?? 'member';
            const isSelf = user.id === me?.id;
            return (
              <li key={user.id} className="fn-users-row">
                <RoundPicture
                  size={40}
                  src={user.photoURL}
                  alt={t('users.photo', { name })}
                  style={{ backgroundColor: 'var(--fn-color-primary)', color: '#fff', fontWeight: 600, fontSize: 20 }}
                >
                  <span aria-hidden>{userInitial(user)}</span>
                </RoundPicture>
                <div className="fn-users-row-text">
                  <span className="fn-users-row-name">
                    {name}
                    <Tag color={ROLE_COLORS[role]}>{t(ROLE_LABELS[role])}</Tag>
                    {isSelf && <Tag>{t('users.you')}</Tag>}
                    {user.awaitingApproval && <Tag color="gold">{t('users.waiting')}</Tag>}
                  </span>
                  <span className="fn-users-row-email">
                    {user.email}
                    {user.invitedBy && ` · ${t('users.invitedBy', { name: user.invitedBy.name })}`}
                  </span>
                </div>
                {!isSelf && !isAdmin(user) && (
                  <Button
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('users.deleteLabel', { name })}
                    loading={deletingId === user.id}
                    onClick={() => confirmDelete(user)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {loaded.status === 'loaded' && pages > 1 && (
        <nav className="fn-users-pager" aria-label={t('users.pages')}>
          <Button onClick={() => setPage((p) => p - 1)} disabled={page <= 1}>
            {t('users.previous')}
          </Button>
          <span aria-current="page">{common('pager.pageOf', { page: format.count(page), pages: format.count(pages) })}</span>
          <Button onClick={() => setPage((p) => p + 1)} disabled={page >= pages}>
            {t('users.next')}
          </Button>
        </nav>
      )}
    </UserSection>
  );
}
