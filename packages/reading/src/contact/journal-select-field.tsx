import { FieldErrors } from '@quire/site';
/** The optional "which journal is this about" choice of the contact form. */
export function JournalSelectField({
  journals,
  defaultValue,
  errors = [],
}: {
  journals: readonly { slug: string; title: string }[];
  defaultValue: string;
  errors?: readonly string[];
}) {
  const errorId = errors.length > 0 ? 'field-journal-error' : undefined;
  return (
    <div className="q-field" data-invalid={errorId ? '' : undefined}>
      <label htmlFor="field-journal" className="q-field__label">
        About a journal<span className="q-field__optional"> (optional)</span>
      </label>
      <select
        id="field-journal"
        name="journal"
        className="q-field__input"
        defaultValue={defaultValue}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">The site in general</option>
        {journals.map((journal) => (
          <option key={journal.slug} value={journal.slug}>
            {journal.title}
          </option>
        ))}
      </select>
      <FieldErrors id={errorId} messages={errors} />
    </div>
  );
}
