/**
 * Addresses a public file served by the backend (`backendUrl/{path}`).
 * Joins with exactly one slash whatever either side carries; absolute URLs pass through.
 * @example fileUrl('http://localhost:4000', 'uploads/cover.png') // 'http://localhost:4000/uploads/cover.png'
 */
export function fileUrl(backendUrl: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) return path;
  return `${backendUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
