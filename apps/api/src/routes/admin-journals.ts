import { journalsAdminEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isSiteAdmin, requireBackOffice, requireSiteAdmin } from '../access/access';
import type { SessionUser } from '../auth/session';
import { contentChanged, journalChange } from '../content/content-changes';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { editJournal, seeJournal } from '../journals/journal-access';
import { setJournalLogo } from '../journals/journal-logo';
import { listManagedJournals, readJournalSettings } from '../journals/journal-records';
import {
  createJournal,
  deleteJournal,
  reorderJournals,
  setJournalArchived,
  updateJournalSettings,
} from '../journals/journal-writes';
import {
  createSection,
  deleteSection,
  reorderSections,
  updateSection,
} from '../journals/section-writes';

/**
 * The back office's journals and sections (`admin/journals…`). A journal's managers change its
 * settings and sections; site administrators also create, archive, restore, order and delete
 * journals. Its editors and section editors read the settings; anyone else gets the 404 of a
 * missing journal. Every write is audited and purges the journal's cached pages.
 */
export function registerAdminJournalRoutes(api: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  /** The journal's settings after a write, as the viewer sees them. */
  async function settingsOf(journalId: number, user: SessionUser) {
    const settings = await readJournalSettings(db, journalId, user, context.config.backendUrl);
    if (!settings) throw notFound('The journal');
    return settings;
  }

  const changed = (slug: string, reason: string) =>
    contentChanged(context, journalChange(slug, reason));

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.list),
    handler: async (request) => {
      const user = requireBackOffice(request);
      return { data: await listManagedJournals(db, user), canAdminister: isSiteAdmin(user) };
    },
  });

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.create),
    handler: async (request, reply) => {
      const user = requireSiteAdmin(request);
      const created = await createJournal(db, request.body, user);
      changed(created.slug, 'journal created');
      return reply.code(201).send(await settingsOf(created.id, user));
    },
  });

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.order),
    handler: async (request) => {
      const user = requireSiteAdmin(request);
      await reorderJournals(db, request.body.ids, user);
      contentChanged(context, { tags: ['site'], reason: 'journals reordered' });
      return { data: await listManagedJournals(db, user), canAdminister: true };
    },
  });

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.settings),
    handler: async (request) => {
      const user = requireBackOffice(request);
      seeJournal(user, request.params.journalId);
      return settingsOf(request.params.journalId, user);
    },
  });

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.save),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      const saved = await updateJournalSettings(db, journalId, request.body, user);
      changed(saved.slug, 'journal settings changed');
      if (saved.formerSlug) changed(saved.formerSlug, 'journal moved');
      return settingsOf(journalId, user);
    },
  });

  for (const [declaration, archived] of [
    [journalsAdminEndpoints.archive, true],
    [journalsAdminEndpoints.restore, false],
  ] as const) {
    routes.route({
      ...endpointRoute(declaration),
      handler: async (request) => {
        const user = requireSiteAdmin(request);
        const { slug } = await setJournalArchived(db, request.params.journalId, archived, user);
        changed(slug, archived ? 'journal archived' : 'journal restored');
        return settingsOf(request.params.journalId, user);
      },
    });
  }

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.remove),
    handler: async (request, reply) => {
      const user = requireSiteAdmin(request);
      const { slug } = await deleteJournal(db, request.params.journalId, user);
      changed(slug, 'journal deleted');
      return reply.code(204).send(null);
    },
  });

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.setLogo),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      const slug = await setJournalLogo(db, journalId, request.body.fileId, user);
      changed(slug, 'journal logo changed');
      return settingsOf(journalId, user);
    },
  });

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.removeLogo),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      const slug = await setJournalLogo(db, journalId, null, user);
      changed(slug, 'journal logo removed');
      return settingsOf(journalId, user);
    },
  });

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.addSection),
    handler: async (request, reply) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      await createSection(db, journalId, request.body, user);
      const settings = await settingsOf(journalId, user);
      changed(settings.slug, 'section added');
      return reply.code(201).send(settings);
    },
  });

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.orderSections),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      await reorderSections(db, journalId, request.body.ids, user);
      const settings = await settingsOf(journalId, user);
      changed(settings.slug, 'sections reordered');
      return settings;
    },
  });

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.saveSection),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId, sectionId } = request.params;
      editJournal(user, journalId);
      await updateSection(db, journalId, sectionId, request.body, user);
      const settings = await settingsOf(journalId, user);
      changed(settings.slug, 'section changed');
      return settings;
    },
  });

  routes.route({
    ...endpointRoute(journalsAdminEndpoints.removeSection),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId, sectionId } = request.params;
      editJournal(user, journalId);
      await deleteSection(db, journalId, sectionId, user);
      const settings = await settingsOf(journalId, user);
      changed(settings.slug, 'section deleted');
      return settings;
    },
  });
}
