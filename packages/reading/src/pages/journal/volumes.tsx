import { seoMeta } from '@quire/site';
import { Card, CardMeta, CardTitle, EmptyState } from '@quire/ui';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { useReadingTexts } from '../../texts';
import type { volumesLoader } from './volumes.server';

export const volumesMeta: MetaFunction<typeof volumesLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** The journal's volumes, newest first, each with its number of issues. */
export function VolumesPage() {
  const loaderData = useLoaderData<typeof volumesLoader>();
  const texts = useReadingTexts();
  const { volumes } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">{texts.volumesTitle}</h1>
      </header>
      {volumes.length === 0 ? (
        <EmptyState title={texts.noVolumes} />
      ) : (
        <ul className="q-stack-list q-volume-list">
          {volumes.map((volume) => (
            <Card as="li" key={volume.id} layout="stack">
              <CardTitle>
                <Link to={volume.href}>
                  {volume.label}
                  {volume.title && `: ${volume.title}`}
                </Link>
              </CardTitle>
              <CardMeta>{texts.issueCount(volume.issueCount)}</CardMeta>
            </Card>
          ))}
        </ul>
      )}
    </div>
  );
}
