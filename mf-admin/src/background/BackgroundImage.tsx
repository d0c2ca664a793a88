import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useSetAtom } from 'jotai';
import { SETTINGS_MESSAGES, type GalleryItem } from 'shared-contracts';
import { PictureFileError, callApi, serverMessage, setBackgroundUrlAtom, useSharedText, useSiteBackground, withPageMessages } from 'shared-contracts/runtime';
import { Button, Spinner } from 'shared-contracts/ui';
import type { Gallery as GalleryView } from './Gallery';
import { backgroundCss } from './backgroundCss';
import { uploadBackground } from './backgroundUpload';
import { SettingsSection, StatusLine } from '../parts/SettingsSection';
import { useStatusMessage } from '../parts/useStatusMessage';
import { useText as usePageText } from '../messages';
import { fileSizeText } from './fileSize';
import { useText } from './messages';

/**
 * Background Image (spec sections 2 to 8): the current picture, the gallery (set one, delete one
 * after a confirmation) and an upload (JPEG, PNG or WebP up to 20MB, compressed first). A change
 * shows at once on every screen (the site's background state), the sign-in page included.
 */
export function BackgroundImage() {
  const t = useText();
  const titles = usePageText();
  const shared = useSharedText();
  const current = useSiteBackground();
  const setBackground = useSetAtom(setBackgroundUrlAtom);
  const [message, showMessage] = useStatusMessage();
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [items, setItems] = useState<GalleryItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  // The gallery's code (antd's buttons and dialog) comes when it is first opened.
  const [Gallery, setGallery] = useState<typeof GalleryView | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const galleryId = useId();
  // Read when an answer comes: the gallery may have been closed, or closed and opened again, since.
  const galleryShown = useRef(false);
  const listRequest = useRef(0);
  const listPending = useRef(false);

  // A refresh keeps the list (and a delete confirmation open over it) until the new one comes, and
  // keeps it when it fails. Only the latest call's answer is drawn, and a failure is told only
  // while the gallery is open.
  const loadGallery = useCallback(async () => {
    const request = ++listRequest.current;
    listPending.current = true;
    try {
      const { backgrounds } = await callApi('backgroundImages');
      if (request === listRequest.current) setItems(backgrounds);
    } catch (error) {
      console.error('Loading the background gallery failed', error);
      if (request !== listRequest.current) return;
      setItems((list) => list ?? []);
      if (galleryShown.current) showMessage({ type: 'error', text: (_t, say) => say(serverMessage(error, SETTINGS_MESSAGES.galleryLoadFailed)) });
    } finally {
      if (request === listRequest.current) listPending.current = false;
    }
  }, [showMessage]);

  /** After a change: a list asked for before it may not show it, so it is asked for again. */
  const listAfterChange = () => {
    if (listPending.current) void loadGallery();
  };

  const toggleGallery = () => {
    const open = !galleryOpen;
    galleryShown.current = open;
    setGalleryOpen(open);
    if (!open) return;
    setItems(null);
    void loadGallery();
    if (Gallery) return;
    // Drawn once its words are there in the page's language (it brings a catalogue of its own).
    withPageMessages(import('./Gallery')).then(
      (module) => setGallery(() => module.Gallery),
      (error) => {
        console.error('Loading the gallery code failed', error);
        // Closed meanwhile: nothing to tell; the next opening fetches the code again.
        if (!galleryShown.current) return;
        galleryShown.current = false;
        setGalleryOpen(false);
        showMessage({ type: 'error', text: shared(SETTINGS_MESSAGES.galleryLoadFailed) });
      },
    );
  };

  /** The gallery after a change: the current mark follows the site's background. */
  const markCurrent = (url: string | null) => setItems((list) => list && list.map((item) => ({ ...item, isCurrent: item.url === url })));

  const setAsBackground = async (item: GalleryItem) => {
    setBusy(true);
    try {
      const answer = await callApi('setBackground', { body: { backgroundUrl: item.url } });
      const url = answer?.backgroundUrl ?? item.url;
      setBackground(url);
      markCurrent(url);
      listAfterChange();
      showMessage({ type: 'success', text: shared(SETTINGS_MESSAGES.backgroundUpdated) });
    } catch (error) {
      console.error('Setting the background failed', error);
      showMessage({ type: 'error', text: shared(serverMessage(error, SETTINGS_MESSAGES.backgroundUpdateFailed)) });
    } finally {
      setBusy(false);
    }
  };

  const deleteItem = async (item: GalleryItem) => {
    setBusy(true);
    try {
      const answer = await callApi('deleteBackground', { params: { file: item.filePath } });
      setItems((list) => list && list.filter((other) => other.filePath !== item.filePath));
      // The current one deleted: the server fell back to the default for everyone.
      if (item.isCurrent || item.url === current) {
        const url = answer?.backgroundUrl ?? null;
        setBackground(url);
        markCurrent(url);
      }
      listAfterChange();
      showMessage({ type: 'success', text: shared(SETTINGS_MESSAGES.backgroundDeleted) });
    } catch (error) {
      console.error('Deleting the background failed', error);
      showMessage({ type: 'error', text: shared(serverMessage(error, SETTINGS_MESSAGES.backgroundDeleteFailed)) });
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file again still counts
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadBackground(file, (bytes) => t('background.tooLarge', { size: fileSizeText(t, bytes) }));
      setBackground(url);
      showMessage({ type: 'success', text: shared(SETTINGS_MESSAGES.backgroundUploaded) });
      if (galleryShown.current) void loadGallery();
    } catch (error) {
      if (error instanceof PictureFileError) showMessage({ type: 'error', text: shared(error.message) });
      else {
        console.error('Uploading the background failed', error);
        showMessage({ type: 'error', text: shared(serverMessage(error, SETTINGS_MESSAGES.backgroundUploadFailedRetry)) });
      }
    } finally {
      setUploading(false);
    }
  };

  return (
    <SettingsSection title={titles('background.title')} description={t('background.description')}>
      <style>{backgroundCss}</style>
      <div className="fn-background-current">
        <figure className="fn-background-preview" aria-label={t('background.current')} style={{ margin: 0 }}>
          {current ? (
            <img src={current} alt={t('background.currentAlt')} />
          ) : (
            <div className="fn-background-preview-empty">{t('background.none')}</div>
          )}
        </figure>
        <div className="fn-background-side">
          <div className="fn-settings-buttons">
            <Button icon={<PictureOutlined aria-hidden />} aria-expanded={galleryOpen} aria-controls={galleryId} onClick={toggleGallery}>
              {t('background.browse')}
            </Button>
            <Button variant="primary" icon={<UploadOutlined aria-hidden />} loading={uploading} onClick={() => fileInput.current?.click()}>
              {uploading ? t('background.uploading') : t('background.upload')}
            </Button>
          </div>
          <p className="fn-settings-hint">{t('background.hint')}</p>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="fn-visually-hidden"
            tabIndex={-1}
            aria-label={t('background.picture')}
            disabled={uploading}
            onChange={onFile}
          />
          <StatusLine message={message} />
        </div>
      </div>
      {galleryOpen && (
        <section id={galleryId} className="fn-gallery" aria-label={t('background.gallery')} aria-busy={items === null || Gallery === null}>
          {items === null || Gallery === null ? (
            <div className="fn-gallery-status">
              <Spinner label={t('background.galleryLoading')} />
            </div>
          ) : (
            <Gallery items={items} busy={busy} onSet={setAsBackground} onDelete={(item) => void deleteItem(item)} />
          )}
        </section>
      )}
    </SettingsSection>
  );
}
