import { useJournalSite } from '@quire/site';
import { useId } from 'react';
import { Form, Link } from 'react-router';

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
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={`Search ${journalTitle}`}
      className="q-journal-search"
    >
      <input type="hidden" name="journal" value={journalSlug} />
      <label htmlFor={inputId} className="q-visually-hidden">
        Search articles in {journalTitle}
      </label>
      <div className="q-journal-search__row">
        <input
          id={inputId}
          name="q"
          type="search"
          maxLength={200}
          placeholder="Search this journal"
          className="q-journal-search__input"
        />
        <button type="submit" className="q-btn q-journal-search__button">
          Search
        </button>
      </div>
      {!singleJournal && (
        <Link to="/search" className="q-journal-search__all">
          Search all journals
        </Link>
      )}
    </Form>
  );
}
