import type { Database } from '../db/client';
import { issues, volumes } from '../db/schema';
import type { DemoJournalContent } from './demo-content';

/** A Drizzle transaction, whichever driver is behind it. */
export type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Inserts the volumes and issues of every demo journal (one multi-row insert each) and returns a
 * lookup from a journal id and issue key (`year-number`) to the new issue id.
 */
export async function insertIssues(
  tx: SeedTransaction,
  content: readonly DemoJournalContent[],
  idOf: (slug: string) => number,
): Promise<(journalId: number, issueKey: string) => number> {
  const volumeRows = await tx
    .insert(volumes)
    .values(
      content.flatMap(({ journal, volumes: plans }) =>
        plans.map((plan) => ({
          journalId: idOf(journal.slug),
          number: plan.number,
          year: plan.year,
        })),
      ),
    )
    .returning({ id: volumes.id, journalId: volumes.journalId, number: volumes.number });
  const volumeId = new Map(volumeRows.map((row) => [`${row.journalId}/${row.number}`, row.id]));
  const issueRows = await tx
    .insert(issues)
    .values(
      content.flatMap(({ journal, volumes: plans }) => {
        const journalId = idOf(journal.slug);
        return plans.flatMap((plan) =>
          plan.issues.map((issue) => ({
            journalId,
            volumeId: volumeId.get(`${journalId}/${plan.number}`) as number,
            number: issue.number,
            year: issue.year,
            title: issue.title,
            description: issue.description,
            publishedAt: issue.publishedAt,
            isCurrent: issue.isCurrent,
            coverPath: issue.coverPath,
          })),
        );
      }),
    )
    .returning({
      id: issues.id,
      journalId: issues.journalId,
      year: issues.year,
      number: issues.number,
    });
  const issueId = new Map(
    issueRows.map((row) => [`${row.journalId}/${row.year}-${row.number}`, row.id]),
  );
  return (journalId, issueKey) => issueId.get(`${journalId}/${issueKey}`) as number;
}
