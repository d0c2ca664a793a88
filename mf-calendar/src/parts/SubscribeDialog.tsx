import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Modal from 'antd/es/modal';
import { CopyOutlined } from '@ant-design/icons';
import { COPIED_INDICATOR_MS, type CalendarFeedStatus } from 'shared-contracts';
import { callApi, serverMessage } from 'shared-contracts/runtime';
// A federation singleton: the shell's one copy of antd's theme (tokens, dark algorithm).
import { AntdTheme } from 'shared-contracts/antd-theme';

const SUBSCRIBE_TEXT = {
  title: 'Subscribe to birthdays',
  intro:
    "Add the family's birthdays to the calendar app you already use: Google Calendar, Apple Calendar or Thunderbird. Only birthdays that members made visible are in it, and changes reach your app on their own.",
  none: 'You have no subscription address yet.',
  create: 'Create my address',
  renew: 'Make a new address',
  revoke: 'Turn off',
  copyNow: 'Copy this address now: for your privacy it is shown only this once.',
  private: 'Keep it private: anyone who has this address can see these birthdays.',
  openApp: 'Open in my calendar app',
  loadFailed: 'Could not load your calendar subscription. Please try again.',
  createFailed: 'Could not make a new address. Please try again.',
  revokeFailed: 'Could not turn the address off. Please try again.',
  turnedOff: 'Your calendar address is turned off. Calendar apps that used it stop receiving birthdays.',
} as const;

/** 'Your private address was made on March 3, 2026. ...' */
function activeText(createdAt: string | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  const when =
    date && !Number.isNaN(date.getTime()) ? ` on ${date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })}` : '';
  return `You have a private address, made${when}. It was shown only once; if you need it again, make a new one (the old one then stops working).`;
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
  const [loaded, setLoaded] = useState<Loaded>({ phase: 'loading' });
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
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
      setProblem(serverMessage(error, SUBSCRIBE_TEXT.createFailed));
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
      setNotice(SUBSCRIBE_TEXT.turnedOff);
      setLoaded({ phase: 'ready', status: { active: false } });
    } catch (error) {
      console.error('Could not turn the calendar address off', error);
      setProblem(serverMessage(error, SUBSCRIBE_TEXT.revokeFailed));
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
        title={SUBSCRIBE_TEXT.title}
        closable={{ 'aria-label': 'Close dialog' }}
        footer={[
          <Button key="close" type="primary" onClick={onClose}>
            Close
          </Button>,
        ]}
      >
        <Flex vertical gap={12}>
          <p style={{ margin: 0 }}>{SUBSCRIBE_TEXT.intro}</p>
          {loaded.phase === 'loading' && (
            <Flex justify="center" style={{ padding: 16 }} role="status" aria-label="Loading your subscription">
              <Spin />
            </Flex>
          )}
          {loaded.phase === 'failed' && <Alert type="error" showIcon title={SUBSCRIBE_TEXT.loadFailed} />}
          {problem && <Alert type="error" showIcon title={problem} />}
          {notice && <Alert type="success" showIcon title={notice} />}
          {status && url && (
            <Flex vertical gap={8}>
              <Alert type="warning" showIcon title={SUBSCRIBE_TEXT.copyNow} />
              <Space.Compact style={{ width: '100%' }}>
                <Input value={url} readOnly aria-label="Calendar address" onFocus={(event) => event.target.select()} />
                <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
                  {copied ? 'Copied!' : 'Copy URL'}
                </Button>
              </Space.Compact>
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                <li>Google Calendar: beside Other calendars choose +, then From URL, and paste it.</li>
                <li>Apple Calendar: File, then New Calendar Subscription, and paste it.</li>
                <li>Thunderbird: New Calendar, then On the Network, and paste it.</li>
              </ul>
              <a href={webcalOf(url)}>{SUBSCRIBE_TEXT.openApp}</a>
              <p style={{ margin: 0, color: 'var(--fn-color-text-secondary)' }}>{SUBSCRIBE_TEXT.private}</p>
            </Flex>
          )}
          {status && !url && <p style={{ margin: 0 }}>{status.active ? activeText(status.createdAt) : SUBSCRIBE_TEXT.none}</p>}
          {status && (
            <Flex gap={8} wrap>
              <Button type={status.active ? 'default' : 'primary'} loading={busy === 'create'} disabled={busy !== null} onClick={create}>
                {status.active ? SUBSCRIBE_TEXT.renew : SUBSCRIBE_TEXT.create}
              </Button>
              {status.active && (
                <Button danger loading={busy === 'revoke'} disabled={busy !== null} onClick={revoke}>
                  {SUBSCRIBE_TEXT.revoke}
                </Button>
              )}
            </Flex>
          )}
        </Flex>
      </Modal>
    </AntdTheme>
  );
}
