import {
  ARTICLE_GALLEY_EXTENSIONS,
  ARTICLE_SUPPLEMENTARY_EXTENSIONS,
  FIGURE_EXTENSIONS,
  type UploadPurpose,
} from '@quire/contracts';
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
    // An article's galley, uploaded by its editors: a PDF, or its full text as JATS XML or HTML.
    // Private until it is set on the article (the PDF is then copied to a public address).
    galley: {
      extensions: ARTICLE_GALLEY_EXTENSIONS,
      maxBytes: config.uploadMaxBytes,
      isPublic: false,
      editorsOnly: true,
      label: 'a galley',
    },
    // Sent with a chat message: shown in place (an image preview, a PDF), so only those types.
    chat: {
      extensions: ['pdf', 'png', 'jpg', 'jpeg', 'webp', 'gif'],
      maxBytes: config.uploadMaxBytes,
      isPublic: false,
      editorsOnly: false,
      label: 'a chat message',
    },
    // Sent with a discussion message on a submission: the chat's types (shown in place).
    discussion: {
      extensions: ['pdf', 'png', 'jpg', 'jpeg', 'webp', 'gif'],
      maxBytes: config.uploadMaxBytes,
      isPublic: false,
      editorsOnly: false,
      label: 'a discussion message',
    },
    // A reviewer's annotated manuscript or notes, seen by the submission's editors only.
    review: {
      extensions: ['pdf', 'docx', 'odt', 'png', 'jpg', 'jpeg'],
      maxBytes: config.uploadMaxBytes,
      isPublic: false,
      editorsOnly: false,
      label: 'a review',
    },
    // An image a JATS galley names (`<graphic xlink:href>`): a raster image only (no SVG, which
    // can carry scripts), judged by its bytes; copied to the galley's public folder when set.
    figure: {
      extensions: FIGURE_EXTENSIONS,
      maxBytes: config.uploadMaxBytes,
      isPublic: false,
      editorsOnly: true,
      label: 'a figure',
    },
    // A published article's supplementary file: data, code, documents and images, never a type a
    // browser would run (public copies of anything but images and PDFs download as attachments).
    'article-supplementary': {
      extensions: ARTICLE_SUPPLEMENTARY_EXTENSIONS,
      maxBytes: config.uploadMaxBytes,
      isPublic: false,
      editorsOnly: true,
      label: 'a published supplementary file',
    },
  };
}

/** The largest file any purpose accepts: the multipart parser's hard ceiling. */
export function largestUploadBytes(config: Config): number {
  return Math.max(...Object.values(uploadPolicies(config)).map((policy) => policy.maxBytes));
}
