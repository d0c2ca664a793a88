import { formatsOf } from '../messages/formats';
import type { BackgroundText } from './messages';

const KB = 1024;
const MB = 1024 * 1024;

/**
 * A file's size as the language writes it: "240 KB", "1.50 MB", "1,50 Mo": whole bytes, KB to
 * one decimal, MB to two.
 */
export function fileSizeText(t: BackgroundText, bytes: number): string {
  const format = formatsOf(t);
  if (bytes < KB) return t('size.bytes', { size: format.count(bytes) });
  if (bytes < MB) return t('size.kb', { size: format.oneDecimal(Math.round((bytes / KB) * 10) / 10) });
  return t('size.mb', { size: format.twoDecimals(bytes / MB) });
}
