import { z } from 'zod';
import { adminArticleParamsSchema } from '../article-admin';
import { adminNoticeParamsSchema } from '../article-notice';
import { crossrefStatusSchema, doiSettingsBodySchema, doiSettingsSchema } from '../doi';
import { endpoint } from '../endpoint';
import { adminIssueParamsSchema } from '../issue';
import { journalIdParamsSchema } from '../staff';
import { backOfficeErrors as errors } from './errors';

const tags = ['DOIs and Crossref'];

/** The three Crossref endpoints of one kind of deposit subject, under its base path. */
function crossrefEndpoints<
  const Kind extends 'issue' | 'article' | 'notice',
  const Base extends string,
  const Params extends z.ZodType,
>(kind: Kind, base: Base, params: Params) {
  return {
    status: endpoint({
      method: 'GET',
      path: `${base}/crossref`,
      tags,
      summary: `The ${kind}’s DOIs and where each one’s Crossref deposit stands`,
      signedIn: true,
      params,
      responses: { 200: crossrefStatusSchema, ...errors },
    }),
    xml: endpoint({
      method: 'GET',
      path: `${base}/crossref.xml`,
      tags,
      summary: `The ${kind}’s Crossref deposit (XML, schema 5.3.1)`,
      description:
        'An attachment. 409 when there is nothing to deposit yet (no DOI, the issue not published) or no depositor email; 422 with the schema’s messages when the XML does not validate; 503 when this server cannot validate (no xmllint).',
      signedIn: true,
      params,
      responses: {
        200: {
          description: 'The deposit, valid against Crossref’s schema 5.3.1.',
          content: { 'application/xml': { schema: z.string() } },
        },
        ...errors,
      },
      textAnswer: true,
    }),
    deposit: endpoint({
      method: 'POST',
      path: `${base}/crossref/deposit`,
      tags,
      summary: `Deposit the ${kind}’s DOIs with Crossref now, and where each deposit stands after`,
      description:
        'Queued and sent at once; one Crossref cannot take now (5xx, unreachable) stays queued for another try. 409 when the journal has no Crossref account or there is nothing to deposit; 422 when the XML does not validate.',
      signedIn: true,
      params,
      responses: { 200: crossrefStatusSchema, ...errors },
    }),
  };
}

const issue = crossrefEndpoints('issue', '/admin/issues/:issueId', adminIssueParamsSchema);
const article = crossrefEndpoints(
  'article',
  '/admin/articles/:articleId',
  adminArticleParamsSchema,
);
const notice = crossrefEndpoints('notice', '/admin/notices/:noticeId', adminNoticeParamsSchema);

/** A journal's DOI settings and each issue's, article's and notice's Crossref deposits, as `api.dois`. */
export const doisEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/admin/journals/:journalId/doi',
    tags,
    summary: 'A journal’s DOI prefix, suffix patterns and Crossref depositor (never the password)',
    signedIn: true,
    params: journalIdParamsSchema,
    responses: { 200: doiSettingsSchema, ...errors },
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/admin/journals/:journalId/doi',
    tags,
    summary: 'Save a journal’s DOI settings (its managers), from the journal’s `version`',
    description:
      'A blank `password` keeps the stored one; `clearPassword` removes it. DOIs already minted keep their value when a pattern changes.',
    signedIn: true,
    params: journalIdParamsSchema,
    body: doiSettingsBodySchema,
    responses: { 200: doiSettingsSchema, ...errors },
  }),
  issueStatus: issue.status,
  issueXml: issue.xml,
  issueDeposit: issue.deposit,
  articleStatus: article.status,
  articleXml: article.xml,
  articleDeposit: article.deposit,
  noticeStatus: notice.status,
  noticeXml: notice.xml,
  noticeDeposit: notice.deposit,
} as const;

/** Each deposit subject's Crossref endpoints, by kind (the API registers them in one loop). */
export const crossrefEndpointsByKind = { issue, article, notice } as const;
