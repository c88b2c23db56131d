import { SECTION_KINDS } from './article-kinds';
import { buildArticlePdf } from './build-article-pdf';
import { type DemoArticle, demoArticles } from './demo-articles';
import { DEFAULT_AVATAR_KEY, defaultAvatarPng, journalCoverPng, type SeedFile } from './demo-files';
import { issueCoverPng, journalLogoPng } from './demo-images';
import { type DemoVolumePlan, planVolumes } from './demo-issues';
import { DEMO_JOURNALS, type DemoJournal } from './demo-journals';
import { type DemoPage, demoPages } from './demo-pages';
import { createPrng } from './prng';

/** Changing the seed changes every generated article; bump it only deliberately. */
const DEMO_SEED = 'quire-demo-v1';

/** Everything seeded for one journal, before database ids exist. */
export interface DemoJournalContent {
  journal: DemoJournal;
  coverPath: string;
  logoPath: string;
  sections: Array<{ title: string; abbreviation: string; kind: string; position: number }>;
  pages: DemoPage[];
  volumes: DemoVolumePlan[];
  articles: DemoArticle[];
}

/**
 * All demo content, generated in memory from a fixed seed: the same value on every call, so every
 * fresh start produces identical data.
 */
export function buildDemoContent(): DemoJournalContent[] {
  const root = createPrng(DEMO_SEED);
  return DEMO_JOURNALS.map((journal, index) => {
    const prng = root.fork(journal.slug);
    const volumes = planVolumes(journal);
    return {
      journal,
      coverPath: `covers/journals/${journal.slug}.png`,
      // Under covers/: a public folder (storage-key.ts), where uploaded logos are images too.
      logoPath: `covers/logos/${journal.slug}.png`,
      sections: SECTION_KINDS.filter((section) => journal.sections.includes(section.kind)).map(
        (section, position) => ({ ...section, position }),
      ),
      pages: demoPages(prng.fork('pages'), journal),
      volumes,
      articles: demoArticles(prng.fork('articles'), journal, index, volumes),
    };
  });
}

/**
 * The files the demo content refers to: one PDF galley per article, the journals' covers and
 * logos, the issues' covers and the avatar.
 */
export function buildDemoFiles(content: readonly DemoJournalContent[]): SeedFile[] {
  const seedFiles: SeedFile[] = [
    {
      key: DEFAULT_AVATAR_KEY,
      data: defaultAvatarPng(),
      purpose: 'avatar',
      mimeType: 'image/png',
      originalName: 'default-avatar.png',
    },
  ];
  for (const { journal, coverPath, logoPath, volumes, articles } of content) {
    seedFiles.push(
      {
        key: coverPath,
        data: journalCoverPng(journal.brandColor),
        purpose: 'cover',
        mimeType: 'image/png',
        originalName: `${journal.slug}-cover.png`,
      },
      {
        key: logoPath,
        data: journalLogoPng(journal.slug, journal.brandColor),
        purpose: 'cover',
        mimeType: 'image/png',
        originalName: `${journal.slug}-logo.png`,
      },
    );
    for (const volume of volumes) {
      for (const issue of volume.issues) {
        if (!issue.coverPath) continue;
        seedFiles.push({
          key: issue.coverPath,
          data: issueCoverPng(journal.brandColor, volume.number, issue.number),
          purpose: 'cover',
          mimeType: 'image/png',
          originalName: `${journal.slug}-${issue.key}-cover.png`,
        });
      }
    }
    const issues = new Map(
      volumes.flatMap((volume) => volume.issues.map((issue) => [issue.key, issue])),
    );
    for (const { row, issueKey } of articles) {
      const issue = issues.get(issueKey);
      const data = buildArticlePdf({
        title: row.title,
        authors: (row.authors ?? []).map((author) => author.name),
        journal: journal.title,
        citation: issue
          ? `Vol. ${issue.volumeNumber} No. ${issue.number} (${issue.year}), pp. ${row.pages} · https://doi.org/${row.doi}`
          : undefined,
      });
      seedFiles.push({
        key: row.pdfPath ?? `galleys/${journal.slug}/${row.slug}.pdf`,
        data,
        purpose: 'galley',
        mimeType: 'application/pdf',
        originalName: `${row.slug}.pdf`,
      });
    }
  }
  return seedFiles;
}
