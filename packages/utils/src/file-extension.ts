/**
 * Lower-cased extension of a file name or path, without the dot; `''` when there is none, the
 * name ends in a dot, or it is a dotfile such as `.env`. Directories are ignored (`/` and `\`).
 * @example fileExtension('uploads/Paper.PDF') // 'pdf'
 * @example fileExtension('dir.v2/README') // ''
 */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  // dot === 0 is a dotfile: the dot starts the name rather than an extension.
  if (dot <= 0 || dot === base.length - 1) return '';
  return base.slice(dot + 1).toLowerCase();
}
