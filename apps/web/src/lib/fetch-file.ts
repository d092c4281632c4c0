import { tokenStore } from './auth/token';
import { FetchError, httpFetchError } from './fetch-error';
import { getCurrentOrgCode } from './organization/current-org-code';

/**
 * A file the API serves (a PDF, a chat attachment), with the borrower's credential or the one
 * given (a chat's conversation token); its bytes and its type.
 */
export async function fetchFile(
  path: string,
  signal?: AbortSignal,
  authorization = tokenStore.authorization(),
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const headers: Record<string, string> = {};
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
    throw httpFetchError(response.status, data, path);
  }
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}

/** Offers bytes as a download named `fileName`. */
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
