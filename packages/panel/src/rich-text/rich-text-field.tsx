import type { TextareaFieldProps } from '@quire/ui';
import { TextareaField } from '@quire/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

/** The editor itself, in a chunk of its own: only back-office pages that edit text load it. */
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/** A rich-text field: its name, label, hint, messages and the HTML it starts from. */
export interface RichTextFieldProps
  extends Pick<TextareaFieldProps, 'name' | 'label' | 'hint' | 'errors' | 'id' | 'required'> {
  /** The HTML the field starts from. */
  defaultValue?: string;
}

/**
 * A field of formatted text (paragraphs, headings, emphasis, lists, links) that posts HTML under
 * its `name`. The server renders a plain textarea of that HTML, so the form works without
 * JavaScript; once the page runs, the textarea gives way to the editor (TipTap, loaded on
 * demand), which keeps a hidden input of the same name up to date. What it posts is sanitised
 * wherever it is shown.
 * @example <RichTextField name="body" label="Text" required defaultValue={item.body} />
 */
export function RichTextField(props: RichTextFieldProps) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const plain = <TextareaField {...props} rows={10} />;
  if (!enhanced) return plain;
  return (
    <Suspense fallback={plain}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
