import { formatFileSize } from '@quire/utils';
import type { ComponentPropsWithoutRef } from 'react';
import type { ChatAttachment } from './chat-message';
import { useChatUiTexts } from './chat-texts';

export interface ChatAttachmentsProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /** The files of one message, in their order. */
  attachments: readonly ChatAttachment[];
}

/** Whether a file is shown as an image preview (any `image/*`) rather than a file chip. */
export function isImageAttachment(attachment: Pick<ChatAttachment, 'mimeType'>): boolean {
  return attachment.mimeType.startsWith('image/');
}

/** The kind shown on a file chip: "PDF" for a PDF, else the extension in capitals. */
function kindLabel(attachment: ChatAttachment, fileKind: string): string {
  if (attachment.mimeType === 'application/pdf') return 'PDF';
  const extension = /\.([a-z0-9]{1,5})$/i.exec(attachment.name)?.[1];
  return extension ? extension.toUpperCase() : fileKind;
}

/**
 * The files of a chat message: images as preview thumbnails (alt text = the file's name), other
 * files (PDF) as chips with name and size. Each one is a link that downloads it.
 * @example <ChatAttachments attachments={message.attachments} />
 */
export function ChatAttachments({ attachments, className, ...props }: ChatAttachmentsProps) {
  const texts = useChatUiTexts();
  if (attachments.length === 0) return null;
  return (
    <ul className={['q-chat-attachments', className].filter(Boolean).join(' ')} {...props}>
      {attachments.map((attachment) => {
        const href = attachment.downloadUrl ?? attachment.url;
        const size = formatFileSize(attachment.size);
        const kind = kindLabel(attachment, texts.fileKind);
        return (
          <li key={attachment.id} className="q-chat-attachments__item">
            {isImageAttachment(attachment) ? (
              <a
                className="q-chat-attachments__image"
                href={href}
                download={attachment.name}
                aria-label={texts.imageDownload(attachment.name, size)}
              >
                <img
                  src={attachment.url}
                  alt={attachment.name}
                  loading="lazy"
                  decoding="async"
                  width={160}
                  height={120}
                />
              </a>
            ) : (
              <a
                className="q-chat-attachments__file"
                href={href}
                download={attachment.name}
                aria-label={texts.fileDownload(attachment.name, kind, size)}
              >
                {/* Spaces between the parts (the flex gap shows none), so the chip's text reads
                    "PDF Report.pdf 1.50 MB" as its label says it, not "PDFReport.pdf1.50 MB". */}
                <span className="q-chat-attachments__kind">{kind}</span>{' '}
                <span className="q-chat-attachments__name">{attachment.name}</span>{' '}
                <span className="q-chat-attachments__size">{size}</span>
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
