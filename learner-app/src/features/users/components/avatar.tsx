import { initialOf } from '../../../lib/initial';
import '../users.css';

/** The profile image, or the initials of the first two names on the brand colour when there is none. */
export function Avatar({ name, imageUrl, size = 32 }: { name: string; imageUrl: string | null; size?: number }) {
  const initials = name.split(/\s+/).map(initialOf).filter(Boolean).slice(0, 2).join('');
  return imageUrl ? (
    <img className="avatar" src={imageUrl} alt={name} width={size} height={size} />
  ) : (
    <span className="avatar avatar-initials" style={{ width: size, height: size, fontSize: size / 2.5 }} aria-label={name} role="img">
      {initials}
    </span>
  );
}
