import {
  FETCH_ERROR_DEFAULT_MESSAGE,
  joinServerErrors,
  zApiErrorEnvelope,
} from '@openheloc/domain';
import { tokenStore } from './auth/token';
import { FetchError } from './fetch-error';
import { getCurrentOrgCode } from './organization/current-org-code';

/** A file the API serves (a PDF), with the borrower's credential; its bytes and its type. */
export async function fetchFile(
  path: string,
  signal?: AbortSignal,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const headers: Record<string, string> = {};
  const authorization = tokenStore.authorization();
  if (authorization) headers.Authorization = authorization;
  const orgCode = getCurrentOrgCode();
  if (orgCode) headers['x-org'] = orgCode;
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'include', signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new FetchError({ status: 0, url: path, kind: 'network', cause });
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    const envelope = zApiErrorEnvelope.safeParse(data);
    throw new FetchError({
      message: envelope.success
        ? joinServerErrors(envelope.data.errors.map((error) => error.message))
        : FETCH_ERROR_DEFAULT_MESSAGE,
      status: response.status,
      data,
      url: path,
      kind: 'http',
    });
  }
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}

/** Offers bytes to the borrower as a download named `fileName`. */
export function saveFile(bytes: Uint8Array, contentType: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
