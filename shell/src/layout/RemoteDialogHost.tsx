import Modal from 'antd/es/modal';
import { AntdTheme } from 'shared-contracts/antd-theme';
import { RemoteView } from '../federation/RemoteView';
import { PageSpinner } from './PageSpinner';

/** The dialogs the frame opens from a remote: Profile (the menu item and tab), My QR Code (the top bar). */
type DialogRequest = 'mf_directory/ProfileDialog' | 'mf_directory/InviteDialog';

interface RemoteDialogHostProps {
  request: DialogRequest;
  /** The dialog's title, shown by the shell's own dialog while it loads or when it cannot be loaded. */
  title: string;
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog of a remote opened by the frame, with a dialog of the shell's own while it loads or
 * when it cannot be loaded. Fetched (with antd's Modal) the first time it is asked for, so no
 * first visit downloads a dialog nobody opened.
 */
export default function RemoteDialogHost({ request, title, open, onClose }: RemoteDialogHostProps) {
  return (
    <AntdTheme>
      <RemoteView
        request={request}
        props={{ open, onClose }}
        fallback={
          <Modal open={open} onCancel={onClose} footer={null} title={title}>
            <PageSpinner />
          </Modal>
        }
        renderFailure={(message) => (
          <Modal open={open} onCancel={onClose} footer={null} title={title}>
            {message}
          </Modal>
        )}
      />
    </AntdTheme>
  );
}
