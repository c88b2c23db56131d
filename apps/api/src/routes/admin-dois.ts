import {
  adminArticleParamsSchema,
  adminIssueParamsSchema,
  adminNoticeParamsSchema,
  crossrefStatusSchema,
  doiSettingsBodySchema,
  doiSettingsSchema,
  journalIdParamsSchema,
} from '@quire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope, publishingScope, requireBackOffice } from '../access/access';
import { recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import { buildDeposit, type DepositSubject } from '../dois/crossref-records';
import { queueDeposit, sendDueDeposits } from '../dois/doi-deposits';
import { readCrossrefStatus, readDoiSettings, saveDoiSettings } from '../dois/doi-settings';
import { notFound } from '../http/errors';
import { BACK_OFFICE_ERRORS, SIGNED_IN } from '../http/route-schema';
import { noticeJournal } from '../issues/article-notices';
import { articleJournal } from '../issues/issue-articles';
import { issueJournal } from '../issues/issue-writes';
import { editJournal } from '../journals/journal-access';

const tags = ['DOIs and Crossref'];
const signedIn = SIGNED_IN;
const errors = BACK_OFFICE_ERRORS;

/** How a 404 names each kind of deposit subject. */
const SUBJECT_NAMES = { issue: 'The issue', article: 'The article', notice: 'The notice' } as const;

/** Each kind of deposit subject's routes: their base path and parameters. */
const SUBJECT_ROUTES = {
  issue: { base: '/admin/issues/:issueId', params: adminIssueParamsSchema, key: 'issueId' },
  article: {
    base: '/admin/articles/:articleId',
    params: adminArticleParamsSchema,
    key: 'articleId',
  },
  notice: { base: '/admin/notices/:noticeId', params: adminNoticeParamsSchema, key: 'noticeId' },
} as const;

/**
 * DOIs and Crossref deposits: a journal's DOI settings (read by its staff, changed by its
 * managers; the Crossref password is write-only), and for an issue, an article (with its notices)
 * or a notice (its journal's
 * editors and managers, site administrators; anyone else a 404) the deposit state of its DOIs,
 * the deposit's XML — validated against Crossref's schema before it is offered — and a deposit
 * queued by hand. Queued deposits are sent by every node's sender (`registerCrossrefSender`).
 */
export function registerAdminDoiRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  registerCrossrefSender(api, context);

  /** The editor of the subject's journal and the journal; 404 for what they do not publish. */
  async function publisherOf(
    request: FastifyRequest,
    subject: DepositSubject,
  ): Promise<{ user: SessionUser; journalId: number }> {
    const user = requireBackOffice(request);
    const journalId =
      subject.kind === 'issue'
        ? await issueJournal(db, subject.id)
        : subject.kind === 'article'
          ? await articleJournal(db, subject.id)
          : await noticeJournal(db, subject.id);
    if (!inScope(publishingScope(user), journalId)) throw notFound(SUBJECT_NAMES[subject.kind]);
    return { user, journalId };
  }

  async function sendXml(request: FastifyRequest, reply: FastifyReply, subject: DepositSubject) {
    await publisherOf(request, subject);
    const built = await buildDeposit(db, config, subject);
    reply.header('content-type', 'application/xml; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${built.fileName}"`);
    return built.xml;
  }

  async function deposit(request: FastifyRequest, reply: FastifyReply, subject: DepositSubject) {
    const { user, journalId } = await publisherOf(request, subject);
    // Built (and validated) first: a deposit that cannot be made is refused now, not queued.
    await buildDeposit(db, config, subject);
    const queued = await db.transaction(async (tx) => {
      const count = await queueDeposit(tx, journalId, subject);
      await recordAudit(tx, {
        actorId: user.id,
        journalId,
        action: 'doi.deposit_queued',
        subject: `${subject.kind} ${subject.id}`,
        targetId: subject.id,
      });
      return count;
    });
    // Sent now, so the editor sees Crossref's answer; one Crossref cannot take now stays queued
    // for the sender's next try.
    if (queued > 0) await sendDueDeposits(context, subject);
    return reply.code(200).send(await readCrossrefStatus(db, subject));
  }

  const xmlResponse = {
    200: {
      description: 'The deposit, valid against Crossref’s schema 5.3.1.',
      content: { 'application/xml': { schema: z.string() } },
    },
    ...errors,
  };
  const xmlDescription =
    'An attachment. 409 when there is nothing to deposit yet (no DOI, the issue not published) or no depositor email; 422 with the schema’s messages when the XML does not validate; 503 when this server cannot validate (no xmllint).';

  routes.get(
    '/admin/journals/:journalId/doi',
    {
      schema: {
        tags,
        summary:
          'A journal’s DOI prefix, suffix patterns and Crossref depositor (never the password)',
        security: signedIn,
        params: journalIdParamsSchema,
        response: { 200: doiSettingsSchema, ...errors },
      },
    },
    async (request) => {
      // Its editors and managers (and site administrators): section editors see no DOI settings.
      const user = requireBackOffice(request);
      if (!inScope(publishingScope(user), request.params.journalId)) {
        throw notFound('The journal');
      }
      return readDoiSettings(db, request.params.journalId);
    },
  );

  routes.put(
    '/admin/journals/:journalId/doi',
    {
      schema: {
        tags,
        summary: 'Save a journal’s DOI settings (its managers), from the journal’s `version`',
        description:
          'A blank `password` keeps the stored one; `clearPassword` removes it. DOIs already minted keep their value when a pattern changes.',
        security: signedIn,
        params: journalIdParamsSchema,
        body: doiSettingsBodySchema,
        response: { 200: doiSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      editJournal(user, request.params.journalId);
      await saveDoiSettings(db, request.params.journalId, request.body, user);
      return readDoiSettings(db, request.params.journalId);
    },
  );

  for (const kind of ['issue', 'article', 'notice'] as const) {
    const { base, params, key } = SUBJECT_ROUTES[kind];
    const subjectOf = (request: FastifyRequest): DepositSubject => {
      const values = request.params as Record<string, number | undefined>;
      return { kind, id: values[key] ?? 0 };
    };
    routes.get(
      `${base}/crossref`,
      {
        schema: {
          tags,
          summary: `The ${kind}’s DOIs and where each one’s Crossref deposit stands`,
          security: signedIn,
          params,
          response: { 200: crossrefStatusSchema, ...errors },
        },
      },
      async (request) => {
        const subject = subjectOf(request);
        await publisherOf(request, subject);
        return readCrossrefStatus(db, subject);
      },
    );
    routes.get(
      `${base}/crossref.xml`,
      {
        schema: {
          tags,
          summary: `The ${kind}’s Crossref deposit (XML, schema 5.3.1)`,
          description: xmlDescription,
          security: signedIn,
          params,
          response: xmlResponse,
        },
      },
      async (request, reply) => sendXml(request, reply, subjectOf(request)),
    );
    routes.post(
      `${base}/crossref/deposit`,
      {
        schema: {
          tags,
          summary: `Deposit the ${kind}’s DOIs with Crossref now, and where each deposit stands after`,
          description:
            'Queued and sent at once; one Crossref cannot take now (5xx, unreachable) stays queued for another try. 409 when the journal has no Crossref account or there is nothing to deposit; 422 when the XML does not validate.',
          security: signedIn,
          params,
          response: { 200: crossrefStatusSchema, ...errors },
        },
      },
      async (request, reply) => deposit(request, reply, subjectOf(request)),
    );
  }
}

/**
 * While the server listens, sends the deposits due every `CROSSREF_CHECK_MS` (each claimed by one
 * node). When the job scheduler (`src/jobs/`) runs handlers, this becomes its handler's body.
 */
export function registerCrossrefSender(app: FastifyInstance, context: AppContext): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  app.addHook('onListen', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      sendDueDeposits(context)
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'could not send Crossref deposits'),
        )
        .finally(() => {
          running = false;
        });
    }, context.config.crossref.checkMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
