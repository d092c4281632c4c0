import {
  DRAWN_SIGNATURE_MAX_HEIGHT,
  DRAWN_SIGNATURE_MAX_WIDTH,
  SIGNING_MESSAGES,
} from '@openheloc/domain';
import { AppError } from '../../http/app-error';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The drawn signature's PNG bytes, or a 400 when they are not a PNG or are larger than the
 * signature box. The size is read from the header, so a huge image is refused before its pixels
 * are decoded (a 4000 × 4000 one took over a second of the event loop).
 */
export function drawnSignaturePng(base64: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const unreadable = () => AppError.badRequest(SIGNING_MESSAGES.drawnUnreadable, 'signature');
  if (bytes.length < 24 || PNG_MAGIC.some((byte, i) => bytes[i] !== byte)) throw unreadable();
  // The IHDR chunk comes first: width and height, big-endian, at bytes 16 and 20.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0) throw unreadable();
  if (width > DRAWN_SIGNATURE_MAX_WIDTH || height > DRAWN_SIGNATURE_MAX_HEIGHT) {
    throw AppError.badRequest(SIGNING_MESSAGES.drawnTooLarge, 'signature');
  }
  return bytes;
}
