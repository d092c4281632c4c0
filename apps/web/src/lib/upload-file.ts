import {
  FETCH_ERROR_DEFAULT_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  errorCodesIn,
  joinServerErrors,
  zApiErrorEnvelope,
  zUploadedDocument,
  type UploadedDocument,
} from '@openheloc/domain';
import { isPublicPath } from './auth/public-paths';
import { signInPathRemembering } from './auth/sign-in-return';
import { tokenStore } from './auth/token';
import { toAppPath, toDocumentPath } from './base-path';
import { FetchError, REQUEST_TIMED_OUT_MESSAGE } from './fetch-error';
import { getCurrentOrgCode } from './organization/current-org-code';

/** A 10 MB file on a slow phone connection takes minutes, not the API's 30 seconds. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface UploadOptions {
  /** Sent before the file, as the server reads them first. */
  fields: Record<string, string>;
  file: File;
  /** 0 to 100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs one file as multipart/form-data with XMLHttpRequest, the browser API that reports
 * upload progress (fetch does not). Same headers and error handling as the API client: the
 * server's messages joined into one sentence; a 401 ends the session.
 */
export function uploadFile(path: string, options: UploadOptions): Promise<UploadedDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-With-Origin', window.location.origin);
    const orgCode = getCurrentOrgCode();
    if (orgCode) xhr.setRequestHeader('x-org', orgCode);
    const authorization = tokenStore.authorization();
    if (authorization) xhr.setRequestHeader('Authorization', authorization);

    const fail = (init: ConstructorParameters<typeof FetchError>[0]) =>
      reject(new FetchError(init));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onerror = () =>
      fail({ message: REQUEST_FAILED_MESSAGE, status: 0, url: path, kind: 'network' });
    xhr.ontimeout = () =>
      fail({ message: REQUEST_TIMED_OUT_MESSAGE, status: 0, url: path, kind: 'timeout' });
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = zUploadedDocument.safeParse(data);
        if (parsed.success) resolve(parsed.data);
        else
          fail({
            message: `Response was not valid for ${path}`,
            status: xhr.status,
            data,
            url: path,
            kind: 'invalid-response',
          });
        return;
      }
      const codes = errorCodesIn(data);
      // As the app's client decides: the code, or a bare 401 that is not the API's envelope.
      if (codes.includes('signed_out') || (codes.length === 0 && xhr.status === 401)) endSession();
      const envelope = zApiErrorEnvelope.safeParse(data);
      fail({
        message: envelope.success
          ? joinServerErrors(envelope.data.errors.map((error) => error.message))
          : FETCH_ERROR_DEFAULT_MESSAGE,
        status: xhr.status,
        data,
        url: path,
        kind: 'http',
      });
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    for (const [name, value] of Object.entries(options.fields)) body.append(name, value);
    body.append('file', options.file, options.file.name);
    xhr.send(body);
  });
}

function endSession(): void {
  tokenStore.clear();
  const appPath = toAppPath(window.location.pathname);
  if (isPublicPath(appPath)) return;
  window.location.assign(
    toDocumentPath(signInPathRemembering(`${appPath}${window.location.search}`, { expired: true })),
  );
}
