import { IssueDetails } from '~/components/reading/issue-details';
import { loadArchiveItem } from '~/lib/journal-pages.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/archive-item';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadArchiveItem(request, params.slug, params.id);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** An issue reached from the archive (its canonical address is under its volume). */
export default function ArchiveItem({ loaderData }: Route.ComponentProps) {
  return <IssueDetails issue={loaderData.issue} eyebrow="Archive" />;
}
