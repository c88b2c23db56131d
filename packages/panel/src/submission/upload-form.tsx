import type { SubmissionFileRole } from '@quire/contracts';
import { useJournalSite } from '@quire/site';
import { FileUploadField, type UploadRules, useToast } from '@quire/ui';
import { type FormEvent, useState } from 'react';
import { Form, useNavigation, useRevalidator } from 'react-router';
import { submissionUploadPath } from '../lib/panel-paths';
import { usePanelTexts } from '../texts';

export interface UploadFormProps {
  submissionId: number;
  fileRole: SubmissionFileRole;
  /** The field's label, e.g. "Manuscript". */
  label: string;
  /** Accepted extensions and size limit (from `user/submission-options`). */
  rules: UploadRules;
  /** The page action's intent for a post without JavaScript. */
  intent: string;
  /** Extra hidden fields for that post (e.g. the wizard step). */
  hidden?: Readonly<Record<string, string>>;
  /** A message from the page action (a post without JavaScript that failed). */
  error?: string | undefined;
  /** The button's text. */
  buttonLabel?: string;
}

/** What the upload endpoint answers. */
interface UploadAnswer {
  file?: { originalName: string };
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

function readAnswer(xhr: XMLHttpRequest): UploadAnswer {
  try {
    return JSON.parse(xhr.responseText) as UploadAnswer;
  } catch {
    return {};
  }
}

/**
 * Uploads one file to a submission. With JavaScript the file goes to
 * `{paths.submissions}/:id/upload` by XMLHttpRequest, so the bar shows how much is sent; the
 * server forwards it to the API and attaches it, and its refusals (413, 415…) appear under the
 * field. Without JavaScript it is a plain multipart post to the page's action.
 */
export function UploadForm({
  submissionId,
  fileRole,
  label,
  rules,
  intent,
  hidden = {},
  error,
  buttonLabel,
}: UploadFormProps) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Remounts the field after a successful upload, so it is empty again.
  const [generation, setGeneration] = useState(0);
  const uploading = progress !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading || problem) return;
    const form = event.currentTarget;
    const body = new FormData(form);
    const file = body.get('file');
    if (!(file instanceof File) || file.name === '') {
      setMessage(texts.chooseFile);
      return;
    }
    setMessage(null);
    setProgress(0);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', submissionUploadPath(paths, submissionId));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(progressEvent.loaded / progressEvent.total);
    };
    xhr.onload = () => {
      setProgress(null);
      const answer = readAnswer(xhr);
      if (xhr.status >= 200 && xhr.status < 300 && answer.file) {
        toast.success(texts.uploaded(answer.file.originalName));
        setGeneration((value) => value + 1);
        revalidator.revalidate();
        return;
      }
      setMessage(answer.fieldErrors?.file?.[0] ?? answer.message ?? texts.uploadFailed);
    };
    xhr.onerror = () => {
      setProgress(null);
      setMessage(texts.uploadUnreachable);
    };
    xhr.send(body);
  };

  const busy = uploading || navigation.state === 'submitting';
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="q-form"
      onSubmit={onSubmit}
      aria-label={texts.uploadFormLabel(label)}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="role" value={fileRole} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FileUploadField
        key={generation}
        id={`upload-${fileRole}`}
        name="file"
        label={label}
        rules={rules}
        required
        progress={progress}
        error={message ?? error}
        onFileChange={(_file, found) => {
          setProblem(found);
          setMessage(null);
        }}
      />
      <div className="q-form-actions">
        <button type="submit" className="q-btn" disabled={busy}>
          {uploading ? texts.uploading : (buttonLabel ?? texts.uploadButton)}
        </button>
      </div>
    </Form>
  );
}
