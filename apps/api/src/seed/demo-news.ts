/** A demo news item; `journal` is a demo journal's slug, or null for site-wide news. */
export interface DemoNewsItem {
  journal: string | null;
  title: string;
  summary: string;
  body: string;
  publishedAt: Date;
}

const at = (date: string) => new Date(`${date}T10:00:00Z`);

/** Site-wide and per-journal announcements, oldest first. */
export const DEMO_NEWS: readonly DemoNewsItem[] = [
  {
    journal: null,
    title: 'Welcome to Quire',
    summary: 'Quire Academic Press moves its journals to a new open publishing platform.',
    body:
      '<p>All journals of <strong>Quire Academic Press</strong> are now published on Quire. Readers ' +
      'can browse every issue, search across journals and download articles as PDF.</p>' +
      '<p>Authors can follow their submissions in the new author panel and chat with the editorial ' +
      'office. We would love to hear your feedback through the contact form.</p>',
    publishedAt: at('2024-01-15'),
  },
  {
    journal: 'computational-ecology',
    title: 'Call for papers: Ecological forecasting in a changing climate',
    summary: 'Submissions are open for a special issue on near-term ecological forecasting.',
    body:
      '<p>The <em>Journal of Computational Ecology</em> invites contributions to a special issue on ' +
      'ecological forecasting. We welcome:</p><ul><li>iterative, near-term forecasts of populations ' +
      'and communities;</li><li>methods for propagating uncertainty;</li><li>case studies of forecasts ' +
      'used in management.</li></ul><p>Deadline for full papers: <strong>31 March 2025</strong>.</p>',
    publishedAt: at('2024-11-04'),
  },
  {
    journal: 'materials-chemistry',
    title: 'Prof. Kenji Watanabe appointed Editor-in-Chief',
    summary: 'The Quarterly Review of Materials Chemistry welcomes its new Editor-in-Chief.',
    body:
      '<p>We are delighted to announce that Prof. Kenji Watanabe (Tohoku University) has been ' +
      'appointed Editor-in-Chief of the <em>Quarterly Review of Materials Chemistry</em>.</p>' +
      '<p>Prof. Watanabe works on porous materials for CO<sub>2</sub> capture and has served on the ' +
      'editorial board since 2018. He succeeds Prof. Sophie Moreau, whom we thank for eight years of ' +
      'dedicated service.</p>',
    publishedAt: at('2025-01-10'),
  },
  {
    journal: 'applied-linguistics',
    title: 'Annals of Applied Linguistics now indexed in Scopus',
    summary: 'All articles since volume 1 are now indexed in Scopus.',
    body:
      '<p>We are pleased to report that <em>Annals of Applied Linguistics</em> has been accepted for ' +
      'indexing in <a href="https://www.scopus.com/">Scopus</a>. All articles back to volume 1 will be ' +
      'indexed over the coming weeks.</p><p>Thank you to our authors, reviewers and readers.</p>',
    publishedAt: at('2025-02-20'),
  },
  {
    journal: null,
    title: 'All Quire journals are now listed in DOAJ',
    summary:
      'Every journal of Quire Academic Press is listed in the Directory of Open Access Journals.',
    body:
      '<p>All four journals are now listed in the <a href="https://doaj.org/">Directory of Open Access ' +
      'Journals (DOAJ)</a>, confirming that they meet its standards for peer review, licensing and ' +
      'transparency.</p><p>Articles are free to read and published under CC BY 4.0, with no charges ' +
      'for authors.</p>',
    publishedAt: at('2025-05-12'),
  },
  {
    journal: 'manuscript-studies',
    title: 'Special issue on fragments and fragmentology published',
    summary: 'Our first special issue gathers new work on manuscript fragments.',
    body:
      '<p>The <em>Journal of Medieval Manuscript Studies</em> has published its special issue ' +
      '<strong>Fragments and fragmentology</strong>, with articles on palimpsests, binding waste and ' +
      'the digital reconstruction of dismembered books.</p><p>The whole issue is open access.</p>',
    publishedAt: at('2025-05-20'),
  },
  {
    journal: 'materials-chemistry',
    title: 'Call for papers: Data-driven materials discovery',
    summary:
      'A special issue on machine learning and high-throughput methods in materials chemistry.',
    body:
      '<p>We invite original research and reviews on data-driven discovery of functional materials, ' +
      'including machine-learned interatomic potentials, autonomous laboratories and open materials ' +
      'databases.</p><ol><li>Expressions of interest: 30 September 2025</li><li>Full papers: ' +
      '15 January 2026</li><li>Publication: June 2026</li></ol>',
    publishedAt: at('2025-09-01'),
  },
  {
    journal: null,
    title: 'Scheduled maintenance on 14 December',
    summary: 'The site will be read-only for up to two hours during an upgrade.',
    body:
      '<p>On <strong>14 December 2025</strong> between 07:00 and 09:00 UTC the site will be read-only ' +
      'while we upgrade our servers. Reading and downloading articles will not be affected; ' +
      'submissions and chat will be paused.</p>',
    publishedAt: at('2025-12-01'),
  },
  {
    journal: 'computational-ecology',
    title: 'Journal of Computational Ecology accepted for Scopus',
    summary: 'The journal will be indexed in Scopus from volume 10 onwards.',
    body:
      '<p>The <em>Journal of Computational Ecology</em> has been accepted for indexing in Scopus from ' +
      'volume 10 (2025). Our thanks go to everyone who has contributed to the journal.</p>',
    publishedAt: at('2026-02-03'),
  },
  {
    journal: 'applied-linguistics',
    title: 'New open data policy',
    summary: 'From July 2026, research articles must include a data availability statement.',
    body:
      '<p>From 1 July 2026 every research article in <em>Annals of Applied Linguistics</em> must ' +
      'include a data availability statement. Where participants’ consent allows, we encourage ' +
      'authors to deposit anonymised data in a repository such as ' +
      '<a href="https://osf.io/">OSF</a>.</p>',
    publishedAt: at('2026-06-15'),
  },
  {
    journal: null,
    title: 'Peer Review Week 2026: thank you to our reviewers',
    summary: 'More than 900 reviewers helped our journals this year.',
    body:
      '<p>During Peer Review Week we want to thank the more than 900 reviewers who evaluated ' +
      'manuscripts for our journals this year. Reviewers can now add verified review activity to ' +
      'their ORCID record.</p>',
    publishedAt: at('2026-09-22'),
  },
  {
    journal: 'manuscript-studies',
    title: 'Call for papers: Women readers and their books',
    summary: 'A special issue on the ownership and use of manuscripts by medieval women.',
    body:
      '<p>We invite proposals on women as owners, readers, patrons and makers of manuscripts, ' +
      'c. 800–1550. Abstracts of 300 words are due by <strong>15 January 2027</strong>.</p>',
    publishedAt: at('2026-10-05'),
  },
];
