/** The profile image, or the initials on the brand colour when there is none. */
export function Avatar({ name, imageUrl, size = 32 }: { name: string; imageUrl: string | null; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return imageUrl ? (
    <img className="avatar" src={imageUrl} alt={name} width={size} height={size} />
  ) : (
    <span className="avatar avatar-initials" style={{ width: size, height: size, fontSize: size / 2.5 }} aria-label={name} role="img">
      {initials}
    </span>
  );
}
