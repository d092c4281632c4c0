import { SIGNING_MESSAGES } from '@openheloc/domain';
import { AppError } from '../../http/app-error';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Larger than any signature pad: a bigger image is refused before it is decoded. */
const MAX_SIDE = 4000;

/** The drawn signature's PNG bytes, or a 400 when they are not a PNG of a sensible size. */
export function drawnSignaturePng(base64: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  const unreadable = () => AppError.badRequest(SIGNING_MESSAGES.drawnUnreadable, 'signature');
  if (bytes.length < 24 || PNG_MAGIC.some((byte, i) => bytes[i] !== byte)) throw unreadable();
  // The IHDR chunk comes first: width and height, big-endian, at bytes 16 and 20.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0 || width > MAX_SIDE || height > MAX_SIDE) throw unreadable();
  return bytes;
}
