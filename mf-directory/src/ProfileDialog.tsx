import { Modal } from 'antd';
import type { ProfileDialogProps } from 'shared-contracts/remotes';

/** Profile Details: the dialog's frame only, until the directory issue builds it. */
export default function ProfileDialog({ open, onClose }: ProfileDialogProps) {
  return <Modal open={open} onCancel={onClose} title="Profile Details" footer={null} />;
}
