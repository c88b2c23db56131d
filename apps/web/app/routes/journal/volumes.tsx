import { EmptyState } from '@quire/ui';
import { Link } from 'react-router';
import { loadVolumes } from '~/lib/journal-pages.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/volumes';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadVolumes(request, params.slug);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** The journal's volumes, newest first, each with its number of issues. */
export default function Volumes({ loaderData }: Route.ComponentProps) {
  const { volumes } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">Volumes</h1>
      </header>
      {volumes.length === 0 ? (
        <EmptyState title="No volumes published yet" />
      ) : (
        <ul className="q-stack-list q-volume-list">
          {volumes.map((volume) => (
            <li key={volume.id} className="q-card">
              <h2 className="q-card__title">
                <Link to={volume.href}>
                  {volume.label}
                  {volume.title && `: ${volume.title}`}
                </Link>
              </h2>
              <p className="q-card__meta">
                {volume.issueCount} {volume.issueCount === 1 ? 'issue' : 'issues'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
