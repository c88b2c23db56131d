import type { AuditAction } from '@quire/contracts';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** One entry, written with the change it records (pass the change's transaction as `db`). */
export interface AuditEntry {
  /** Who made the change; null for what the site did by itself (a scheduled publication). */
  actorId: number | null;
  journalId: number | null;
  action: AuditAction;
  /** The record's title as it reads after the change (before it, for a deletion). */
  subject: string;
  targetId?: number | null;
  changes?: Record<string, [unknown, unknown]>;
}

/** Records a back-office change (in the caller's transaction, so both commit or neither). */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    journalId: entry.journalId,
    action: entry.action,
    subject: entry.subject,
    targetId: entry.targetId ?? null,
    changes: entry.changes ?? {},
  });
}

/**
 * The fields whose values differ between two versions of a record, as `{ field: [old, new] }`
 * (values compared as JSON, so lists compare by content).
 */
export function changedFields<Row extends Record<string, unknown>>(
  before: Row,
  after: Partial<Row>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(value ?? null))
      changes[field] = [old, value ?? null];
  }
  return changes;
}
