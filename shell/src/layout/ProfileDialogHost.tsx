import Modal from 'antd/es/modal';
import { AntdTheme } from 'shared-contracts/antd-theme';
import { RemoteView } from '../federation/RemoteView';
import { PageSpinner } from './PageSpinner';

interface ProfileDialogHostProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The own-profile dialog of the Profile menu item and tab: mf-directory's ProfileDialog, with a
 * dialog of the shell's own while it loads or when it cannot be loaded. Fetched (with antd's
 * Modal) the first time it is asked for, so no first visit downloads a dialog nobody opened.
 */
export default function ProfileDialogHost({ open, onClose }: ProfileDialogHostProps) {
  return (
    <AntdTheme>
      <RemoteView
        request="mf_directory/ProfileDialog"
        props={{ open, onClose }}
        fallback={
          <Modal open={open} onCancel={onClose} footer={null} title="Profile Details">
            <PageSpinner />
          </Modal>
        }
        renderFailure={(message) => (
          <Modal open={open} onCancel={onClose} footer={null} title="Profile Details">
            {message}
          </Modal>
        )}
      />
    </AntdTheme>
  );
}
