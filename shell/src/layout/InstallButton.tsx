import { Button } from 'shared-contracts/ui';
import { CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { promptInstall, useInstallState } from '../pwa/installPrompt';
import { Hint } from './Hint';
import { useText } from './messages';

const LABELS = { available: 'install.available', installed: 'install.installed', unavailable: 'install.unavailable' } as const;

/** Install App when the browser offers it; Installed once it is; else a disabled Install Ready?. */
export function InstallButton() {
  const t = useText();
  const state = useInstallState();
  const label = t(LABELS[state]);
  return (
    <Hint label={label}>
      <Button
        variant={state === 'available' ? 'primary' : 'text'}
        icon={state === 'installed' ? <CheckCircleOutlined /> : <DownloadOutlined />}
        disabled={state !== 'available'}
        onClick={() => void promptInstall()}
        aria-label={label}
      >
        <span className="fn-install-label">{label}</span>
      </Button>
    </Hint>
  );
}
