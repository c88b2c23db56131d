const UNITS = [
  { name: 'GB', bytes: 1024 ** 3 },
  { name: 'MB', bytes: 1024 ** 2 },
  { name: 'KB', bytes: 1024 },
] as const;

/**
 * A size limit for people: the largest unit it reaches, at most one decimal, no trailing `.0`.
 * @example formatByteLimit(20 * 1024 * 1024) // '20 MB'
 * @example formatByteLimit(1536) // '1.5 KB'
 */
export function formatByteLimit(bytes: number): string {
  const unit = UNITS.find((candidate) => bytes >= candidate.bytes);
  if (!unit) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  // Round down: "the 1.9 MB limit" must not overstate what is accepted.
  const value = Math.floor((bytes / unit.bytes) * 10) / 10;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit.name}`;
}
