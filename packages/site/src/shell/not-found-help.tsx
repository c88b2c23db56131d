import { SEARCH_QUERY_MAX_LENGTH } from '@quire/contracts';
import { TextField } from '@quire/ui';
import { Form, Link } from 'react-router';
import { useJournalSite } from '../config/site-context';

/**
 * What the 404 page offers under its message: a search of the site (a GET form to `/search`, so
 * it works without JavaScript and lands on the search's own address), then the way to the
 * journals — on a site of several — and home.
 * @example <ErrorView status={404} path={pathname} actions={<NotFoundHelp />} />
 */
export function NotFoundHelp() {
  const { journal, paths, texts } = useJournalSite();
  return (
    <div className="q-not-found-help">
      <Form method="get" action="/search" role="search" className="q-not-found-help__search">
        <TextField
          id="q-not-found-search"
          name="q"
          type="search"
          label={texts.notFoundSearchLabel}
          labelNote={false}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          action={
            <button type="submit" className="q-btn q-btn--primary">
              {texts.notFoundSearchButton}
            </button>
          }
        />
      </Form>
      <p className="q-not-found-help__links">
        {/* A single-journal site's home is its journal. */}
        {!journal && <Link to="/journals">{texts.notFoundJournalsLink}</Link>}
        <Link to={paths.home}>{texts.backHome}</Link>
      </p>
    </div>
  );
}
