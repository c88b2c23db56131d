import { EmptyState } from '@quire/ui';
import { Link } from 'react-router';
import { IssueList } from '~/components/reading/issue-list';
import { loadVolumeIssues } from '~/lib/journal-pages.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/volume-issues';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadVolumeIssues(request, params.slug, params.id);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** A volume's published issues, in order. */
export default function VolumeIssues({ loaderData, params }: Route.ComponentProps) {
  const { volume, issues } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <p className="q-page__eyebrow">
          <Link to={`/journals/${params.slug}/volumes`}>Volumes</Link>
        </p>
        <h1 className="q-page__title">
          {volume.label}
          {volume.title && `: ${volume.title}`}
        </h1>
      </header>
      {issues.length === 0 ? (
        <EmptyState title="No issues in this volume yet" />
      ) : (
        <IssueList issues={issues} />
      )}
    </div>
  );
}
