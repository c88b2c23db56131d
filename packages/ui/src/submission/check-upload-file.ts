import { fileExtension, formatFileSize } from '@quire/utils';

/** What an upload field accepts: extensions (lower case, no dot) and a size limit in bytes. */
export interface UploadRules {
  extensions: readonly string[];
  maxBytes: number;
}

/** "PDF, DOCX or ZIP": the accepted extensions as a reader says them. */
export function describeExtensions(extensions: readonly string[]): string {
  const names = extensions.map((extension) => extension.toUpperCase());
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * Checks a chosen file against the rules before it is sent, so the author learns at once what
 * is wrong (the server checks again, by content). Resolves with the message, or null when the
 * file may be uploaded.
 * @example checkUploadFile({ name: 'notes.txt', size: 10 }, { extensions: ['pdf'], maxBytes: 1e6 })
 * // 'TXT files are not accepted here. Choose a PDF file.'
 */
export function checkUploadFile(
  file: { name: string; size: number },
  rules: UploadRules,
): string | null {
  const extension = fileExtension(file.name);
  if (!rules.extensions.includes(extension)) {
    const kind = extension
      ? `${extension.toUpperCase()} files are`
      : 'Files without an extension are';
    return `${kind} not accepted here. Choose a ${describeExtensions(rules.extensions)} file.`;
  }
  if (file.size === 0) return 'This file is empty. Choose the file again.';
  if (file.size > rules.maxBytes) {
    return `This file is ${formatFileSize(file.size)}; files may be at most ${formatFileSize(rules.maxBytes)}.`;
  }
  return null;
}
