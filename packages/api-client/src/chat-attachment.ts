import type { ChatAttachment } from '@quire/contracts';
import type { EndpointContext } from './endpoint-client';
import { createFileTransfers } from './file-transfer';

/** What the chat adds to its declared calls: a file to send with a message. */
export interface ChatAttachments {
  /**
   * `POST files` with purpose `chat`: uploads an image or PDF to send, answered as the message
   * will carry it (its `url` is `chat/attachments/{id}`); pass its `id` in the message's
   * `attachment_ids`. Refusals are the upload's (413 too large, 415 wrong type).
   */
  attach(file: Blob, fileName?: string): Promise<ChatAttachment>;
}

/** Builds the {@link ChatAttachments} (the user's chat and the administrators' inbox share it). */
export function createChatAttachments(context: EndpointContext): ChatAttachments {
  const { upload } = createFileTransfers(context);
  return {
    attach: async (file, fileName) => {
      const uploaded = await upload('chat', file, fileName);
      return {
        id: uploaded.id,
        name: uploaded.originalName,
        size: uploaded.size,
        mime_type: uploaded.mimeType,
        url: new URL(`chat/attachments/${encodeURIComponent(uploaded.id)}`, context.http.apiUrl)
          .href,
      };
    },
  };
}
