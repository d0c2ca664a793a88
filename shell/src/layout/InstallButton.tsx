import { Button } from 'shared-contracts/ui';
import { CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { promptInstall, useInstallState } from '../pwa/installPrompt';
import { Hint } from './Hint';

const LABELS = { available: 'Install App', installed: 'Installed', unavailable: 'Install Ready?' } as const;

/** Install App when the browser offers it; Installed once it is; else a disabled Install Ready?. */
export function InstallButton() {
  const state = useInstallState();
  const label = LABELS[state];
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
