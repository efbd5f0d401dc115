import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/query-client';

/** A refused file is explained by the server (which type, or the size limit, in the learner's language); other failures by the catalogue. */
export const sendFailure = (error: unknown) =>
  error instanceof ApiError && error.code === 'FILE_UPLOAD_FAILED' && error.message ? error.message : errorMessage(error);
