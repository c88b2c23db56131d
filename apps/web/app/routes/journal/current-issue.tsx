import { EmptyState } from '@quire/ui';
import { IssueDetails } from '~/components/reading/issue-details';
import { loadCurrentIssue } from '~/lib/journal-pages.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/current-issue';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadCurrentIssue(request, params.slug);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** The journal's current issue with its table of contents. */
export default function CurrentIssue({ loaderData }: Route.ComponentProps) {
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
