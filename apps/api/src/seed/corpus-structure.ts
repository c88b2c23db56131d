import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { issues, journals, sections, volumes } from '../db/schema';
import { SECTION_KINDS } from './article-kinds';
import type { CorpusJournalPlan } from './corpus-plan';

/** Ids of a stored corpus journal, its sections by article type and its issues in plan order. */
export interface StoredCorpusJournal {
  plan: CorpusJournalPlan;
  id: number;
  sectionIds: Record<string, number>;
  issueIds: number[];
}

/** Thrown when the database already holds journals with the corpus journals' slugs. */
export class CorpusExistsError extends Error {
  override name = 'CorpusExistsError';
}

/**
 * Inserts the corpus journals with their sections, volumes and issues in one transaction and
 * returns their ids; refuses to run twice into the same database.
 */
export async function insertCorpusStructure(
  db: Database,
  plans: readonly CorpusJournalPlan[],
): Promise<StoredCorpusJournal[]> {
  return db.transaction(async (tx) => {
    const slugs = plans.map((plan) => plan.slug);
    const existing = await tx
      .select({ slug: journals.slug })
      .from(journals)
      .where(inArray(journals.slug, slugs));
    if (existing.length > 0) {
      throw new CorpusExistsError(
        `The database already holds the corpus journal "${existing[0]?.slug}". ` +
          'Generate the corpus into an empty database (a new DATABASE_URL or QUIRE_DATA_DIR).',
      );
    }
    const journalRows = await tx
      .insert(journals)
      .values(
        plans.map((plan, index) => ({
          slug: plan.slug,
          title: plan.title,
          abbreviation: plan.abbreviation,
          description: `<p>${plan.title} is a generated benchmark journal.</p>`,
          issn: plan.issn,
          eissn: plan.eissn,
          publisher: 'Quire Academic Press',
          brandColor: plan.brandColor,
          position: 100 + index,
        })),
      )
      .returning({ id: journals.id, slug: journals.slug });
    const journalId = (slug: string) => journalRows.find((row) => row.slug === slug)?.id as number;
    const sectionRows = await tx
      .insert(sections)
      .values(
        plans.flatMap((plan) =>
          SECTION_KINDS.map((section, position) => ({
            journalId: journalId(plan.slug),
            title: section.title,
            abbreviation: section.abbreviation,
            position,
          })),
        ),
      )
      .returning({ id: sections.id, journalId: sections.journalId, title: sections.title });
    const volumeRows = await tx
      .insert(volumes)
      .values(
        plans.flatMap((plan) =>
          [...new Set(plan.issues.map((issue) => issue.year))].map((year) => ({
            journalId: journalId(plan.slug),
            number: plan.issues.find((issue) => issue.year === year)?.volumeNumber ?? 1,
            year,
          })),
        ),
      )
      .returning({ id: volumes.id, journalId: volumes.journalId, number: volumes.number });
    const volumeId = new Map(volumeRows.map((row) => [`${row.journalId}/${row.number}`, row.id]));
    const issueRows = await tx
      .insert(issues)
      .values(
        plans.flatMap((plan) =>
          plan.issues.map((issue) => ({
            journalId: journalId(plan.slug),
            volumeId: volumeId.get(`${journalId(plan.slug)}/${issue.volumeNumber}`) as number,
            number: issue.number,
            year: issue.year,
            publishedAt: issue.publishedAt,
            isCurrent: issue.isCurrent,
          })),
        ),
      )
      .returning({
        id: issues.id,
        journalId: issues.journalId,
        year: issues.year,
        number: issues.number,
      });
    return plans.map((plan) => {
      const id = journalId(plan.slug);
      const sectionIds = Object.fromEntries(
        SECTION_KINDS.map((section) => [
          section.kind,
          sectionRows.find((row) => row.journalId === id && row.title === section.title)
            ?.id as number,
        ]),
      );
      const issueIds = plan.issues.map(
        (issue) =>
          issueRows.find(
            (row) => row.journalId === id && row.year === issue.year && row.number === issue.number,
          )?.id as number,
      );
      return { plan, id, sectionIds, issueIds };
    });
  });
}
