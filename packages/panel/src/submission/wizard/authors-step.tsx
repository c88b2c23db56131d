import {
  EMAIL_MAX_LENGTH,
  ORCID_INPUT_MAX_LENGTH,
  SUBMISSION_TEXT_LIMITS,
  type Submission,
} from '@quire/contracts';
import { TextField } from '@quire/ui';
import { useRef, useState } from 'react';
import { errorsFor, type SubmissionActionData } from '../../lib/submission/action-data';
import {
  type AuthorListChange,
  type AuthorRow,
  authorListChange,
  blankAuthor,
  changeAuthorList,
  MAX_AUTHOR_ROWS,
} from '../../lib/submission/draft-form';
import { usePanelTexts } from '../../texts';

export interface AuthorsStepProps {
  submission: Submission;
  result: SubmissionActionData | undefined;
}

type KeyedRow = AuthorRow & { key: number };

function initialRows(submission: Submission, result: SubmissionActionData | undefined) {
  if (result?.authors?.length) return result.authors;
  if (submission.authors.length > 0) {
    return submission.authors.map((author) => ({
      name: author.name,
      email: author.email,
      affiliation: author.affiliation ?? '',
      orcid: author.orcid ?? '',
      corresponding: author.corresponding,
    }));
  }
  return [{ ...blankAuthor(), corresponding: true }];
}

/**
 * Step 3: the authors in order, each with name, email, affiliation and ORCID iD, one of them
 * the corresponding author. The row buttons post to the action without JavaScript; with it they
 * change the list in place.
 */
export function AuthorsStep({ submission, result }: AuthorsStepProps) {
  const nextKey = useRef(0);
  const keyed = (row: AuthorRow): KeyedRow => ({ ...row, key: nextKey.current++ });
  const [rows, setRows] = useState<KeyedRow[]>(() => initialRows(submission, result).map(keyed));
  const [announcement, setAnnouncement] = useState('');
  const listErrors = errorsFor(result, 'authors');
  const texts = usePanelTexts();

  const apply = (change: AuthorListChange, said: string) => {
    setRows((current) => changeAuthorList(current, change, () => keyed(blankAuthor())));
    setAnnouncement(said);
  };
  const update = (key: number, patch: Partial<AuthorRow>) =>
    setRows((current) =>
      current.map((row) =>
        row.key === key
          ? { ...row, ...patch }
          : patch.corresponding
            ? { ...row, corresponding: false }
            : row,
      ),
    );
  // The buttons are real submit buttons (they work without JavaScript); here they act in place.
  const onRowButton = (event: React.MouseEvent<HTMLButtonElement>, said: string) => {
    const change = authorListChange(event.currentTarget.value);
    if (!change) return;
    event.preventDefault();
    apply(change, said);
  };

  return (
    <>
      {listErrors.length > 0 && (
        <ul id="field-authors" className="q-field__errors" tabIndex={-1}>
          {listErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <p className="q-muted">{texts.authorsIntro}</p>
      {rows.map((row, index) => {
        const field = (part: string) => `authors.${index}.${part}`;
        const number = index + 1;
        return (
          <fieldset key={row.key} className="q-author-row">
            <legend>{texts.authorLegend(number)}</legend>
            <TextField
              name={field('name')}
              label={texts.authorNameLabel}
              required
              maxLength={SUBMISSION_TEXT_LIMITS.authorName}
              autoComplete="off"
              value={row.name}
              onChange={(event) => update(row.key, { name: event.currentTarget.value })}
              errors={errorsFor(result, field('name'))}
            />
            <TextField
              name={field('email')}
              label={texts.authorEmailLabel}
              type="email"
              required
              maxLength={EMAIL_MAX_LENGTH}
              autoComplete="off"
              value={row.email}
              onChange={(event) => update(row.key, { email: event.currentTarget.value })}
              errors={errorsFor(result, field('email'))}
            />
            <TextField
              name={field('affiliation')}
              label={texts.authorAffiliationLabel}
              maxLength={SUBMISSION_TEXT_LIMITS.affiliation}
              value={row.affiliation}
              onChange={(event) => update(row.key, { affiliation: event.currentTarget.value })}
              errors={errorsFor(result, field('affiliation'))}
            />
            <TextField
              name={field('orcid')}
              label={texts.authorOrcidLabel}
              hint={texts.authorOrcidHint}
              maxLength={ORCID_INPUT_MAX_LENGTH}
              value={row.orcid}
              onChange={(event) => update(row.key, { orcid: event.currentTarget.value })}
              errors={errorsFor(result, field('orcid'))}
            />
            <label className="q-check">
              <input
                type="radio"
                name="corresponding"
                value={index}
                checked={row.corresponding}
                onChange={() => update(row.key, { corresponding: true })}
              />
              <span>{texts.correspondingAuthor}</span>
            </label>
            <div className="q-row-actions">
              <button
                type="submit"
                name="intent"
                value={`author-up:${index}`}
                className="q-btn"
                disabled={index === 0}
                formNoValidate
                onClick={(event) => onRowButton(event, texts.authorMovedUp(number))}
              >
                {texts.moveUp}
                <span className="q-visually-hidden">{texts.whichAuthor(number)}</span>
              </button>
              <button
                type="submit"
                name="intent"
                value={`author-down:${index}`}
                className="q-btn"
                disabled={index === rows.length - 1}
                formNoValidate
                onClick={(event) => onRowButton(event, texts.authorMovedDown(number))}
              >
                {texts.moveDown}
                <span className="q-visually-hidden">{texts.whichAuthor(number)}</span>
              </button>
              <button
                type="submit"
                name="intent"
                value={`remove-author:${index}`}
                className="q-btn"
                disabled={rows.length === 1}
                formNoValidate
                onClick={(event) => onRowButton(event, texts.authorRemoved(number))}
              >
                {texts.removeAuthor}
                <span className="q-visually-hidden">{texts.whichAuthor(number)}</span>
              </button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <button
          type="submit"
          name="intent"
          value="add-author"
          className="q-btn"
          disabled={rows.length >= MAX_AUTHOR_ROWS}
          formNoValidate
          onClick={(event) => onRowButton(event, texts.authorAdded(rows.length + 1))}
        >
          {texts.addAuthor}
        </button>
      </div>
      <p className="q-visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
