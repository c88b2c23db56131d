import { contentEndpoints, type Issue, pageMeta } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { etagOf, revalidateWithEtag, sendRevalidated } from '../content/conditional-get';
import {
  findIssue,
  type IssueSelector,
  readTableOfContents,
  toIssueSummary,
} from '../content/issue-query';
import { ReadThroughCache } from '../content/read-through-cache';
import {
  countArchive,
  listVolumes,
  readArchivePage,
  readLatestIssues,
  readVolumeIssues,
} from '../content/volume-query';
import type { AppContext } from '../context';
import { journals } from '../db/schema';
import { endpointRoute } from '../http/endpoint-route';
import { HttpError, notFound } from '../http/errors';

/** Volumes, a volume's issues, an issue's table of contents, the current issue and the archive. */
export function registerIssueRoutes(api: FastifyInstance, { db, config }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  /** The issue and its contents read side by side (two queries); undefined when not public. */
  async function readIssue(slug: string, selector: IssueSelector): Promise<Issue | undefined> {
    const [issue, sections] = await Promise.all([
      findIssue(db, slug, selector),
      readTableOfContents(db, slug, selector, config.backendUrl),
    ]);
    if (!issue) return undefined;
    return {
      ...toIssueSummary(issue, config.backendUrl),
      description: issue.description,
      sections,
    };
  }

  // A table of contents is read whole (500 articles make a few hundred KB): its serialised answer
  // and ETag are kept for a few seconds (see ReadThroughCache), so a busy issue page costs one
  // build per interval, and a revalidating caller gets a 304 without the body.
  const answers = new ReadThroughCache<{ body: string; etag: string }>();
  api.addHook('onClose', async () => answers.close());

  function readIssueAnswer(slug: string, selector: IssueSelector) {
    const key = `${slug}/${selector === 'current' ? 'current' : selector.id}`;
    return answers.read(key, async () => {
      const issue = await readIssue(slug, selector);
      if (!issue) return null;
      const body = JSON.stringify(issue);
      return { body, etag: etagOf(body) };
    });
  }

  routes.route({
    ...endpointRoute(contentEndpoints.volumes),
    onSend: revalidateWithEtag,
    handler: async (request) => {
      const volumes = await listVolumes(db, request.params.slug);
      if (!volumes) throw notFound('The journal');
      return { data: volumes };
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.volumeIssues),
    handler: async (request) => {
      const { slug, volumeId } = request.params;
      const found = await readVolumeIssues(db, slug, volumeId);
      if (!found) throw notFound('The volume');
      return {
        volume: found.volume,
        data: found.issues.map((issue) => toIssueSummary(issue, config.backendUrl)),
      };
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.issue),
    handler: async (request, reply) => {
      const { slug, issueId } = request.params;
      const answer = await readIssueAnswer(slug, { id: issueId });
      if (!answer) throw notFound('The issue');
      return sendRevalidated(request, reply, answer.body, answer.etag);
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.currentIssue),
    handler: async (request, reply) => {
      const { slug } = request.params;
      const answer = await readIssueAnswer(slug, 'current');
      if (answer) return sendRevalidated(request, reply, answer.body, answer.etag);
      // Only on a miss: tell "no such journal" apart from "nothing published yet".
      const [journal] = await db
        .select({ id: journals.id })
        .from(journals)
        .where(eq(journals.slug, slug));
      if (!journal) throw notFound('The journal');
      throw new HttpError(404, 'This journal has not published an issue yet.');
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.archive),
    handler: async (request) => {
      const { slug } = request.params;
      const rows = await readArchivePage(db, slug, request.query);
      // Rows carry the total; without rows the journal may not exist, so count (and check) it.
      const total = rows[0]?.total ?? (await countArchive(db, slug));
      if (total === undefined) throw notFound('The journal');
      return {
        data: rows.map((row) => toIssueSummary(row, config.backendUrl)),
        meta: pageMeta(request.query, total),
      };
    },
  });

  routes.route({
    ...endpointRoute(contentEndpoints.latestIssues),
    handler: async (request) => {
      const rows = await readLatestIssues(db, request.query.limit);
      return {
        data: rows.map((row) => ({
          ...toIssueSummary(row, config.backendUrl),
          journal: {
            slug: row.journalSlug,
            title: row.journalTitle,
            brandColor: row.journalBrandColor,
          },
        })),
      };
    },
  });
}
