import { journalSlugParam, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadNoticePage } from '../../server/notice.server';

export async function noticeLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadNoticePage(
    { request, context },
    journalSlugParam(params),
    routeParam(params, 'notice_id'),
  );
}
