import { type AddTagOptions, addTag, isTagAddKey, removeTag } from '@quire/utils';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from 'react';

export interface TagInputProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'defaultValue'>,
    AddTagOptions {
  /** The tags, in order (controlled). */
  value: string[];
  /** Called with the new list after a tag is added or removed. */
  onChange: (tags: string[]) => void;
  /** Visible label of the text field; or pass `aria-label` instead. */
  label?: string;
  /** Disables typing and removing. */
  disabled?: boolean;
  /** Placeholder of the text field. */
  placeholder?: string;
  /** Form field name: each tag is submitted as a hidden input with this name. */
  name?: string;
  /** Id of the text field (generated when omitted). */
  inputId?: string;
}

// Pasted text is split the way typing splits it: on commas and whitespace.
const PASTE_SEPARATORS = /[\s,]+/;

/**
 * A text field that turns words into tags with the spec's rules (via `@quire/utils`): Enter,
 * comma or space adds, empty and duplicate tags are refused (unless `allowDuplicates`), with an
 * optional `limit` and `validate`; Backspace on an empty field or a tag's button removes.
 * @example <TagInput label="Keywords" value={keywords} onChange={setKeywords} limit={5} />
 */
export function TagInput({
  value,
  onChange,
  label,
  disabled = false,
  placeholder,
  name,
  inputId,
  allowDuplicates,
  limit,
  validate,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...props
}: TagInputProps) {
  const generatedId = useId();
  const id = inputId ?? `${generatedId}-input`;
  const errorId = `${generatedId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const rules = { allowDuplicates, limit, validate };

  // Adds each word in turn and stops at the first refusal, so the reader sees why; returns
  // how many words were added.
  const addWords = (words: readonly string[]): number => {
    let tags = value;
    let added = 0;
    for (const word of words) {
      const result = addTag(tags, word, rules);
      if (!result.ok) {
        setError(result.message);
        break;
      }
      tags = result.tags;
      added += 1;
    }
    if (added === words.length) setError('');
    if (added > 0) {
      onChange(tags);
      setAnnouncement(
        tags
          .slice(value.length)
          .map((tag) => `Added tag ${tag}`)
          .join('. '),
      );
    }
    return added;
  };

  const remove = (index: number) => {
    const tag = value[index];
    if (tag === undefined) return;
    onChange(removeTag(value, index));
    setError('');
    setAnnouncement(`Removed tag ${tag}`);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // An IME uses Enter and space to confirm its candidate: those keys are not ours.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (isTagAddKey(event.key)) {
      event.preventDefault();
      // A stray space or comma in an empty field is ignored; Enter explains the empty-tag rule.
      if (draft.trim() === '' && event.key !== 'Enter') return;
      if (addWords([draft]) === 1) setDraft('');
      return;
    }
    const input = event.currentTarget;
    if (
      event.key === 'Backspace' &&
      draft === '' &&
      input.selectionStart === 0 &&
      input.selectionEnd === 0
    ) {
      event.preventDefault();
      remove(value.length - 1);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    if (error) setError('');
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    // Plain words paste as usual, so the reader can edit them before adding.
    if (!PASTE_SEPARATORS.test(text)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const combined =
      draft.slice(0, input.selectionStart ?? draft.length) +
      text +
      draft.slice(input.selectionEnd ?? draft.length);
    const words = combined.split(PASTE_SEPARATORS).filter((word) => word !== '');
    setDraft(words.slice(addWords(words)).join(' '));
  };

  const state = disabled ? 'disabled' : error ? 'invalid' : 'idle';

  return (
    <div
      className={['q-tag-input', className].filter(Boolean).join(' ')}
      data-state={state}
      {...props}
    >
      {label && (
        <label className="q-tag-input__label" htmlFor={id}>
          {label}
        </label>
      )}
      {/* Clicking the box around the tags focuses the field, like a native input. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer convenience only; the input and buttons are the keyboard targets */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: same as above */}
      <div
        className="q-tag-input__field"
        onClick={(event) => {
          if (event.target === event.currentTarget) inputRef.current?.focus();
        }}
      >
        {value.length > 0 && (
          // Explicit role: Safari drops list semantics from lists styled without bullets.
          // biome-ignore lint/a11y/noRedundantRoles: see above
          <ul role="list" className="q-tag-input__list">
            {value.map((tag, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: duplicates may be allowed, so position is the identity
              <li key={`${index}-${tag}`} className="q-tag">
                <span className="q-tag__text">{tag}</span>
                <button
                  type="button"
                  className="q-tag__remove"
                  aria-label={`Remove tag ${tag}`}
                  disabled={disabled}
                  onClick={() => {
                    remove(index);
                    inputRef.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={inputRef}
          id={id}
          className="q-tag-input__input"
          type="text"
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          enterKeyHint="enter"
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onPaste={handlePaste}
        />
      </div>
      <p id={errorId} className="q-tag-input__error" aria-live="polite">
        {error}
      </p>
      <div className="q-visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {name &&
        value.map((tag, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity, as above
          <input key={`${index}-${tag}`} type="hidden" name={name} value={tag} />
        ))}
    </div>
  );
}
