import { seoMeta } from '@quire/site';
import { type MetaFunction, useLoaderData } from 'react-router';
import { IssueDetails } from '../../reading/issue-details';
import { useReadingTexts } from '../../texts';
import type { archiveItemLoader } from './archive-item.server';

export const archiveItemMeta: MetaFunction<typeof archiveItemLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** An issue reached from the archive (its canonical address is under its volume). */
export function ArchiveItemPage() {
  const loaderData = useLoaderData<typeof archiveItemLoader>();
  const texts = useReadingTexts();
  return <IssueDetails issue={loaderData.issue} eyebrow={texts.archiveTitle} />;
}
