import {
  createJournalBodySchema,
  journalIdParamsSchema,
  journalLogoBodySchema,
  journalSettingsBodySchema,
  journalSettingsSchema,
  managedJournalListSchema,
  reorderBodySchema,
  sectionBodySchema,
  sectionParamsSchema,
  sectionUpdateBodySchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSiteAdmin, requireBackOffice, requireSiteAdmin } from '../access/access';
import type { SessionUser } from '../auth/session';
import { contentChanged, journalChange } from '../content/content-changes';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { BACK_OFFICE_ERRORS, SIGNED_IN } from '../http/route-schema';
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

const tags = ['journals (back office)'];
const signedIn = SIGNED_IN;
const errors = BACK_OFFICE_ERRORS;

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

  routes.get(
    '/admin/journals',
    {
      schema: {
        tags,
        summary: 'The journals the signed-in person works on, in the site’s order',
        description:
          'Site administrators: every journal, archived ones included. Anyone else with an editorial role: their journals.',
        security: signedIn,
        response: { 200: managedJournalListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      return { data: await listManagedJournals(db, user), canAdminister: isSiteAdmin(user) };
    },
  );

  routes.post(
    '/admin/journals',
    {
      schema: {
        tags,
        summary: 'Create a journal (site administrators)',
        description:
          'Open to submissions, without sections, last in the site’s order. 409 naming `slug` when the address is, or was, another journal’s.',
        security: signedIn,
        body: createJournalBodySchema,
        response: { 201: journalSettingsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireSiteAdmin(request);
      const created = await createJournal(db, request.body, user);
      changed(created.slug, 'journal created');
      return reply.code(201).send(await settingsOf(created.id, user));
    },
  );

  routes.put(
    '/admin/journals/order',
    {
      schema: {
        tags,
        summary: 'Order the journals (site administrators): every journal id, in the new order',
        security: signedIn,
        body: reorderBodySchema,
        response: { 200: managedJournalListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireSiteAdmin(request);
      await reorderJournals(db, request.body.ids, user);
      contentChanged(context, { tags: ['site'], reason: 'journals reordered' });
      return { data: await listManagedJournals(db, user), canAdminister: true };
    },
  );

  routes.get(
    '/admin/journals/:journalId',
    {
      schema: {
        tags,
        summary: 'A journal’s settings, its sections, and what the viewer may change',
        security: signedIn,
        params: journalIdParamsSchema,
        response: { 200: journalSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      seeJournal(user, request.params.journalId);
      return settingsOf(request.params.journalId, user);
    },
  );

  routes.put(
    '/admin/journals/:journalId',
    {
      schema: {
        tags,
        summary: 'Save every setting of a journal (its managers, site administrators)',
        description:
          '`version` is the one the form was read at: 409 naming who saved since, and when. A new slug keeps the old addresses working by redirect; 409 naming `slug` when it is, or was, another journal’s.',
        security: signedIn,
        params: journalIdParamsSchema,
        body: journalSettingsBodySchema,
        response: { 200: journalSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      const saved = await updateJournalSettings(db, journalId, request.body, user);
      changed(saved.slug, 'journal settings changed');
      if (saved.formerSlug) changed(saved.formerSlug, 'journal moved');
      return settingsOf(journalId, user);
    },
  );

  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    routes.post(
      `/admin/journals/:journalId/${verb}`,
      {
        schema: {
          tags,
          summary: archived
            ? 'Archive a journal (site administrators): it leaves the site’s lists and takes no submissions; its pages stay'
            : 'Bring an archived journal back to the site’s lists',
          security: signedIn,
          params: journalIdParamsSchema,
          response: { 200: journalSettingsSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireSiteAdmin(request);
        const { slug } = await setJournalArchived(db, request.params.journalId, archived, user);
        changed(slug, archived ? 'journal archived' : 'journal restored');
        return settingsOf(request.params.journalId, user);
      },
    );
  }

  routes.delete(
    '/admin/journals/:journalId',
    {
      schema: {
        tags,
        summary: 'Delete a journal that holds nothing (site administrators)',
        description:
          '409 when it holds articles or submissions (nothing is lost): archive it instead.',
        security: signedIn,
        params: journalIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireSiteAdmin(request);
      const { slug } = await deleteJournal(db, request.params.journalId, user);
      changed(slug, 'journal deleted');
      return reply.code(204).send(null);
    },
  );

  routes.put(
    '/admin/journals/:journalId/logo',
    {
      schema: {
        tags,
        summary: 'Set a journal’s logo (its managers, site administrators)',
        description:
          'Upload the image with `POST files` (purpose `cover`: PNG, JPEG or WebP), then send its id. The journal’s banner shows it beside the title.',
        security: signedIn,
        params: journalIdParamsSchema,
        body: journalLogoBodySchema,
        response: { 200: journalSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      const slug = await setJournalLogo(db, journalId, request.body.fileId, user);
      changed(slug, 'journal logo changed');
      return settingsOf(journalId, user);
    },
  );

  routes.delete(
    '/admin/journals/:journalId/logo',
    {
      schema: {
        tags,
        summary: 'Remove a journal’s logo',
        security: signedIn,
        params: journalIdParamsSchema,
        response: { 200: journalSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      const slug = await setJournalLogo(db, journalId, null, user);
      changed(slug, 'journal logo removed');
      return settingsOf(journalId, user);
    },
  );

  routes.post(
    '/admin/journals/:journalId/sections',
    {
      schema: {
        tags,
        summary: 'Add a section to a journal (its managers, site administrators)',
        security: signedIn,
        params: journalIdParamsSchema,
        body: sectionBodySchema,
        response: { 201: journalSettingsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      await createSection(db, journalId, request.body, user);
      const settings = await settingsOf(journalId, user);
      changed(settings.slug, 'section added');
      return reply.code(201).send(settings);
    },
  );

  routes.put(
    '/admin/journals/:journalId/sections/order',
    {
      schema: {
        tags,
        summary: 'Order a journal’s sections: every section id, in the new order',
        security: signedIn,
        params: journalIdParamsSchema,
        body: reorderBodySchema,
        response: { 200: journalSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      editJournal(user, journalId);
      await reorderSections(db, journalId, request.body.ids, user);
      const settings = await settingsOf(journalId, user);
      changed(settings.slug, 'sections reordered');
      return settings;
    },
  );

  routes.put(
    '/admin/journals/:journalId/sections/:sectionId',
    {
      schema: {
        tags,
        summary: 'Save a section’s settings (from the version the form was read at)',
        security: signedIn,
        params: sectionParamsSchema,
        body: sectionUpdateBodySchema,
        response: { 200: journalSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { journalId, sectionId } = request.params;
      editJournal(user, journalId);
      await updateSection(db, journalId, sectionId, request.body, user);
      const settings = await settingsOf(journalId, user);
      changed(settings.slug, 'section changed');
      return settings;
    },
  );

  routes.delete(
    '/admin/journals/:journalId/sections/:sectionId',
    {
      schema: {
        tags,
        summary: 'Delete a section that files nothing',
        description: '409 when articles or submissions are filed under it: close it instead.',
        security: signedIn,
        params: sectionParamsSchema,
        response: { 200: journalSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { journalId, sectionId } = request.params;
      editJournal(user, journalId);
      await deleteSection(db, journalId, sectionId, user);
      const settings = await settingsOf(journalId, user);
      changed(settings.slug, 'section deleted');
      return settings;
    },
  );
}
