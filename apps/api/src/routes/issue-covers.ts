import { adminIssueParamsSchema, apiErrorSchema, issueCoverBodySchema } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/session';
import { publicFileUrl } from '../content/public-url';
import { invalidateReadCaches } from '../content/read-through-cache';
import type { AppContext } from '../context';
import { files, issues } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

const tags = ['issues'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const coverSchema = z.object({ coverUrl: z.string().nullable(), coverAlt: z.string() });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * An issue's cover (`admin/issues/:issueId/cover`, administrators only): the image is uploaded
 * first as a file of purpose `cover` (so it passes the upload checks: images only, sniffed,
 * size-limited, served publicly), then set on the issue with its alt text, or removed.
 */
export function registerIssueCoverRoutes(api: FastifyInstance, { db, config }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.put(
    '/admin/issues/:issueId/cover',
    {
      schema: {
        tags,
        summary: 'Set an issue’s cover: an uploaded cover image and its alt text',
        description:
          'Upload the image with `POST files` (purpose `cover`: PNG, JPEG or WebP), then send its id. The cover shows on the issue, archive, journal home and current issue answers (`coverUrl`, `coverAlt`).',
        security: signedIn,
        params: adminIssueParamsSchema,
        body: issueCoverBodySchema,
        response: { 200: coverSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { fileId, alt } = request.body;
      const [file] = await db
        .select({ storageKey: files.storageKey, purpose: files.purpose })
        .from(files)
        .where(eq(files.id, fileId))
        .limit(1);
      if (!file) throw notFound('The file');
      if (file.purpose !== 'cover') {
        throw new HttpError(400, 'Upload the image as a cover (purpose "cover") first.', {
          fileId: ['is not a cover image'],
        });
      }
      const [updated] = await db
        .update(issues)
        .set({ coverPath: file.storageKey, coverAlt: alt.trim() })
        .where(eq(issues.id, request.params.issueId))
        .returning({ coverPath: issues.coverPath, coverAlt: issues.coverAlt });
      if (!updated) throw notFound('The issue');
      invalidateReadCaches();
      return {
        coverUrl: publicFileUrl(config.backendUrl, updated.coverPath),
        coverAlt: updated.coverAlt,
      };
    },
  );

  routes.delete(
    '/admin/issues/:issueId/cover',
    {
      schema: {
        tags,
        summary: 'Remove an issue’s cover',
        security: signedIn,
        params: adminIssueParamsSchema,
        response: { 200: coverSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      const [updated] = await db
        .update(issues)
        .set({ coverPath: null, coverAlt: '' })
        .where(eq(issues.id, request.params.issueId))
        .returning({ id: issues.id });
      if (!updated) throw notFound('The issue');
      invalidateReadCaches();
      return { coverUrl: null, coverAlt: '' };
    },
  );
}
