import type { ErrorResponse, UploadKind, UploadResponse } from '@khru/contracts';
import { HttpError } from 'react-admin';
import { storedToken } from '../../auth/tokens';

/** Share of the bytes sent so far, 0 to 1. */
export type UploadProgress = (sent: number) => void;

const errorBody = (text: string): Partial<ErrorResponse> | null => {
  try {
    return JSON.parse(text) as Partial<ErrorResponse>;
  } catch {
    return null;
  }
};

/**
 * Sends one file to `POST cmsapi/uploads/{kind}` as the multipart field `file`. XMLHttpRequest rather than fetch:
 * only it reports upload progress, which a video of hundreds of megabytes needs. A refusal rejects with the
 * server's error (its message in the admin's language), as the data provider's calls do.
 */
export function uploadFile(kind: UploadKind, file: File, onProgress?: UploadProgress): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/cmsapi/uploads/${kind}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', globalThis.localStorage?.getItem('locale') ?? 'en');
    const token = storedToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(JSON.parse(request.responseText) as UploadResponse);
        return;
      }
      const body = errorBody(request.responseText);
      reject(new HttpError(body?.message ?? request.statusText, request.status, body));
    };
    request.onerror = () => reject(new HttpError('ra.notification.http_error', 0, null));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
