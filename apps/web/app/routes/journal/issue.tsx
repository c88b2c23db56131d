import { IssueDetails } from '~/components/reading/issue-details';
import { loadVolumeIssue } from '~/lib/journal-pages.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/issue';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadVolumeIssue(request, params.slug, params.id, params.issue_id);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** An issue's table of contents by section. */
export default function Issue({ loaderData }: Route.ComponentProps) {
  return <IssueDetails issue={loaderData.issue} />;
}
