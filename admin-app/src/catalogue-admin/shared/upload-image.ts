import type { UploadResponse } from '@khru/contracts';
import { httpClient } from '../../dataProvider/http-client';

/** Sends a picture to `POST cmsapi/uploads/image` (multipart field `file`); the server sniffs its type and resizes it. */
export async function uploadImage(file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file);
  const { json } = await httpClient('/api/cmsapi/uploads/image', { method: 'POST', body: form });
  return json as UploadResponse;
}
