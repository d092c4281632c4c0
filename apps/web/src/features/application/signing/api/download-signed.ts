import { fetchFile, saveFile } from '@/lib/fetch-file';
import { signingPaths } from './signing-paths';

/** Downloads the signed copy of a closing document (with its signing certificate page). */
export async function downloadSigned(uuid: string, documentUuid: string, fileName: string) {
  const { bytes, contentType } = await fetchFile(signingPaths.signed(uuid, documentUuid));
  saveFile(bytes, contentType, fileName.replace(/(\.pdf)?$/i, '-signed.pdf'));
}
