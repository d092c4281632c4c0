import { fetchFile, saveFile } from '@/lib/fetch-file';
import { signingPaths } from './signing-paths';

/** Downloads the signed copy of a closing document (with its signing certificate page). */
export async function downloadSigned(uuid: string, documentUuid: string, fileName: string) {
  const { bytes, contentType } = await fetchFile(signingPaths.signed(uuid, documentUuid));
  saveFile(bytes, contentType, fileName.replace(/(\.pdf)?$/i, '-signed.pdf'));
}

/** Downloads the notarized security instrument (every signature, the notary's acknowledgment). */
export async function downloadNotarized(uuid: string, documentUuid: string, fileName: string) {
  const { bytes, contentType } = await fetchFile(signingPaths.notarized(uuid, documentUuid));
  saveFile(bytes, contentType, fileName.replace(/(\.pdf)?$/i, '-notarized.pdf'));
}

/** Downloads the E-SIGN disclosure as agreed (with the page recording the consent). */
export async function downloadAgreed(uuid: string, documentUuid: string, fileName: string) {
  const { bytes, contentType } = await fetchFile(signingPaths.agreed(uuid, documentUuid));
  saveFile(bytes, contentType, fileName.replace(/(\.pdf)?$/i, '-agreed.pdf'));
}
