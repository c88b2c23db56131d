import { seoMeta, useJournalSite } from '@quire/site';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { RichText } from '../reading/rich-text';
import { useReadingTexts } from '../texts';
import type { aboutLoader } from './about.server';

export const aboutMeta: MetaFunction<typeof aboutLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/**
 * What the site is and who is behind it: the text its administrators wrote (the site page
 * `about`) above the list of its journals, or until they write one, the default text.
 */
export function AboutPage() {
  const { written, journals } = useLoaderData<typeof aboutLoader>();
  const texts = useReadingTexts();
  if (!written) return <DefaultAbout />;
  return (
    <article className="q-page q-page--reading">
      <header className="q-page__header">
        <h1 className="q-page__title">{written.title}</h1>
      </header>
      <RichText html={written.bodyHtml} />
      <section aria-labelledby="about-journals" className="q-prose">
        <h2 id="about-journals">{texts.aboutJournalsHeading}</h2>
        <JournalList journals={journals} />
      </section>
    </article>
  );
}

function JournalList({ journals }: { journals: LoaderData['journals'] }) {
  const texts = useReadingTexts();
  return (
    <ul>
      {journals.map((journal) => (
        <li key={journal.slug}>
          <Link to={journal.href}>{journal.title}</Link>
          {journal.eissn && texts.aboutEissn(journal.eissn)}
        </li>
      ))}
    </ul>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof aboutLoader>>;

/** The About page's default text (the spec's), from the settings and the journals. */
function DefaultAbout() {
  const loaderData = useLoaderData<typeof aboutLoader>();
  const { siteName, description, publishers, contactEmail, journals } = loaderData;
  const { paths } = useJournalSite();
  const texts = useReadingTexts();
  return (
    <article className="q-page q-page--reading">
      <header className="q-page__header">
        <h1 className="q-page__title">{texts.aboutTitle(siteName)}</h1>
        {description && <p className="q-page__lead">{description}</p>}
      </header>
      <div className="q-prose">
        <p>{texts.aboutIntro(siteName)}</p>
        {publishers.length > 0 && (
          <>
            <h2>{texts.aboutPublisherHeading}</h2>
            <p>{texts.aboutPublishedBy(publishers.join(', '))}</p>
          </>
        )}
        <h2>{texts.aboutJournalsHeading}</h2>
        <JournalList journals={journals} />
        <h2>{texts.aboutAuthorsHeading}</h2>
        <p>
          {`${texts.aboutAuthorsBefore} `}
          <Link to={paths.register}>{texts.aboutAuthorsLink}</Link>
          {texts.aboutAuthorsAfter}
        </p>
        <h2>{texts.aboutIndexingHeading}</h2>
        <p>
          {`${texts.aboutIndexingBefore} `}
          <a href="/sitemap.xml">{texts.aboutSitemapLink}</a>
          {` ${texts.aboutIndexingAfter}`}
        </p>
        <h2>{texts.aboutContactHeading}</h2>
        <p>
          {`${texts.aboutContactBefore} `}
          <Link to="/contact">{texts.aboutContactLink}</Link>
          {contactEmail && (
            <>
              {` ${texts.orAt} `}
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </>
          )}
          .
        </p>
      </div>
    </article>
  );
}
