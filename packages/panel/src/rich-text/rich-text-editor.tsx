import { FieldErrors, FieldLabel, fieldIds } from '@quire/ui';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useState } from 'react';
import { usePanelTexts } from '../texts';
import type { RichTextFieldProps } from './rich-text-field';
import './rich-text.css';

/** A toolbar button: pressed while its format applies at the cursor. */
function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="q-rich-text__tool"
      title={label}
      aria-pressed={pressed}
      // Keeps the editor's selection: a mouse press would otherwise move focus to the button.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {/* The symbol is for the eye; the name (from the hidden words) is for everyone else. */}
      <span aria-hidden="true">{children}</span>
      <span className="q-visually-hidden">{label}</span>
    </button>
  );
}

/** What the editor takes: the field's props, and whether to take the focus at once. */
export interface RichTextEditorProps extends RichTextFieldProps {
  /** Focus the end of the text when it appears (the textarea it replaces had the focus). */
  autoFocus?: boolean;
}

/**
 * The rich-text editor behind {@link RichTextField}: a toolbar (bold, italic, headings, lists,
 * quote, link, undo, redo) over an editable area labelled and described like any field, and a
 * hidden input carrying the HTML. Loaded lazily (see `RichTextField`).
 */
export function RichTextEditor({
  name,
  label,
  hint,
  errors,
  id,
  required,
  defaultValue = '',
  autoFocus = false,
}: RichTextEditorProps) {
  const texts = usePanelTexts();
  const ids = fieldIds(name, { hint: Boolean(hint), errors, id });
  const [html, setHtml] = useState(defaultValue);
  const labelText = typeof label === 'string' ? label : name;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    // TipTap would add its base styles in a <style> element of its own, which the site's
    // Content-Security-Policy refuses (no nonce): they ship in rich-text.css instead.
    injectCSS: false,
    content: defaultValue,
    autofocus: autoFocus ? 'end' : false,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: ids.id,
        class: 'q-rich-text__area',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': labelText,
        ...(ids.describedBy ? { 'aria-describedby': ids.describedBy } : {}),
        ...(ids.invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    // An empty document is '' (not '<p></p>'), so "required" reads it as empty.
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  const chain = () => editor?.chain().focus();
  const setLink = () => {
    if (!editor) return;
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt(texts.richTextLinkPrompt, previous ?? 'https://');
    if (url === null) return;
    if (url.trim() === '') chain()?.extendMarkRange('link').unsetLink().run();
    else chain()?.extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  return (
    <div className="q-field q-rich-text" data-invalid={ids.invalid || undefined}>
      <FieldLabel htmlFor={ids.id} label={label} required={required} />
      {hint && (
        <p id={ids.hintId} className="q-field__hint">
          {hint}
        </p>
      )}
      <div className="q-rich-text__frame">
        <div
          className="q-rich-text__toolbar"
          role="toolbar"
          aria-label={texts.richTextToolbar(labelText)}
        >
          <ToolButton
            label={texts.richTextBold}
            pressed={active?.bold}
            onClick={() => chain()?.toggleBold().run()}
          >
            <strong>B</strong>
          </ToolButton>
          <ToolButton
            label={texts.richTextItalic}
            pressed={active?.italic}
            onClick={() => chain()?.toggleItalic().run()}
          >
            <em>I</em>
          </ToolButton>
          <ToolButton
            label={texts.richTextHeading}
            pressed={active?.h2}
            onClick={() => chain()?.toggleHeading({ level: 2 }).run()}
          >
            H2
          </ToolButton>
          <ToolButton
            label={texts.richTextSubheading}
            pressed={active?.h3}
            onClick={() => chain()?.toggleHeading({ level: 3 }).run()}
          >
            H3
          </ToolButton>
          <ToolButton
            label={texts.richTextBullets}
            pressed={active?.bullets}
            onClick={() => chain()?.toggleBulletList().run()}
          >
            •
          </ToolButton>
          <ToolButton
            label={texts.richTextNumbers}
            pressed={active?.numbers}
            onClick={() => chain()?.toggleOrderedList().run()}
          >
            1.
          </ToolButton>
          <ToolButton
            label={texts.richTextQuote}
            pressed={active?.quote}
            onClick={() => chain()?.toggleBlockquote().run()}
          >
            “
          </ToolButton>
          <ToolButton label={texts.richTextLink} pressed={active?.link} onClick={setLink}>
            <span className="q-rich-text__link-mark">a</span>
          </ToolButton>
          <ToolButton label={texts.richTextUndo} onClick={() => chain()?.undo().run()}>
            ↶
          </ToolButton>
          <ToolButton label={texts.richTextRedo} onClick={() => chain()?.redo().run()}>
            ↷
          </ToolButton>
        </div>
        <EditorContent editor={editor} />
      </div>
      <input type="hidden" name={name} value={html} />
      <FieldErrors id={ids.errorId} messages={errors} />
    </div>
  );
}
