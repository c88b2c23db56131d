import { seoMeta } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import type { volumesLoader } from './volumes.server';

export const volumesMeta: MetaFunction<typeof volumesLoader> = ({ data }) => seoMeta(data?.seo);

/** The journal's volumes, newest first, each with its number of issues. */
export function VolumesPage() {
  const loaderData = useLoaderData<typeof volumesLoader>();
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
