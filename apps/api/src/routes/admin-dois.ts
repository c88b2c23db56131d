import { crossrefEndpointsByKind, doisEndpoints } from '@quire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inScope, publishingScope, requireBackOffice } from '../access/access';
import { recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import { buildDeposit, type DepositSubject } from '../dois/crossref-records';
import { queueDeposit, sendDueDeposits } from '../dois/doi-deposits';
import { readCrossrefStatus, readDoiSettings, saveDoiSettings } from '../dois/doi-settings';
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { noticeJournal } from '../issues/article-notices';
import { articleJournal } from '../issues/issue-articles';
import { issueJournal } from '../issues/issue-writes';
import { editJournal } from '../journals/journal-access';

/** How a 404 names each kind of deposit subject. */
const SUBJECT_NAMES = { issue: 'The issue', article: 'The article', notice: 'The notice' } as const;

/** Each kind of deposit subject's path parameter (its routes are declared in `@quire/contracts`). */
const SUBJECT_ROUTES = {
  issue: { key: 'issueId' },
  article: { key: 'articleId' },
  notice: { key: 'noticeId' },
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

  routes.route({
    ...endpointRoute(doisEndpoints.settings),
    handler: async (request) => {
      // Its editors and managers (and site administrators): section editors see no DOI settings.
      const user = requireBackOffice(request);
      if (!inScope(publishingScope(user), request.params.journalId)) {
        throw notFound('The journal');
      }
      return readDoiSettings(db, request.params.journalId);
    },
  });

  routes.route({
    ...endpointRoute(doisEndpoints.saveSettings),
    handler: async (request) => {
      const user = requireBackOffice(request);
      editJournal(user, request.params.journalId);
      await saveDoiSettings(db, request.params.journalId, request.body, user);
      return readDoiSettings(db, request.params.journalId);
    },
  });

  for (const kind of ['issue', 'article', 'notice'] as const) {
    const { key } = SUBJECT_ROUTES[kind];
    const declared = crossrefEndpointsByKind[kind];
    const subjectOf = (request: FastifyRequest): DepositSubject => {
      const values = request.params as Record<string, number | undefined>;
      return { kind, id: values[key] ?? 0 };
    };
    routes.route({
      ...endpointRoute(declared.status),
      handler: async (request) => {
        const subject = subjectOf(request);
        await publisherOf(request, subject);
        return readCrossrefStatus(db, subject);
      },
    });
    routes.route({
      ...endpointRoute(declared.xml),
      handler: async (request, reply) => sendXml(request, reply, subjectOf(request)),
    });
    routes.route({
      ...endpointRoute(declared.deposit),
      handler: async (request, reply) => deposit(request, reply, subjectOf(request)),
    });
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
