import { seoMeta, useJournalSlug } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { IssueList } from '../../reading/issue-list';
import { journalLinks } from '../../reading/journal-links';
import { useReadingTexts } from '../../texts';
import type { volumeIssuesLoader } from './volume-issues.server';

export const volumeIssuesMeta: MetaFunction<typeof volumeIssuesLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** A volume's published issues, in order. */
export function VolumeIssuesPage() {
  const loaderData = useLoaderData<typeof volumeIssuesLoader>();
  const texts = useReadingTexts();
  const slug = useJournalSlug();
  const { volume, issues } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <p className="q-page__eyebrow">
          <Link to={journalLinks(slug).volumes}>{texts.volumesTitle}</Link>
        </p>
        <h1 className="q-page__title">
          {volume.label}
          {volume.title && `: ${volume.title}`}
        </h1>
      </header>
      {issues.length === 0 ? (
        <EmptyState title={texts.noIssuesInVolume} />
      ) : (
        <IssueList issues={issues} />
      )}
    </div>
  );
}
