/**
 * The public URL of a stored file: public files are served as `backendUrl/{path}`.
 * @example publicFileUrl('http://localhost:4000', 'uploads/covers/a.jpg') // 'http://localhost:4000/uploads/covers/a.jpg'
 */
export function publicFileUrl(backendUrl: string, path: string | null | undefined): string | null {
  if (!path) return null;
  return `${backendUrl}/${path.replace(/^\/+/, '')}`;
}
