import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import QRCode from 'qrcode';
import { AntdTheme } from 'shared-contracts/antd-theme';
import { COPIED_INDICATOR_MS, REGISTRATION_QR, REGISTRATION_QR_FILE_NAME, UI_WORDS, intlLocale, registrationLink, type PageLocale } from 'shared-contracts';
import { callApi, useSharedText, type InviteDialogProps } from 'shared-contracts/runtime';
import { useText as useDialogText } from '../dialogs/messages';
import { useText } from './invite/messages';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormatIn = (locale: PageLocale) => {
  const tag = intlLocale(locale);
  let format = dateFormats.get(tag);
  if (!format) dateFormats.set(tag, (format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' })));
  return format;
};

/**
 * "My QR Code" (the shell's top bar opens it; exposed as ./InviteDialog): the registration link with the member's invitation (the same one each time
 * until it expires or is revoked), as a QR code to scan or download and as a link to copy. When
 * the invitation cannot be had (offline), the plain registration link is shown, as the spec has it.
 */
export default function InviteDialog({ open, onClose }: InviteDialogProps) {
  const t = useText();
  const dialog = useDialogText();
  const shared = useSharedText();
  const [invitation, setInvitation] = useState<{ token: string; expiresAt: string } | null>(null);
  const link = registrationLink(window.location.origin, invitation?.token);
  const [qrDataUrl, setQrDataUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!open) return;
    let active = true;
    setInvitation(null);
    callApi('invitationLink')
      .then(({ token, invitation }) => active && setInvitation({ token, expiresAt: invitation.expiresAt }))
      .catch((error) => console.error('Could not get the invitation link', error));
    return () => {
      active = false;
    };
  }, [open]);

  // A fresh code each time the dialog opens (and once the invitation is known).
  useEffect(() => {
    if (!open) return;
    let active = true;
    setQrDataUrl(null);
    QRCode.toDataURL(link, REGISTRATION_QR)
      .then((url) => active && setQrDataUrl(url))
      .catch((error) => console.error('Could not generate the QR code', error));
    return () => {
      active = false;
    };
  }, [open, link]);

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    } catch (error) {
      console.error('Could not copy the link', error);
    }
  };

  const download = () => {
    if (!qrDataUrl) return;
    const anchor = document.createElement('a');
    anchor.href = qrDataUrl;
    anchor.download = REGISTRATION_QR_FILE_NAME;
    anchor.click();
  };

  return (
    // Opened on request, with antd's theme: the frame around it renders no antd.
    <AntdTheme>
      <Modal
        open={open}
        onCancel={onClose}
        title={t('invite.title')}
        // The corner X must not share its name with the dialog's own Close button.
        closable={{ 'aria-label': dialog('common.closeDialog') }}
        footer={[
          <Button key="download" icon={<DownloadOutlined aria-hidden />} disabled={!qrDataUrl} onClick={download}>
            {t('invite.download')}
          </Button>,
          <Button key="close" type="primary" onClick={onClose}>
            {shared(UI_WORDS.close)}
          </Button>,
        ]}
      >
        <Flex vertical align="center" gap={16}>
          <Flex align="center" justify="center" style={{ width: REGISTRATION_QR.width, maxWidth: '100%', aspectRatio: '1' }}>
            {qrDataUrl ? (
              <img src={qrDataUrl} alt={t('invite.qrAlt')} width={REGISTRATION_QR.width}
                style={{ maxWidth: '100%', height: 'auto' }} />
            ) : (
              <Spin />
            )}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', margin: 0 }}>
            {t('invite.help')}
          </Typography.Paragraph>
          {invitation && (
            <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
              {t('invite.expires', { date: dateFormatIn(t.locale).format(new Date(invitation.expiresAt)) })}
            </Typography.Text>
          )}
          <Space.Compact style={{ width: '100%' }}>
            <Input value={link} readOnly aria-label={t('invite.link')} />
            <Button icon={<CopyOutlined aria-hidden />} onClick={copy}>
              {copied ? t('invite.copied') : t('invite.copy')}
            </Button>
          </Space.Compact>
        </Flex>
      </Modal>
    </AntdTheme>
  );
}
