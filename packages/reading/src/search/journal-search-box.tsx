import { SEARCH_QUERY_MAX_LENGTH } from '@quire/contracts';
import { useJournalSite } from '@quire/site';
import { TextField } from '@quire/ui';
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { useArticlePageTexts } from '../article-page-texts';

export interface JournalSearchBoxProps {
  journalSlug: string;
  journalTitle: string;
}

/**
 * The search box of every journal page: a GET form to `/search` limited to this journal (so it
 * works without JavaScript and each search has an address), and — on a site with several
 * journals — a link to search every journal.
 */
export function JournalSearchBox({ journalSlug, journalTitle }: JournalSearchBoxProps) {
  const inputId = useId();
  const { journal: singleJournal } = useJournalSite();
  const texts = useArticlePageTexts();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={texts.journalSearchLabel(journalTitle)}
      className="q-journal-search"
    >
      <input type="hidden" name="journal" value={journalSlug} />
      <TextField
        id={inputId}
        name="q"
        type="search"
        label={texts.journalSearchInputLabel(journalTitle)}
        labelNote={false}
        labelHidden
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={texts.journalSearchPlaceholder}
        className="q-journal-search__input"
        action={
          <button type="submit" className="q-btn q-journal-search__button">
            {texts.searchButton}
          </button>
        }
      />
      {!singleJournal && (
        <Link to="/search" className="q-journal-search__all">
          {texts.searchAllJournals}
        </Link>
      )}
    </Form>
  );
}
