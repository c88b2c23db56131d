import { formatFileSize } from '@quire/utils';
import { type ChangeEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { ChatAttachment } from './chat-message';
import { type ChatUiTexts, useChatUiTexts } from './chat-texts';

/** A file chosen in the composer: uploading until `attachment` is set. */
export interface ComposerFile {
  key: string;
  name: string;
  size: number;
  attachment?: ChatAttachment;
}

/** The composer's files and what can be done with them (from {@link useComposerFiles}). */
export interface ComposerFilesState {
  files: readonly ComposerFile[];
  /** The uploaded files, in the order they were chosen. */
  ready: ChatAttachment[];
  /** Whether some file is still uploading. */
  uploading: boolean;
  /** Whether no more files fit in the message. */
  full: boolean;
  /** Why the last file was refused, or null. */
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Opens the file picker. */
  choose(): void;
  /** Uploads the files picked in the input. */
  picked(event: ChangeEvent<HTMLInputElement>): void;
  remove(key: string): void;
  /** Forgets every file (after a send). */
  clear(): void;
}

let keys = 0;
/** A key for a chip, unique for the page's life. */
function nextKey(): string {
  keys += 1;
  return `f${keys}`;
}

/** Why a refused upload was refused, in the words of its error when it has some. */
function refusal(name: string, error: unknown, texts: ChatUiTexts): string {
  const reason = error instanceof Error && error.message.trim() !== '' ? error.message : null;
  return texts.notAttached(name, reason);
}

/**
 * The composer's attachments: picks files, uploads each at once through `upload`, keeps what
 * came back, and says why a file was refused. At most `max` files per message.
 */
export function useComposerFiles(
  upload: ((file: File) => Promise<ChatAttachment>) | undefined,
  max: number,
  initial: readonly ChatAttachment[] = [],
): ComposerFilesState {
  const texts = useChatUiTexts();
  const [files, setFiles] = useState<ComposerFile[]>(() =>
    initial.map((attachment) => ({
      key: nextKey(),
      name: attachment.name,
      size: attachment.size,
      attachment,
    })),
  );
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const picked = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = Array.from(event.target.files ?? []);
      // The same file may be picked again after a refusal.
      event.target.value = '';
      if (!upload || chosen.length === 0) return;
      const room = Math.max(0, max - files.length);
      setError(chosen.length > room ? texts.tooManyFiles(max) : null);
      const added = chosen.slice(0, room).map((file) => ({
        file,
        entry: { key: nextKey(), name: file.name, size: file.size },
      }));
      setFiles((current) => [...current, ...added.map(({ entry }) => entry)]);
      for (const { file, entry } of added) {
        upload(file).then(
          (attachment) => {
            if (!mounted.current) return;
            setFiles((current) =>
              current.map((held) => (held.key === entry.key ? { ...held, attachment } : held)),
            );
          },
          (reason: unknown) => {
            if (!mounted.current) return;
            setFiles((current) => current.filter((held) => held.key !== entry.key));
            setError(refusal(file.name, reason, texts));
          },
        );
      }
    },
    [files.length, max, upload, texts],
  );

  const ready = files.flatMap((file) => (file.attachment ? [file.attachment] : []));
  return {
    files,
    ready,
    uploading: ready.length < files.length,
    full: files.length >= max,
    error,
    inputRef,
    choose: () => inputRef.current?.click(),
    picked,
    remove: (key) => {
      setFiles((current) => current.filter((file) => file.key !== key));
      setError(null);
    },
    clear: () => {
      setFiles([]);
      setError(null);
    },
  };
}

export interface ComposerFilesProps {
  /** Prefix of the ids (`{id}-error` describes the attach button). */
  id: string;
  files: ComposerFilesState;
  accept: string;
  disabled: boolean;
}

/**
 * The composer's file picker (hidden; the Attach button opens it), the chosen files as chips
 * with a Remove button each, and the announced reason a file was refused.
 */
export function ComposerFiles({ id, files, accept, disabled }: ComposerFilesProps) {
  const texts = useChatUiTexts();
  return (
    <>
      <input
        ref={files.inputRef}
        id={`${id}-input`}
        className="q-chat-composer__file-input"
        type="file"
        accept={accept}
        multiple
        hidden
        tabIndex={-1}
        disabled={disabled}
        onChange={files.picked}
      />
      {/* Mounted with its text, so it is announced as it appears. */}
      {files.error && (
        <p id={`${id}-error`} role="alert" className="q-chat-composer__error">
          {files.error}
        </p>
      )}
      {files.files.length > 0 && (
        <ul className="q-chat-composer__files" aria-label={texts.filesToSend}>
          {files.files.map((file) => (
            <li
              key={file.key}
              className="q-chat-composer__file"
              data-state={file.attachment ? 'ready' : 'uploading'}
            >
              <span className="q-chat-composer__file-name">{file.name}</span>
              <span className="q-chat-composer__file-size">
                {file.attachment ? formatFileSize(file.size) : texts.uploading}
              </span>
              <button
                type="button"
                className="q-chat-composer__file-remove"
                aria-label={texts.removeFile(file.name)}
                disabled={!file.attachment}
                onClick={() => files.remove(file.key)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
