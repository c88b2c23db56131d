import { fileExtension, formatFileSize } from '@quire/utils';
import { clsx } from 'clsx';
import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type DragEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { checkUploadFile, describeExtensions, type UploadRules } from './check-upload-file';

export interface FileUploadFieldProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'onChange' | 'name' | 'multiple'> {
  /** The form field's name (a plain form post sends the file under it). */
  name: string;
  /** Visible label, e.g. "Manuscript". */
  label: string;
  /** Accepted extensions and size limit, shown before anything is chosen. */
  rules: UploadRules;
  /** A message from elsewhere (the server's 413/415, a failed upload); shown like a local one. */
  error?: string | null | undefined;
  /** Upload progress from 0 to 1 while the file is being sent; null or absent otherwise. */
  progress?: number | null | undefined;
  /** A chosen (or dropped) file and what is wrong with it (null when it may be uploaded). */
  onFileChange?: (file: File | null, problem: string | null) => void;
}

/**
 * A file field for uploads: says which types and what size are accepted before a file is
 * chosen, then the chosen file's name, extension and size; checks type and size at once (the
 * form will not submit a refused file) and shows upload progress. A file can also be dropped
 * on it. It is a native file input, so a plain form post works without JavaScript.
 * @example <FileUploadField name="file" label="Manuscript" rules={{ extensions: ['pdf'], maxBytes: 2e7 }} />
 */
export function FileUploadField({
  name,
  label,
  rules,
  error,
  progress,
  onFileChange,
  id: givenId,
  className,
  required,
  ...props
}: FileUploadFieldProps) {
  const generatedId = useId();
  const id = givenId ?? `${generatedId}-file`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    const found = file ? checkUploadFile(file, rules) : null;
    // The browser then refuses to submit the form, and says why, even before React handles it.
    input.setCustomValidity(found ?? '');
    setChosen(file ? { name: file.name, size: file.size } : null);
    setProblem(found);
    onFileChange?.(file, found);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const input = inputRef.current;
    if (!input || props.disabled || event.dataTransfer.files.length === 0) return;
    input.files = event.dataTransfer.files;
    choose(input);
  };

  const message = problem ?? error ?? null;
  const uploading = typeof progress === 'number';
  const percent = uploading ? Math.round(Math.min(Math.max(progress, 0), 1) * 100) : 0;
  const state = message ? 'invalid' : uploading ? 'uploading' : chosen ? 'selected' : 'idle';
  const extension = chosen ? fileExtension(chosen.name) : '';

  return (
    <div className={clsx('q-upload', className)} data-state={state}>
      <label htmlFor={id} className="q-upload__label">
        {label}
        {required ? null : <span className="q-upload__optional"> (optional)</span>}
      </label>
      <p id={hintId} className="q-upload__hint">
        {describeExtensions(rules.extensions)} · up to {formatFileSize(rules.maxBytes)}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer convenience; the file input is the keyboard and screen-reader path */}
      <div
        className="q-upload__zone"
        data-dragging={dragging ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
      >
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          className="q-upload__input"
          accept={rules.extensions.map((extension) => `.${extension}`).join(',')}
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${hintId} ${messageId}` : hintId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.currentTarget)}
          {...props}
        />
        <span className="q-upload__drop-text" aria-hidden="true">
          or drop a file here
        </span>
      </div>
      {chosen && (
        <p className="q-upload__file">
          <span className="q-upload__file-name">{chosen.name}</span>{' '}
          <span className="q-upload__file-meta">
            ({extension ? extension.toUpperCase() : 'no extension'}, {formatFileSize(chosen.size)})
          </span>
        </p>
      )}
      {uploading && (
        <div className="q-upload__progress">
          <progress
            max={100}
            value={percent}
            aria-label={`Uploading ${chosen?.name ?? 'the file'}`}
          />
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
      {message && (
        <p id={messageId} className="q-upload__message" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
