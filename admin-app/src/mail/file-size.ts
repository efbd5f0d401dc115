const UNITS = [
  { unit: 'megabyte', bytes: 1024 * 1024 },
  { unit: 'kilobyte', bytes: 1024 },
] as const;

/** A file's size in the largest unit it reaches (one decimal at most), in the admin's language: "532 bytes", "12.3 kB". */
export function formatFileSize(bytes: number, locale: string): string {
  const { unit, bytes: per } = UNITS.find((u) => bytes >= u.bytes) ?? { unit: 'byte', bytes: 1 };
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 }).format(bytes / per);
}
