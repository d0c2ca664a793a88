import { useState } from 'react';
import { Button } from 'antd';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { DeleteOutlined } from '@ant-design/icons';
import { SETTINGS_MESSAGES, formatFileSize, type GalleryItem } from 'shared-contracts';
import { AntdTheme } from 'shared-contracts/antd-theme';

interface GalleryProps {
  items: GalleryItem[];
  busy: boolean;
  onSet: (item: GalleryItem) => void;
  /** Called once the member has confirmed. */
  onDelete: (item: GalleryItem) => void;
}

/**
 * Browse Gallery's pictures: each one's preview, file name, size and the current mark; set it, or
 * delete it after a confirmation. Its own chunk, with antd's theme: it opens on request only.
 */
export function Gallery({ items, busy, onSet, onDelete }: GalleryProps) {
  const [toDelete, setToDelete] = useState<GalleryItem | null>(null);
  const confirmed = () => {
    setToDelete(null);
    if (toDelete) onDelete(toDelete);
  };
  return (
    <AntdTheme>
      {items.length === 0 ? (
        <p className="fn-settings-hint">No background images yet. Upload one to start the gallery.</p>
      ) : (
        <ul className="fn-gallery-list">
          {items.map((item) => (
            <li key={item.filePath} className={item.isCurrent ? 'fn-gallery-item is-current' : 'fn-gallery-item'} aria-label={item.filename}>
              <img src={item.url} alt="" loading="lazy" className="fn-gallery-image" />
              <div className="fn-gallery-meta">
                <span className="fn-gallery-name" title={item.filename}>
                  {item.filename}
                </span>
                <span className="fn-gallery-size">{formatFileSize(item.size)}</span>
                {item.isCurrent && <Tag className="fn-gallery-current">Current</Tag>}
              </div>
              <div className="fn-gallery-buttons">
                <Button size="small" type={item.isCurrent ? 'default' : 'primary'} disabled={busy || item.isCurrent} onClick={() => onSet(item)} aria-label={`Set ${item.filename} as the background`}>
                  {item.isCurrent ? 'In use' : 'Set as background'}
                </Button>
                <Button size="small" danger icon={<DeleteOutlined />} disabled={busy} onClick={() => setToDelete(item)} aria-label={`Delete ${item.filename}`}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={toDelete !== null} title="Delete background image" okText="Delete" okButtonProps={{ danger: true }} onOk={confirmed} onCancel={() => setToDelete(null)}>
        <p>{SETTINGS_MESSAGES.backgroundDeleteConfirm}</p>
      </Modal>
    </AntdTheme>
  );
}
