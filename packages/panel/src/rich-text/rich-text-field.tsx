import type { TextareaFieldProps } from '@quire/ui';
import { TextareaField } from '@quire/ui';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

/** A rich-text field: its name, label, hint, messages and the HTML it starts from. */
export interface RichTextFieldProps
  extends Pick<TextareaFieldProps, 'name' | 'label' | 'hint' | 'errors' | 'id' | 'required'> {
  /** The HTML the field starts from. */
  defaultValue?: string;
}

/** The loaded editor, and what it starts from (the textarea's text when it arrived). */
interface Loaded {
  Editor: ComponentType<RichTextEditorProps>;
  initial: string;
  focused: boolean;
}

/**
 * A field of formatted text (paragraphs, headings, emphasis, lists, links) that posts HTML under
 * its `name`. The server renders a plain textarea of that HTML, so the form works without
 * JavaScript; once the page runs, the editor (TipTap, a chunk of its own that only these pages
 * load) takes the textarea's place, starting from whatever is in it by then — text typed while
 * the editor was on its way is kept, and so is the focus. The editor keeps a hidden input of the
 * same name up to date. What it posts is sanitised wherever it is shown.
 * @example <RichTextField name="body" label="Text" required defaultValue={item.body} />
 */
export function RichTextField(props: RichTextFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    void import('./rich-text-editor').then((module) => {
      if (!live) return;
      const element = textarea.current;
      setLoaded({
        Editor: module.RichTextEditor,
        initial: element?.value ?? props.defaultValue ?? '',
        focused: element !== null && element === document.activeElement,
      });
    });
    return () => {
      live = false;
    };
    // The editor replaces the textarea once; later renders keep it.
  }, [props.defaultValue]);
  if (!loaded) return <TextareaField {...props} ref={textarea} rows={10} />;
  const { Editor, initial, focused } = loaded;
  return <Editor {...props} defaultValue={initial} autoFocus={focused} />;
}
