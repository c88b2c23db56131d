import { seoMeta } from '@quire/site';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import type { aboutLoader } from './about.server';

export const aboutMeta: MetaFunction<typeof aboutLoader> = ({ data }) => seoMeta(data?.seo);

/** What the site is and who is behind it. */
export function AboutPage() {
  const loaderData = useLoaderData<typeof aboutLoader>();
  const { siteName, description, publishers, contactEmail, journals } = loaderData;
  return (
    <article className="q-page q-page--reading">
      <header className="q-page__header">
        <h1 className="q-page__title">About {siteName}</h1>
        {description && <p className="q-page__lead">{description}</p>}
      </header>
      <div className="q-prose">
        <p>
          {siteName} is a home for peer-reviewed, open-access journals. Every article is free to
          read, download and cite; each journal runs its own editorial board and peer review, and
          publishes its work in volumes and issues with a persistent DOI for every article.
        </p>
        {publishers.length > 0 && (
          <>
            <h2>Publisher</h2>
            <p>The journals on this site are published by {publishers.join(', ')}.</p>
          </>
        )}
        <h2>Our journals</h2>
        <ul>
          {journals.map((journal) => (
            <li key={journal.slug}>
              <Link to={journal.href}>{journal.title}</Link>
              {journal.eissn && ` (e-ISSN ${journal.eissn})`}
            </li>
          ))}
        </ul>
        <h2>For authors</h2>
        <p>
          Authors submit manuscripts and follow their progress from their own panel after{' '}
          <Link to="/auth/reg">creating an account</Link>. Each journal's author guidelines are
          among its pages.
        </p>
        <h2>Open access and indexing</h2>
        <p>
          Articles carry machine-readable citation data for scholarly search engines, are listed in
          our <a href="/sitemap.xml">sitemap</a> and announced in Atom feeds, and can be cited in
          APA, BibTeX or RIS straight from the article page.
        </p>
        <h2>Contact</h2>
        <p>
          Write to us through the <Link to="/contact">contact form</Link>
          {contactEmail && (
            <>
              {' '}
              or at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </>
          )}
          .
        </p>
      </div>
    </article>
  );
}
