import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import Alert from 'antd/es/alert';
import Tag from 'antd/es/tag';
import { AntdTheme } from 'shared-contracts/antd-theme';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { INSTALL_DIAGNOSTIC_DELAY_MS } from 'shared-contracts';
import { useInstallState, type InstallState } from './installPrompt';
import { browserEnvironment, installDiagnosis, runChecks, type CheckEnvironment, type CheckResult } from './pwaChecks';
import { useText } from './messages';

const INSTALL_LABELS = { available: 'install.available', installed: 'install.installed', unavailable: 'install.unavailable' } as const satisfies Record<InstallState, string>;

const pwaDebugCss = `
.fn-pwa-debug { display: flex; flex-direction: column; gap: var(--fn-spacing-card-margin); max-width: 760px; }
.fn-pwa-debug h1 { margin: 0; font-size: var(--fn-h2-size); font-weight: 600; color: var(--fn-color-text-primary); }
.fn-pwa-debug-lead { margin: 0; color: var(--fn-color-text-secondary); }
.fn-pwa-checks { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 8px; }
.fn-pwa-check { display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; padding: 12px var(--fn-spacing-container-padding);
  background: var(--fn-color-background-paper); border: 1px solid var(--fn-color-border-color); border-radius: var(--fn-border-radius-lg); }
.fn-pwa-check h2 { margin: 0; font-size: 1rem; font-weight: 600; color: var(--fn-color-text-primary); }
.fn-pwa-check .ant-tag { margin: 0; align-self: start; }
/* Pass and Fail in the theme's success and error colours, darkened (or lightened) by a third of the
   text colour so that they read at 4.5:1 on their own tint, in a light theme and a dark one. */
.fn-pwa-check .ant-tag.fn-verdict { --fn-verdict: var(--fn-color-success); border-color: color-mix(in srgb, var(--fn-verdict) 45%, transparent);
  background: color-mix(in srgb, var(--fn-verdict) 12%, var(--fn-color-background-paper));
  color: color-mix(in srgb, var(--fn-verdict) 70%, var(--fn-color-text-primary)); }
.fn-pwa-check .ant-tag.fn-verdict-fail { --fn-verdict: var(--fn-color-error); }
.fn-pwa-check p { grid-column: 1 / -1; margin: 0; color: var(--fn-color-text-secondary); overflow-wrap: anywhere; }
.fn-pwa-actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;

interface PwaDebugPageProps {
  /** The browser as the checks see it (tests give their own). */
  environment?: (installState: InstallState) => CheckEnvironment;
}

const STATE_MARK = '\uE000';

type InstallTest = { phase: 'idle' } | { phase: 'waiting' } | { phase: 'done'; ok: boolean; text: string };

/**
 * /dashboard/pwa-debug: why the app can or cannot be installed here. Four checks with a pass or
 * fail each, Refresh Check to run them again, and Test Install Event, which waits 5 s (the
 * browser may offer installation a moment after the page loads) and then says whether the
 * browser's install prompt is available.
 */
export default function PwaDebugPage({ environment = browserEnvironment }: PwaDebugPageProps) {
  const t = useText();
  const installState = useInstallState();
  const [checks, setChecks] = useState<CheckResult[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [installTest, setInstallTest] = useState<InstallTest>({ phase: 'idle' });
  // What the checks and the install test read when they run (not when they were scheduled).
  const latest = useRef({ installState, checks, environment, t });
  latest.current = { installState, checks, environment, t };
  const run = useRef(0);

  const refresh = useCallback(async () => {
    const id = ++run.current;
    setChecking(true);
    const results = await runChecks(latest.current.environment(latest.current.installState), latest.current.t);
    if (id !== run.current) return; // a later run is under way, or the page has gone
    setChecks(results);
    setChecking(false);
  }, []);

  // Again when the page's language changes: the checks say why in words.
  useEffect(() => {
    void refresh();
    return () => {
      run.current += 1;
    };
  }, [refresh, t]);

  useEffect(() => {
    if (installTest.phase !== 'waiting') return;
    const timer = setTimeout(() => {
      const { installState: state, checks: current, t: words } = latest.current;
      setInstallTest({ phase: 'done', ...installDiagnosis(state, current ?? [], words) });
    }, INSTALL_DIAGNOSTIC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [installTest.phase]);

  const seconds = Math.round(INSTALL_DIAGNOSTIC_DELAY_MS / 1000);
  // The install button's state in bold, wherever the language puts it in the sentence.
  const lead = t('lead', { state: STATE_MARK }).split(STATE_MARK);

  return (
    <AntdTheme>
      <section className="fn-pwa-debug" aria-labelledby="fn-pwa-debug-title">
        <style>{pwaDebugCss}</style>
        <h1 id="fn-pwa-debug-title">{t('title')}</h1>
        <p className="fn-pwa-debug-lead">
          {lead[0]}
          <strong>{t(INSTALL_LABELS[installState])}</strong>
          {lead[1]}
        </p>
        <ul className="fn-pwa-checks" aria-label={t('checks')} aria-busy={checking}>
          {(checks ?? []).map((check) => (
            <li key={check.id} className="fn-pwa-check">
              <h2>{check.label}</h2>
              <Tag className={check.pass ? 'fn-verdict' : 'fn-verdict fn-verdict-fail'} icon={check.pass ? <CheckCircleOutlined aria-hidden /> : <CloseCircleOutlined aria-hidden />}>
                {check.pass ? t('pass') : t('fail')}
              </Tag>
              <p>{check.detail}</p>
            </li>
          ))}
        </ul>
        <div className="fn-pwa-actions">
          <Button onClick={() => void refresh()} loading={checking}>
            {t('refresh')}
          </Button>
          <Button type="primary" onClick={() => setInstallTest({ phase: 'waiting' })} disabled={installTest.phase === 'waiting'}>
            {t('testInstall')}
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {installTest.phase === 'waiting' && (
            <Alert type="info" showIcon title={t('waiting', { seconds })} />
          )}
          {installTest.phase === 'done' && <Alert type={installTest.ok ? 'success' : 'warning'} showIcon title={installTest.text} />}
        </div>
      </section>
    </AntdTheme>
  );
}
