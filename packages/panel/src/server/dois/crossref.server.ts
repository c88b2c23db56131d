import { isApiError, type QuireApi } from '@quire/api-client';
import type { CrossrefStatus } from '@quire/contracts';
import { journalSite, type SiteDatedText, siteDatedText } from '@quire/site';
import {
  apiContext,
  formFailure,
  guardMiddleware,
  type RequestArgs,
  requireSession,
  routeParam,
} from '@quire/site/server';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { editorArticlePath, editorIssuePath } from '../../lib/panel-paths';
import { panelTexts } from '../../texts';
import { requireIdParam, rethrowApiError } from '../submission/api-errors.server';
import { requireEditor } from '../submission/editor.server';

/** One DOI of an issue's or article's Crossref section, with its deposit in words. */
export interface CrossrefDoiView {
  doi: string;
  title: string;
  status: CrossrefStatus['dois'][number]['status'];
  statusName: string;
  message: string | null;
  tries: string | null;
  /** When Crossref took it. */
  deposited: SiteDatedText | null;
}

/** The Crossref section of an issue's or article's page. */
export interface CrossrefView {
  hasPrefix: boolean;
  canDeposit: boolean;
  environmentNote: string;
  dois: CrossrefDoiView[];
  /** The deposit's XML, through the panel (the visitor's own token). */
  xmlHref: string;
}

/** Whose deposit: an issue's or an article's. */
export type CrossrefSubject = { kind: 'issue' | 'article'; id: number };

/** The Crossref calls of one subject, over its kind's declared endpoints. */
function crossrefCalls(api: QuireApi['dois'], { kind, id }: CrossrefSubject) {
  if (kind === 'issue') {
    const params = { issueId: id };
    return {
      status: () => api.issueStatus({ params }),
      xml: () => api.issueXml({ params }),
      deposit: () => api.issueDeposit({ params }),
    };
  }
  const params = { articleId: id };
  return {
    status: () => api.articleStatus({ params }),
    xml: () => api.articleXml({ params }),
    deposit: () => api.articleDeposit({ params }),
  };
}

/** The page of an issue or article, where its Crossref section lives. */
function pageOf(subject: CrossrefSubject): string {
  const { paths } = journalSite();
  return subject.kind === 'issue'
    ? editorIssuePath(paths, subject.id)
    : editorArticlePath(paths, subject.id);
}

/** The Crossref section's view: the DOIs and where each deposit stands. */
export async function loadCrossrefView(
  { context }: Pick<RequestArgs, 'context'>,
  subject: CrossrefSubject,
): Promise<CrossrefView> {
  const status = await crossrefCalls(context.get(apiContext).dois, subject)
    .status()
    .catch(rethrowApiError);
  const texts = panelTexts();
  return {
    hasPrefix: status.hasPrefix,
    canDeposit: status.canDeposit,
    environmentNote: texts.crossrefEnvironmentNote(status.environment === 'production'),
    dois: status.dois.map((entry) => ({
      doi: entry.doi,
      title: entry.title,
      status: entry.status,
      statusName: texts.crossrefStatusName(entry.status),
      message: entry.message,
      tries: entry.attempts > 0 ? texts.crossrefTries(entry.attempts) : null,
      deposited: entry.depositedAt
        ? siteDatedText((date) => `${texts.crossrefDeposited} ${date}`, entry.depositedAt)
        : null,
    })),
    xmlHref: `${pageOf(subject)}/crossref.xml`,
  };
}

/** The page's `crossref-deposit` post: deposited now; Crossref's refusal shows on the DOIs. */
export async function crossrefDepositAction(
  { context }: RequestArgs,
  subject: CrossrefSubject,
  values: Record<string, string>,
) {
  try {
    await crossrefCalls(context.get(apiContext).dois, subject).deposit();
  } catch (caught) {
    if (isApiError(caught) && caught.status === 404) throw data('Not Found', { status: 404 });
    return formFailure(caught, values);
  }
  throw redirect(`${pageOf(subject)}?saved=crossref`);
}

/** Who may download a deposit: signed-in editors (the API checks the journal). */
export const crossrefXmlMiddleware = [guardMiddleware('user')];

async function xmlResponse({ context }: RequestArgs, subject: CrossrefSubject) {
  requireEditor(await requireSession(context));
  try {
    const xml = await crossrefCalls(context.get(apiContext).dois, subject).xml();
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="crossref-${subject.kind}-${subject.id}.xml"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (caught) {
    // Nothing to deposit yet, or the schema refused it: the editor reads why.
    if (isApiError(caught) && caught.status !== 404 && caught.status < 500) {
      throw data(caught.message, { status: caught.status });
    }
    return rethrowApiError(caught);
  }
}

/** `{paths.issues}/:id/crossref.xml`: the issue's Crossref deposit, validated by the API. */
export async function issueCrossrefXmlLoader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireIdParam(routeParam(params, 'id'));
  return xmlResponse({ request, context }, { kind: 'issue', id });
}

/** `{paths.issues}/articles/:id/crossref.xml`: the article's Crossref deposit. */
export async function articleCrossrefXmlLoader({ request, context, params }: LoaderFunctionArgs) {
  const id = requireIdParam(routeParam(params, 'id'));
  return xmlResponse({ request, context }, { kind: 'article', id });
}
