import {
  DATE_FORMATS,
  type DateFormat,
  DEFAULT_ABSTRACT_WORD_LIMIT,
  SETTING_KEYS,
  type SiteSettings,
  type SiteSettingsBody,
} from '@quire/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import { changedFields, recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { auditLog, settings, users } from '../db/schema';
import { staleVersion } from '../journals/version-check';

/** The settings the form edits, by field, and the key each is stored under. */
const KEYS = {
  siteName: SETTING_KEYS.siteName,
  siteDescription: SETTING_KEYS.siteDescription,
  contactEmail: SETTING_KEYS.contactEmail,
  footerText: SETTING_KEYS.footerText,
  timeZone: SETTING_KEYS.timeZone,
  dateFormat: SETTING_KEYS.dateFormat,
  abstractWordLimit: SETTING_KEYS.abstractWordLimit,
} as const;

type Field = keyof typeof KEYS;

/** The stored values of the form's settings (and their version), as the form shows them. */
async function storedValues(db: Database) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...Object.values(KEYS), SETTING_KEYS.settingsVersion]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const limit = Number(value(KEYS.abstractWordLimit));
  return {
    version: Number(value(SETTING_KEYS.settingsVersion) ?? 0) || 0,
    siteName: value(KEYS.siteName) ?? '',
    siteDescription: value(KEYS.siteDescription) ?? '',
    contactEmail: value(KEYS.contactEmail) || null,
    footerText: value(KEYS.footerText) || null,
    timeZone: value(KEYS.timeZone) || null,
    dateFormat: (DATE_FORMATS as readonly string[]).includes(value(KEYS.dateFormat) ?? '')
      ? (value(KEYS.dateFormat) as DateFormat)
      : null,
    abstractWordLimit: Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_ABSTRACT_WORD_LIMIT,
  };
}

/** `GET admin/settings`: the site's settings, their version and their last save (from the audit log). */
export async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const [values, [last]] = await Promise.all([
    storedValues(db),
    db
      .select({ at: auditLog.at, by: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(eq(auditLog.action, 'settings.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1),
  ]);
  return { ...values, lastChange: last ? { at: toIso(last.at), by: last.by } : null };
}

/**
 * `PUT admin/settings`: every setting at once, from `body.version`, in one transaction with its
 * audit entry (a save from an older version is refused, naming who saved since).
 */
export async function saveSiteSettings(
  db: Database,
  body: SiteSettingsBody,
  actor: SessionUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The version row is the lock: two saves at once queue here, and the second sees the first.
    await tx
      .insert(settings)
      .values({ key: SETTING_KEYS.settingsVersion, value: '0' })
      .onConflictDoNothing();
    await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, SETTING_KEYS.settingsVersion))
      .for('update');
    const before = await storedValues(tx);
    if (before.version !== body.version) {
      const last = await readSiteSettings(tx);
      throw staleVersion(
        'the site settings',
        last.lastChange ? { at: new Date(last.lastChange.at), by: last.lastChange.by } : null,
      );
    }
    const next: Record<Field, string | number | null> = {
      siteName: body.siteName,
      siteDescription: body.siteDescription ?? '',
      contactEmail: body.contactEmail,
      footerText: body.footerText ?? null,
      timeZone: body.timeZone,
      dateFormat: body.dateFormat,
      abstractWordLimit: body.abstractWordLimit,
    };
    for (const field of Object.keys(KEYS) as Field[]) {
      const value = next[field];
      if (value === null || value === '') {
        await tx.delete(settings).where(eq(settings.key, KEYS[field]));
      } else {
        await tx
          .insert(settings)
          .values({ key: KEYS[field], value: String(value) })
          .onConflictDoUpdate({ target: settings.key, set: { value: String(value) } });
      }
    }
    await tx
      .update(settings)
      .set({ value: String(before.version + 1) })
      .where(eq(settings.key, SETTING_KEYS.settingsVersion));
    const { version: _version, ...old } = before;
    await recordAudit(tx, {
      actorId: actor.id,
      journalId: null,
      action: 'settings.updated',
      subject: body.siteName,
      changes: changedFields(old as Record<string, unknown>, next),
    });
  });
}
