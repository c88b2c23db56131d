import type { UploadPurpose } from '@quire/contracts';
import type { Config } from '../config';

/** The rules for one upload purpose. */
export interface UploadPolicy {
  /** Allowed extensions (lowercase, no dot); the content must match the one used. */
  extensions: readonly string[];
  maxBytes: number;
  /** Public files are served to anyone at `backendUrl/{key}`; private ones only to their owner. */
  isPublic: boolean;
  /** Only the back office uploads it (covers: a journal's managers and editors, site administrators). */
  editorsOnly: boolean;
  /** How the purpose is named in messages ("… not accepted for a manuscript"). */
  label: string;
}

const DOCUMENTS = ['pdf', 'docx', 'odt', 'tex', 'zip'] as const;

/** The rules per purpose, with size limits from the configuration. */
export function uploadPolicies(config: Config): Record<UploadPurpose, UploadPolicy> {
  return {
    manuscript: {
      extensions: DOCUMENTS,
      maxBytes: config.uploadMaxBytes,
      isPublic: false,
      editorsOnly: false,
      label: 'a manuscript',
    },
    supplementary: {
      extensions: [...DOCUMENTS, 'png', 'jpg', 'jpeg'],
      maxBytes: config.uploadMaxBytes,
      isPublic: false,
      editorsOnly: false,
      label: 'a supplementary file',
    },
    avatar: {
      extensions: ['png', 'jpg', 'jpeg', 'webp', 'gif'],
      maxBytes: config.avatarMaxBytes,
      isPublic: true,
      editorsOnly: false,
      label: 'an avatar',
    },
    cover: {
      extensions: ['png', 'jpg', 'jpeg', 'webp'],
      maxBytes: config.uploadMaxBytes,
      isPublic: true,
      editorsOnly: true,
      label: 'a cover',
    },
    // Sent with a chat message: shown in place (an image preview, a PDF), so only those types.
    chat: {
      extensions: ['pdf', 'png', 'jpg', 'jpeg', 'webp', 'gif'],
      maxBytes: config.uploadMaxBytes,
      isPublic: false,
      editorsOnly: false,
      label: 'a chat message',
    },
  };
}

/** The largest file any purpose accepts: the multipart parser's hard ceiling. */
export function largestUploadBytes(config: Config): number {
  return Math.max(...Object.values(uploadPolicies(config)).map((policy) => policy.maxBytes));
}
