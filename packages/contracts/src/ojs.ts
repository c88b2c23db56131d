import { z } from 'zod';

/*
 * The old addresses of a journal moved from Open Journal Systems (`quire import`):
 * `/index.php/{ojsPath}/article/view/{id}`, `/index.php/{ojsPath}/issue/view/{id}` and their galley
 * forms. The web site asks the API where each leads and answers with a 301.
 */

/** What an OJS id names: an issue, an article (submission), or one of an article's galleys. */
export const OJS_ITEM_KINDS = ['issue', 'article', 'galley'] as const;
export type OjsItemKind = (typeof OJS_ITEM_KINDS)[number];

/** `GET ojs/:ojsPath/:kind/:ojsId`. */
export const ojsAddressParamsSchema = z.object({
  ojsPath: z.string().min(1).max(200),
  kind: z.enum(OJS_ITEM_KINDS),
  ojsId: z.coerce.number().int().positive().max(2_147_483_647),
});
export type OjsAddressParams = z.infer<typeof ojsAddressParamsSchema>;

/** Where an old OJS address leads now: an issue's page or an article's. */
export const ojsAddressSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('issue'),
    journalSlug: z.string(),
    issueId: z.number().int(),
    volumeId: z.number().int(),
  }),
  z.object({
    kind: z.literal('article'),
    journalSlug: z.string(),
    articleSlug: z.string(),
  }),
]);
export type OjsAddress = z.infer<typeof ojsAddressSchema>;
