/**
 * Whether a HEIC file is only what it says: ISO-BMFF boxes from its first byte to its last, the
 * file type first and the image's metadata among them, nothing before, between or after. HEIC
 * is not re-encoded (no pure-JavaScript HEVC encoder exists); this and the markup search are
 * its checks.
 */
export function isWellFormedHeif(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const types: string[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return false;
    let size = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      size = Number(view.getBigUint64(offset + 8));
    } else if (size === 0) {
      size = bytes.length - offset;
    }
    if (size < 8 || offset + size > bytes.length || !/^[\x20-\x7e]{4}$/.test(type)) return false;
    types.push(type);
    offset += size;
  }
  return types[0] === 'ftyp' && types.includes('meta');
}
