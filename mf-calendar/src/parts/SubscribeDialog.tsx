import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Modal from 'antd/es/modal';
import { CopyOutlined } from '@ant-design/icons';
import { COPIED_INDICATOR_MS, intlLocale, type CalendarFeedStatus } from 'shared-contracts';
import { callApi, serverMessage, useSharedText } from 'shared-contracts/runtime';
// A federation singleton: the shell's one copy of antd's theme (tokens, dark algorithm).
import { AntdTheme } from 'shared-contracts/antd-theme';
import { useText, type SubscribeKey, type SubscribeText } from './subscribe/messages';

const madeOnFormats = new Map<string, Intl.DateTimeFormat>();

/** 'You have a private address, made on March 3, 2026. ...' (the day it was made where the member is). */
function activeText(t: SubscribeText, createdAt: string | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return t('subscribe.activeUndated');
  const tag = intlLocale(t.locale);
  let format = madeOnFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', year: 'numeric' });
    madeOnFormats.set(tag, format);
  }
  return t('subscribe.active', { date: format.format(date) });
}

/** What went wrong: the server's words when it gave some (said through the shared messages), else ours. */
type Problem = { said: string } | { key: SubscribeKey };

function problemOf(error: unknown, key: SubscribeKey): Problem {
  const said = serverMessage(error, '');
  return said ? { said } : { key };
}

/** The same address for apps that subscribe through a webcal: link (Apple Calendar, Thunderbird). */
const webcalOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

type Loaded = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; status: CalendarFeedStatus };

interface SubscribeDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Subscribe': the member's private feed address. Only its hash is kept on the server, so the
 * address is shown once, right after it is made; making a new one turns the old one off.
 */
export default function SubscribeDialog({ open, onClose }: SubscribeDialogProps) {
  const t = useText();
  const shared = useSharedText();
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<SubscribeKey | null>(null);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!open) return;
    let active = true;
    setLoaded({ phase: 'loading' });
    setProblem(null);
    setNotice(null);
    callApi('calendarFeed')
      .then((status) => active && setLoaded({ phase: 'ready', status }))
      .catch((error) => {
        console.error('Could not load the calendar subscription', error);
        if (active) setLoaded({ phase: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [open]);

  // The address is not kept once the dialog is closed: it was for this showing only.
  useEffect(() => {
    if (!open) setUrl(null);
  }, [open]);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const create = async () => {
    setBusy('create');
    setProblem(null);
    setNotice(null);
    try {
      const made = await callApi('createCalendarFeed');
      setUrl(made.url);
      setLoaded({ phase: 'ready', status: { active: true, createdAt: made.createdAt } });
    } catch (error) {
      console.error('Could not make a calendar address', error);
      setProblem(problemOf(error, 'subscribe.createFailed'));
    } finally {
      setBusy(null);
    }
  };

  const revoke = async () => {
    setBusy('revoke');
    setProblem(null);
    try {
      await callApi('revokeCalendarFeed');
      setUrl(null);
      setNotice('subscribe.turnedOff');
      setLoaded({ phase: 'ready', status: { active: false } });
    } catch (error) {
      console.error('Could not turn the calendar address off', error);
      setProblem(problemOf(error, 'subscribe.revokeFailed'));
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    } catch (error) {
      console.error('Could not copy the address', error);
    }
  };

  const status = loaded.phase === 'ready' ? loaded.status : null;

  // antd's theme comes with the dialog: the calendar around it renders no antd component, and
  // the shell puts no AntdTheme around the dashboard's screens.
  return (
    <AntdTheme>
      <Modal
        open={open}
        onCancel={onClose}
        title={t('subscribe.title')}
        closable={{ 'aria-label': t('subscribe.closeDialog') }}
        footer={[
          <Button key="close" type="primary" onClick={onClose}>
            {t('subscribe.close')}
          </Button>,
        ]}
      >
        <Flex vertical gap={12}>
          <p style={{ margin: 0 }}>{t('subscribe.intro')}</p>
          {loaded.phase === 'loading' && (
            <Flex justify="center" style={{ padding: 16 }} role="status" aria-label={t('subscribe.loading')}>
              <Spin />
            </Flex>
          )}
          {loaded.phase === 'failed' && <Alert type="error" showIcon title={t('subscribe.loadFailed')} />}
          {problem && <Alert type="error" showIcon title={'said' in problem ? shared(problem.said) : t(problem.key)} />}
          {notice && <Alert type="success" showIcon title={t(notice)} />}
          {status && url && (
            <Flex vertical gap={8}>
              <Alert type="warning" showIcon title={t('subscribe.copyNow')} />
              <Space.Compact style={{ width: '100%' }}>
                {/* The address is a URL: read left to right in any language. */}
                <Input value={url} readOnly dir="ltr" aria-label={t('subscribe.address')} onFocus={(event) => event.target.select()} />
                <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
                  {copied ? t('subscribe.copied') : t('subscribe.copy')}
                </Button>
              </Space.Compact>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                <li>{t('subscribe.howGoogle')}</li>
                <li>{t('subscribe.howApple')}</li>
                <li>{t('subscribe.howThunderbird')}</li>
              </ul>
              <a href={webcalOf(url)}>{t('subscribe.openApp')}</a>
              <p style={{ margin: 0, color: 'var(--fn-color-text-secondary)' }}>{t('subscribe.private')}</p>
            </Flex>
          )}
          {status && !url && <p style={{ margin: 0 }}>{status.active ? activeText(t, status.createdAt) : t('subscribe.none')}</p>}
          {status && (
            <Flex gap={8} wrap>
              <Button type={status.active ? 'default' : 'primary'} loading={busy === 'create'} disabled={busy !== null} onClick={create}>
                {status.active ? t('subscribe.renew') : t('subscribe.create')}
              </Button>
              {status.active && (
                <Button danger loading={busy === 'revoke'} disabled={busy !== null} onClick={revoke}>
                  {t('subscribe.revoke')}
                </Button>
              )}
            </Flex>
          )}
        </Flex>
      </Modal>
    </AntdTheme>
  );
}
