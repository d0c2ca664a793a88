import { useState } from 'react';
import { Button } from 'antd';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { DeleteOutlined } from '@ant-design/icons';
import { SETTINGS_MESSAGES, type GalleryItem } from 'shared-contracts';
import { AntdTheme } from 'shared-contracts/antd-theme';
import { useSharedText } from 'shared-contracts/runtime';
import { fileSizeText } from './fileSize';
import { useText } from './gallery/messages';
import { useText as useBackgroundText } from './messages';

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
  const t = useText();
  const shared = useSharedText();
  const sizes = useBackgroundText();
  const [toDelete, setToDelete] = useState<GalleryItem | null>(null);
  const confirmed = () => {
    setToDelete(null);
    if (toDelete) onDelete(toDelete);
  };
  return (
    <AntdTheme>
      {items.length === 0 ? (
        <p className="fn-settings-hint">{t('gallery.empty')}</p>
      ) : (
        <ul className="fn-gallery-list">
          {items.map((item) => (
            <li key={item.filePath} className={item.isCurrent ? 'fn-gallery-item is-current' : 'fn-gallery-item'} aria-label={item.filename}>
              <img src={item.url} alt="" loading="lazy" className="fn-gallery-image" />
              <div className="fn-gallery-meta">
                <span className="fn-gallery-name" title={item.filename} translate="no">
                  {item.filename}
                </span>
                <span className="fn-gallery-size">{fileSizeText(sizes, item.size)}</span>
                {item.isCurrent && <Tag className="fn-gallery-current">{t('gallery.current')}</Tag>}
              </div>
              <div className="fn-gallery-buttons">
                <Button size="small" type={item.isCurrent ? 'default' : 'primary'} disabled={busy || item.isCurrent} onClick={() => onSet(item)} aria-label={t('gallery.setLabel', { name: item.filename })}>
                  {item.isCurrent ? t('gallery.inUse') : t('gallery.set')}
                </Button>
                <Button size="small" danger icon={<DeleteOutlined aria-hidden />} disabled={busy} onClick={() => setToDelete(item)} aria-label={t('gallery.deleteLabel', { name: item.filename })}>
                  {t('gallery.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal open={toDelete !== null} title={t('gallery.deleteTitle')} okText={t('gallery.delete')} okButtonProps={{ danger: true }} onOk={confirmed} onCancel={() => setToDelete(null)}>
        <p>{shared(SETTINGS_MESSAGES.backgroundDeleteConfirm)}</p>
      </Modal>
    </AntdTheme>
  );
}
