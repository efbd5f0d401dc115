import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@khru/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useUploadProfileImage } from '../api/upload-profile-image';
import { Avatar } from './avatar';
import '../users.css';

/** Picks and uploads a profile image; type and size are checked here first and again by the server. */
export function ProfileImageUpload({ userId, name, imageUrl }: { userId: string; name: string; imageUrl: string | null }) {
  const { t } = useTranslation();
  const upload = useUploadProfileImage(userId);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return setProblem(t('profile.imageType'));
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setProblem(t('profile.imageSize', { mb: PROFILE_IMAGE_MAX_BYTES / 1024 / 1024 }));
    setProblem(null);
    upload.mutate(file, { onSuccess: () => toast.success(t('profile.imageSaved')) });
  };
  return (
    <div className="image-upload">
      <Avatar name={name} imageUrl={imageUrl} size={96} />
      <div>
        <input ref={input} id="profile-image" type="file" accept={PROFILE_IMAGE_TYPES.join(',')} hidden onChange={(event) => choose(event.target.files?.[0])} />
        <button type="button" className="button" disabled={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? t('profile.uploading') : t('profile.chooseImage')}
        </button>
        <small className="field-hint">{t('profile.imageHint', { mb: PROFILE_IMAGE_MAX_BYTES / 1024 / 1024 })}</small>
        {problem ? (
          <small className="field-error" role="alert">
            {problem}
          </small>
        ) : null}
      </div>
    </div>
  );
}
