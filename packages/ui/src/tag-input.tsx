import { type AddTagOptions, addTag, isTagAddKey, removeTag } from '@quire/utils';
import { clsx } from 'clsx';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { useUiTexts } from './ui-texts';

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
  /**
   * Text of the button that opens a box for a comma-separated list, the way to enter tags of
   * several words (space adds a tag while typing). Omit to leave the box out.
   * @example listEntryLabel="Add a list of keywords"
   */
  listEntryLabel?: string;
}

// A list is split on commas, semicolons and line breaks, so phrases ("forest ecology") stay whole.
const LIST_SEPARATORS = /\s*[,;\n]\s*/;
// Pasted text without any of those splits the way typing does: on whitespace.
const WORD_SEPARATORS = /\s+/;

/**
 * The tags in pasted or listed text: a list when it has commas, semicolons or line breaks
 * (each item's inner spaces collapsed), else its words.
 */
export function splitTagText(text: string): string[] {
  const separator = /[,;\n]/.test(text) ? LIST_SEPARATORS : WORD_SEPARATORS;
  return text
    .split(separator)
    .map((item) => item.trim().replace(/\s+/g, ' '))
    .filter((item) => item !== '');
}

/**
 * A text field that turns words into tags with the tag rules of `@quire/utils` (`addTag`,
 * `removeTag`): Enter, comma or space adds, empty and duplicate tags are refused (unless
 * `allowDuplicates`), with an optional `limit` and `validate`; Backspace on an empty field or a
 * tag's button removes. Pasting a comma-separated list adds its items whole (phrases included);
 * `listEntryLabel` adds a box where such a list can be typed.
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
  listEntryLabel,
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
  const [listOpen, setListOpen] = useState(false);
  const [listDraft, setListDraft] = useState('');
  const listId = `${generatedId}-list`;
  const rules = { allowDuplicates, limit, validate };
  const texts = useUiTexts();
  // The rules' own English, unless the site words that refusal (a `validate` message stays).
  const refusalText = (result: { reason: string; message: string }, word: string) => {
    const tag = word.trim();
    if (result.reason === 'empty') return texts.tagEmpty ?? result.message;
    if (result.reason === 'duplicate') return texts.tagDuplicate?.(tag) ?? result.message;
    if (result.reason === 'limit' && limit !== undefined) {
      return texts.tagLimit?.(limit) ?? result.message;
    }
    return result.message;
  };

  // Adds each word in turn and stops at the first refusal, so the reader sees why; returns
  // how many words were added.
  const addWords = (words: readonly string[]): number => {
    let tags = value;
    let added = 0;
    for (const word of words) {
      const result = addTag(tags, word, rules);
      if (!result.ok) {
        setError(refusalText(result, word));
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
          .map((tag) => texts.tagAdded?.(tag) ?? `Added tag ${tag}`)
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
    setAnnouncement(texts.tagRemoved?.(tag) ?? `Removed tag ${tag}`);
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
    // A single word pastes as usual, so the reader can edit it before adding.
    if (splitTagText(text).length < 2 && !/[,;\n]/.test(text)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const combined =
      draft.slice(0, input.selectionStart ?? draft.length) +
      text +
      draft.slice(input.selectionEnd ?? draft.length);
    const items = splitTagText(combined);
    // What is left stays in the field, joined the way it was separated.
    setDraft(items.slice(addWords(items)).join(/[,;\n]/.test(combined) ? ', ' : ' '));
  };

  // The list box keeps what was refused, so nothing typed is lost.
  const addList = () => {
    const items = splitTagText(listDraft);
    if (items.length === 0) {
      setError(texts.tagsTypeHint ?? 'Type the tags, separated by commas.');
      return;
    }
    const added = addWords(items);
    setListDraft(items.slice(added).join(', '));
    if (added === items.length) {
      setListOpen(false);
      inputRef.current?.focus();
    }
  };

  const state = disabled ? 'disabled' : error ? 'invalid' : 'idle';

  return (
    <div className={clsx('q-tag-input', className)} data-state={state} {...props}>
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
                  aria-label={texts.removeTag?.(tag) ?? `Remove tag ${tag}`}
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
      {listEntryLabel && !disabled && (
        <div className="q-tag-input__list-entry">
          <button
            type="button"
            className="q-tag-input__list-toggle"
            aria-expanded={listOpen}
            aria-controls={listOpen ? listId : undefined}
            onClick={() => setListOpen((open) => !open)}
          >
            {listEntryLabel}
          </button>
          {listOpen && (
            <div id={listId} className="q-tag-input__list-box">
              <label htmlFor={`${listId}-text`}>
                {texts.tagsSeparateHint ?? 'Separate them with commas'}
              </label>
              <textarea
                id={`${listId}-text`}
                rows={2}
                value={listDraft}
                placeholder="forest ecology, remote sensing"
                onChange={(event) => setListDraft(event.target.value)}
              />
              <button type="button" className="q-btn" onClick={addList}>
                Add these
              </button>
            </div>
          )}
        </div>
      )}
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
