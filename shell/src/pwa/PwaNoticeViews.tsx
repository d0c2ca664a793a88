import { useState } from 'react';
import { Button, Notice } from 'shared-contracts/ui';
import { dismissRefusedChange, useConnectivity } from './connectivity';
import { applyUpdate, useUpdateWaiting } from './registration';
import { useText } from '../layout/messages';


// Above the bottom navigation and above dialogs (antd's are at 1000): a refused save happens in
// the profile dialog, and the member must see why.
const pwaCss = `
.fn-offline-banner { margin-bottom: var(--fn-spacing-card-margin); }
.fn-offline-banner .fn-notice, .fn-pwa-toast .fn-notice { margin: 0; }
.fn-pwa-toast { position: fixed; left: 50%; transform: translateX(-50%); z-index: 1010;
  width: min(560px, calc(100% - 24px)); box-shadow: var(--fn-shadow-heavy); border-radius: var(--fn-border-radius-lg); }
.fn-pwa-toast-top { top: calc(72px + env(safe-area-inset-top)); }
.fn-pwa-toast-bottom { bottom: calc(72px + env(safe-area-inset-bottom)); }
`;

/** 'You are offline' at the top of the screen while the server cannot be reached. */
function OfflineBanner() {
  const t = useText();
  const { offline } = useConnectivity();
  if (!offline) return null;
  return (
    <div className="fn-offline-banner">
      <Notice type="warning" role="status" title={t('offline.title')}>
        {t('offline.description')}
      </Notice>
    </div>
  );
}

/** Says so at once when a change could not reach the server, over any open dialog. */
function RefusedChangeNotice() {
  const t = useText();
  const { changeRefused } = useConnectivity();
  if (!changeRefused) return null;
  return (
    <div className="fn-pwa-toast fn-pwa-toast-top">
      <Notice type="error" role="alert" onClose={dismissRefusedChange}>
        {t('offline.refused')}
      </Notice>
    </div>
  );
}

/** 'A new version is available' with Reload, while a new version of the site waits. */
export function UpdatePrompt() {
  const t = useText();
  const waiting = useUpdateWaiting();
  const [reloading, setReloading] = useState(false);
  if (!waiting) return null;
  return (
    <div className="fn-pwa-toast fn-pwa-toast-bottom">
      <Notice
        type="info"
        role="status"
        title={t('update.title')}
        action={
          <Button
            variant="primary"
            loading={reloading}
            onClick={() => {
              setReloading(true);
              applyUpdate();
            }}
          >
            {t('update.action')}
          </Button>
        }
      >
        {t('update.description')}
      </Notice>
    </div>
  );
}

/** The notices, fetched by PwaNotices the first time one is needed. */
export default function PwaNoticeViews() {
  return (
    <>
      <style>{pwaCss}</style>
      <OfflineBanner />
      <RefusedChangeNotice />
      <UpdatePrompt />
    </>
  );
}
