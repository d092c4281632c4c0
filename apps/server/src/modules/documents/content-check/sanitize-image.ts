import sharp from 'sharp';
import { MAX_IMAGE_MEGAPIXELS } from './limits';

/** JPEG quality of the re-encoded photo: a document stays legible, a photo of an ID sharp. */
const JPEG_QUALITY = 90;

/**
 * The image decoded to its pixels and encoded again (libvips, through sharp's prebuilt binary):
 * whatever rode along in the file (metadata, a second file after the end marker, chunks no viewer
 * reads) is gone, the photo is turned as its EXIF said (the EXIF itself is not kept: no location),
 * and a file that does not decode cleanly is refused. Rejects when the image cannot be decoded.
 */
export async function reencodeImage(kind: 'PNG' | 'JPEG', bytes: Uint8Array): Promise<Uint8Array> {
  const image = sharp(bytes, {
    failOn: 'warning',
    limitInputPixels: MAX_IMAGE_MEGAPIXELS * 1_000_000,
    sequentialRead: true,
  }).rotate();
  const encoded =
    kind === 'PNG'
      ? await image.png().toBuffer()
      : await image.jpeg({ quality: JPEG_QUALITY, mozjpeg: false }).toBuffer();
  return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
}
