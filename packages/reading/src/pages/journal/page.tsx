import { seoMeta } from '@quire/site';
import { type MetaFunction, useLoaderData } from 'react-router';
import { RichText } from '../../reading/rich-text';
import { SubmitInvitation } from '../../reading/submit-invitation';
import type { journalPageLoader } from './page.server';

export const journalPageMeta: MetaFunction<typeof journalPageLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/**
 * One of the journal's own pages (About, Editorial team, Author guidelines…); the author
 * guidelines end with the invitation to submit.
 */
export function JournalPagePage() {
  const loaderData = useLoaderData<typeof journalPageLoader>();
  const { journal, page } = loaderData;
  return (
    <article className="q-page q-page--reading">
      <header className="q-page__header">
        <h1 className="q-page__title">{page.title}</h1>
      </header>
      <RichText html={page.bodyHtml} />
      {page.isAuthorGuidelines && <SubmitInvitation journal={journal} afterGuidelines />}
    </article>
  );
}
