import { Button } from 'antd';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { DeleteOutlined } from '@ant-design/icons';
import { formatFileSize, type GalleryItem } from 'shared-contracts';

interface GalleryProps {
  id: string;
  items: GalleryItem[] | null;
  busy: boolean;
  onSet: (item: GalleryItem) => void;
  onDelete: (item: GalleryItem) => void;
}

/** Browse Gallery: each picture's preview, file name, size and the current mark; set it, or delete it. */
export function Gallery({ id, items, busy, onSet, onDelete }: GalleryProps) {
  return (
    <section id={id} className="fn-gallery" aria-label="Background gallery" aria-busy={items === null}>
      {items === null ? (
        <div className="fn-gallery-status">
          <Spin aria-label="Loading the gallery" />
        </div>
      ) : items.length === 0 ? (
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
                <Button size="small" danger icon={<DeleteOutlined />} disabled={busy} onClick={() => onDelete(item)} aria-label={`Delete ${item.filename}`}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
