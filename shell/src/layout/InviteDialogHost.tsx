import Modal from 'antd/es/modal';
import { AntdTheme } from 'shared-contracts/antd-theme';
import { RemoteView } from '../federation/RemoteView';
import { PageSpinner } from './PageSpinner';

interface InviteDialogHostProps {
  open: boolean;
  onClose: () => void;
}

/** The dialog's title, the same in the remote's dialog and in the shell's while it loads. */
const TITLE = 'Invite Family Members';

/**
 * "My QR Code" in the top bar: mf-directory's InviteDialog (a member's own invitation is my
 * account's), with a dialog of the shell's own while it loads or when it cannot be loaded.
 * Fetched the first time it is asked for, so no first visit downloads a dialog nobody opened.
 */
export default function InviteDialogHost({ open, onClose }: InviteDialogHostProps) {
  return (
    <AntdTheme>
      <RemoteView
        request="mf_directory/InviteDialog"
        props={{ open, onClose }}
        fallback={
          <Modal open={open} onCancel={onClose} footer={null} title={TITLE}>
            <PageSpinner />
          </Modal>
        }
        renderFailure={(message) => (
          <Modal open={open} onCancel={onClose} footer={null} title={TITLE}>
            {message}
          </Modal>
        )}
      />
    </AntdTheme>
  );
}
