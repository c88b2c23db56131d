import type { ArticleKind } from './article-kinds';
import { makeIssn } from './identifiers';
import type { TopicVocabulary } from './topic-vocabulary';
import { appliedLinguistics } from './topics/applied-linguistics';
import { computationalEcology } from './topics/computational-ecology';
import { manuscriptStudies } from './topics/manuscript-studies';
import { materialsChemistry } from './topics/materials-chemistry';

/** The publisher named on every demo journal. */
export const DEMO_PUBLISHER = 'Quire Academic Press';

/** One demo journal: its metadata, topic material and publication plan. */
export interface DemoJournal {
  slug: string;
  title: string;
  abbreviation: string;
  /** Brand colour; every one has at least 4.5:1 contrast with white text (WCAG AA). */
  brandColor: string;
  description: string;
  issn: string;
  eissn: string;
  contactName: string;
  contactEmail: string;
  /** Year of volume 1, so volume numbers look like a journal with a history. */
  foundedYear: number;
  /** Article types of its sections, in table-of-contents order (3–4 sections). */
  sections: readonly ArticleKind[];
  /** Publication months of each volume's issues, by year. */
  issueMonths: Readonly<Record<number, readonly number[]>>;
  /** Special issues: `year-number` → title. */
  specialIssues: Readonly<Record<string, string>>;
  vocabulary: TopicVocabulary;
}

/** The demo journals, in display order. */
export const DEMO_JOURNALS: readonly DemoJournal[] = [
  {
    slug: 'computational-ecology',
    title: 'Journal of Computational Ecology',
    abbreviation: 'JCE',
    brandColor: '#4338ca',
    description:
      '<p>The <strong>Journal of Computational Ecology</strong> publishes research that uses models, ' +
      'simulation and large ecological datasets to understand how populations, communities and ' +
      'ecosystems respond to environmental change.</p><p>We welcome work that links theory with ' +
      'observation, shares reproducible code and data, and speaks to conservation practice.</p>',
    issn: makeIssn('2753418'),
    eissn: makeIssn('2753426'),
    contactName: 'Prof. Ingrid Halvorsen',
    contactEmail: 'jce.editor@quire.test',
    foundedYear: 2016,
    sections: ['editorial', 'research-article', 'review-article', 'short-communication'],
    issueMonths: { 2024: [4, 10], 2025: [4, 10], 2026: [3, 7, 10] },
    specialIssues: { '2025-2': 'Special Issue: Ecological forecasting in a changing climate' },
    vocabulary: computationalEcology,
  },
  {
    slug: 'applied-linguistics',
    title: 'Annals of Applied Linguistics',
    abbreviation: 'AAL',
    brandColor: '#0f766e',
    description:
      '<p><em>Annals of Applied Linguistics</em> is a peer-reviewed, open-access journal for research ' +
      'on language in use: acquisition, teaching, assessment, multilingualism and language policy.</p>' +
      '<p>The journal values studies that bridge linguistic theory and the classroom, and publishes ' +
      'in English with abstracts available in the language of the community studied.</p>',
    issn: makeIssn('2634105'),
    eissn: makeIssn('2634113'),
    contactName: 'Dr Camille Dubois',
    contactEmail: 'aal.editor@quire.test',
    foundedYear: 2011,
    sections: ['editorial', 'research-article', 'review-article'],
    issueMonths: { 2024: [6, 12], 2025: [6, 12], 2026: [5, 9] },
    specialIssues: { '2024-2': 'Special Issue: Multilingualism in the classroom' },
    vocabulary: appliedLinguistics,
  },
  {
    slug: 'materials-chemistry',
    title: 'Quarterly Review of Materials Chemistry',
    abbreviation: 'QRMC',
    brandColor: '#b91c1c',
    description:
      '<p>The <strong>Quarterly Review of Materials Chemistry</strong> covers the design, synthesis and ' +
      'characterisation of functional materials, from porous frameworks and catalysts to battery ' +
      'electrolytes and photovoltaics.</p><p>Alongside original research we publish authoritative ' +
      'reviews that help newcomers and specialists keep pace with a fast-moving field.</p>',
    issn: makeIssn('2045322'),
    eissn: makeIssn('2045330'),
    contactName: 'Prof. Kenji Watanabe',
    contactEmail: 'qrmc.editor@quire.test',
    foundedYear: 2009,
    sections: ['editorial', 'research-article', 'review-article', 'short-communication'],
    issueMonths: { 2024: [3, 6, 9, 12], 2025: [3, 6, 9, 12], 2026: [3, 6, 9] },
    specialIssues: {
      '2024-4': 'Special Issue: Materials for the energy transition',
      '2026-2': 'Special Issue: Data-driven materials discovery',
    },
    vocabulary: materialsChemistry,
  },
  {
    slug: 'manuscript-studies',
    title: 'Journal of Medieval Manuscript Studies',
    abbreviation: 'JMMS',
    brandColor: '#92400e',
    description:
      '<p>The <strong>Journal of Medieval Manuscript Studies</strong> is devoted to the making, use and ' +
      'survival of handwritten books between late antiquity and the early age of print.</p><p>It ' +
      'publishes palaeographical, codicological and art-historical research, new discoveries of ' +
      'fragments, and work applying imaging and digital methods to manuscripts.</p>',
    issn: makeIssn('1757064'),
    eissn: makeIssn('1757072'),
    contactName: 'Dr Emily Fraser',
    contactEmail: 'jmms.editor@quire.test',
    foundedYear: 2013,
    sections: ['editorial', 'research-article', 'review-article'],
    issueMonths: { 2024: [5, 11], 2025: [5, 11], 2026: [5, 10] },
    specialIssues: { '2025-1': 'Special Issue: Fragments and fragmentology' },
    vocabulary: manuscriptStudies,
  },
];
