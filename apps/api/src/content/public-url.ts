/**
 * The public URL of a stored file: public files are served as `backendUrl/{path}`.
 * @example publicFileUrl('http://localhost:4000', 'uploads/covers/a.jpg') // 'http://localhost:4000/uploads/covers/a.jpg'
 */
export function publicFileUrl(backendUrl: string, path: string | null | undefined): string | null {
  if (!path) return null;
  return `${backendUrl}/${path.replace(/^\/+/, '')}`;
}

/**
 * The counting address of an article's PDF (a download is counted, then redirected to the file).
 * @example articleDownloadUrl('http://localhost:4000', 7) // 'http://localhost:4000/api/articles/7/download'
 */
export function articleDownloadUrl(backendUrl: string, articleId: number): string {
  return `${backendUrl}/api/articles/${articleId}/download`;
}
