import { seoMeta } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { type MetaFunction, useLoaderData } from 'react-router';
import { IssueDetails } from '../../reading/issue-details';
import type { currentIssueLoader } from './current-issue.server';

export const currentIssueMeta: MetaFunction<typeof currentIssueLoader> = ({ data }) =>
  seoMeta(data?.seo);

/** The journal's current issue with its table of contents. */
export function CurrentIssuePage() {
  const loaderData = useLoaderData<typeof currentIssueLoader>();
  const { issue } = loaderData;
  if (!issue) {
    return (
      <div className="q-page">
        <h1 className="q-page__title">Current issue</h1>
        <EmptyState title="No issue has been published yet" />
      </div>
    );
  }
  return <IssueDetails issue={issue} eyebrow="Current issue" />;
}
