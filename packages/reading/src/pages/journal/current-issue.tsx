import { seoMeta } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { type MetaFunction, useLoaderData } from 'react-router';
import { IssueDetails } from '../../reading/issue-details';
import { useReadingTexts } from '../../texts';
import type { currentIssueLoader } from './current-issue.server';

export const currentIssueMeta: MetaFunction<typeof currentIssueLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** The journal's current issue with its table of contents. */
export function CurrentIssuePage() {
  const loaderData = useLoaderData<typeof currentIssueLoader>();
  const texts = useReadingTexts();
  const { issue } = loaderData;
  if (!issue) {
    return (
      <div className="q-page">
        <h1 className="q-page__title">{texts.currentIssueTitle}</h1>
        <EmptyState title={texts.noIssuePublished} />
      </div>
    );
  }
  return <IssueDetails issue={issue} eyebrow={texts.currentIssueTitle} />;
}
