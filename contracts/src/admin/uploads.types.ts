/**
 * What an admin uploads (`POST cmsapi/uploads/{kind}`, multipart field `file`). The type is read
 * from the bytes, never from the name; each kind has its own size limit from configuration.
 */
export const UPLOAD_KINDS = ['image', 'video', 'captions', 'resource'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const isUploadKind = (value: unknown): value is UploadKind => typeof value === 'string' && (UPLOAD_KINDS as readonly string[]).includes(value);

/** Types accepted per kind (sniffed MIME types; WebVTT is text and is recognised by its `WEBVTT` header). */
export const UPLOAD_TYPES: Record<UploadKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  video: ['video/mp4', 'video/webm'],
  captions: ['text/vtt'],
  resource: ['application/pdf', 'application/zip', 'image/jpeg', 'image/png'],
};

/** Default size limits in MB per kind; `UPLOAD_LIMIT_<KIND>_MB` overrides each. */
export const DEFAULT_UPLOAD_LIMITS_MB: Record<UploadKind, number> = { image: 5, video: 500, captions: 1, resource: 50 };

/** Widths images are resized to (WebP), for thumbnails, cards and banners; the app picks from `variants`. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** Where one width of an uploaded image is kept: all widths share the id, so one address names them all. */
export const resizedImageKey = (id: string, width: number): string => `catalogue-images/${id}-${width}.webp`;

const RESIZED_IMAGE = /^(\/api\/files\/catalogue-images\/[0-9a-f-]+)-(\d+)\.webp$/;

/**
 * The `srcset` of an uploaded image from the address a record keeps (its largest width): every width it was
 * resized to, so a browser showing a small card fetches the small file. Undefined for any other address.
 */
export function resizedImageSrcSet(url: string): string | undefined {
  const match = RESIZED_IMAGE.exec(url);
  if (!match) return undefined;
  const widths = IMAGE_WIDTHS.filter((w) => w <= Number(match[2]));
  return widths.length > 1 ? widths.map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ') : undefined;
}

export interface UploadResponse {
  kind: UploadKind;
  /** Where the file is kept; a video or resource is private (served by signed address to those allowed). */
  key: string;
  /** What to store on the record: `/api/files/...` for images and captions, `media:<key>` for private media. */
  url: string;
  contentType: string;
  bytes: number;
  /** For images: one address per width, the largest no wider than the original. */
  variants?: { width: number; url: string }[];
  /** For videos: the length read from the file, in whole seconds (null when the container does not say). */
  durationSeconds?: number | null;
}

/** A stored course media reference (`media:<key>`), signed for a learner by the learning endpoint. */
export const MEDIA_REF_PREFIX = 'media:';
/** The file-store folder of private course media: the only one a `media:` reference names and `/api/media` serves. */
export const COURSE_MEDIA_FOLDER = 'course-media/';
export const isMediaRef = (url: string): boolean => url.startsWith(MEDIA_REF_PREFIX);
