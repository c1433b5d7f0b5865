import {
  endpointPath,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointResponse,
} from '@portal/shared/endpoints/endpoint';
import type { ErrorBody } from '@portal/shared/schemas/common';
import { apiUrl, failure, inPageLanguage, networkFailure } from './api-client';
import { getToken } from './session';
import { showToast } from './toast';

// Apart from lib/api-client.ts: only the forms that send files use it, and the public pages' first load
// carries the API client (issue 33's byte budget).

/** `call` for a multipart POST that reports upload progress (0 to 1): see uploadWithProgress. */
export function upload<E extends EndpointDefinition>(
  endpoint: E,
  input: { params?: EndpointParams<E>; body: FormData; signal?: AbortSignal; toastError?: boolean },
  onProgress: (fraction: number) => void,
): Promise<EndpointResponse<E>> {
  return uploadWithProgress<EndpointResponse<E>>(
    endpointPath(endpoint.path, input.params as Record<string, unknown>),
    input.body,
    onProgress,
    { signal: input.signal, toastError: input.toastError },
  );
}

/**
 * POST a multipart body and report how much of it has been sent (0 to 1): fetch cannot tell upload
 * progress, XMLHttpRequest can. Same token, answers and ApiError as `api()`, and the same toast on failure.
 */
function uploadWithProgress<T>(
  path: string,
  body: FormData,
  onProgress: (fraction: number) => void,
  options: { signal?: AbortSignal; toastError?: boolean } = {},
): Promise<T> {
  const toastError = options.toastError ?? true;
  const token = getToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    const parse = (): Partial<ErrorBody> | null => {
      try {
        return JSON.parse(xhr.responseText) as Partial<ErrorBody>;
      } catch {
        return null;
      }
    };
    xhr.onload = () => {
      const data = parse();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        void inPageLanguage(data).then((shown) => resolve(shown as T));
      } else void failure(xhr.status, xhr.statusText, data, token, toastError).then(reject);
    };
    xhr.onerror = () => {
      const error = networkFailure();
      if (toastError) void showToast({ color: 'red', message: error.message });
      reject(error);
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
