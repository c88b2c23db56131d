import { seoMeta } from '@quire/site';
import { type MetaFunction, useLoaderData } from 'react-router';
import { IssueDetails } from '../../reading/issue-details';
import type { issueLoader } from './issue.server';

export const issueMeta: MetaFunction<typeof issueLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** An issue's table of contents by section. */
export function IssuePage() {
  const loaderData = useLoaderData<typeof issueLoader>();
  return <IssueDetails issue={loaderData.issue} />;
}
