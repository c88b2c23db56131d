import { SECTION_KINDS } from './article-kinds';
import { DEMO_PUBLISHER, type DemoJournal } from './demo-journals';
import { randomAuthors } from './demo-people';
import type { Prng } from './prng';

/** A journal page ready to insert (without its journal id). */
export interface DemoPage {
  slug: string;
  title: string;
  body: string;
  position: number;
}

/** Escapes text for HTML (affiliations such as "Wageningen University & Research"). */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function aboutPage(journal: DemoJournal): string {
  return (
    `${journal.description}<h2>Publication details</h2><ul>` +
    `<li>Publisher: ${DEMO_PUBLISHER}</li><li>ISSN (print): ${journal.issn}</li>` +
    `<li>ISSN (online): ${journal.eissn}</li><li>Founded: ${journal.foundedYear}</li>` +
    `<li>Frequency: ${Object.values(journal.issueMonths)[0]?.length ?? 2} issues per year</li></ul>` +
    '<h2>Peer review</h2><p>Every research article and review is assessed by at least two ' +
    'independent reviewers in a double-anonymous process. Editorials are reviewed by the editorial ' +
    'board. We aim to reach a first decision within eight weeks of submission.</p>' +
    `<h2>Contact</h2><p>${journal.contactName}, Editor-in-Chief — ` +
    `<a href="mailto:${journal.contactEmail}">${journal.contactEmail}</a></p>`
  );
}

function editorialTeamPage(prng: Prng, journal: DemoJournal): string {
  const board = randomAuthors(prng, journal.vocabulary, 6).map(
    (member) =>
      `<li><strong>${escapeHtml(member.name)}</strong>, ${escapeHtml(member.affiliation ?? '')}</li>`,
  );
  return (
    `<h2>Editor-in-Chief</h2><p><strong>${journal.contactName}</strong></p>` +
    `<h2>Associate Editors</h2><ul>${board.slice(0, 3).join('')}</ul>` +
    `<h2>Editorial Board</h2><ul>${board.slice(3).join('')}</ul>` +
    '<p>Board members serve renewable three-year terms. Nominations are welcome at any time.</p>'
  );
}

function authorGuidelinesPage(journal: DemoJournal): string {
  const sections = SECTION_KINDS.filter((section) => journal.sections.includes(section.kind))
    .filter((section) => section.kind !== 'editorial')
    .map((section) => `<li>${section.title}</li>`)
    .join('');
  return (
    `<p>${journal.title} considers the following types of submission:</p><ul>${sections}</ul>` +
    '<h2>Preparing your manuscript</h2><ol>' +
    '<li>Write an abstract of 150–250 words and give 3–6 keywords.</li>' +
    '<li>Format references in APA style (7th edition) and include DOIs where available.</li>' +
    '<li>Provide ORCID iDs for all authors; the corresponding author must have one.</li>' +
    '<li>Deposit data and code in a public repository and cite them with a persistent identifier.</li>' +
    '</ol><h2>Submission</h2><p>Sign in to the author panel to submit. Manuscripts under review ' +
    'elsewhere cannot be considered. Questions about scope may be sent to ' +
    `<a href="mailto:${journal.contactEmail}">${journal.contactEmail}</a>.</p>`
  );
}

function openAccessPage(journal: DemoJournal): string {
  return (
    `<p>${journal.title} is a diamond open-access journal: articles are free to read on ` +
    'publication and authors pay no article processing charges.</p><p>Articles are published ' +
    'under the <a href="https://creativecommons.org/licenses/by/4.0/">Creative Commons ' +
    'Attribution 4.0 International licence (CC BY 4.0)</a>. Authors keep their copyright and may ' +
    'deposit any version of their work in institutional or subject repositories.</p>' +
    `<p>The journal is published by ${DEMO_PUBLISHER} and funded by a consortium of academic ` +
    'libraries.</p>'
  );
}

/** The About, Editorial Team, Author Guidelines and Open Access pages of a demo journal. */
export function demoPages(prng: Prng, journal: DemoJournal): DemoPage[] {
  return [
    { slug: 'about', title: 'About the Journal', body: aboutPage(journal), position: 0 },
    {
      slug: 'editorial-team',
      title: 'Editorial Team',
      body: editorialTeamPage(prng, journal),
      position: 1,
    },
    {
      slug: 'author-guidelines',
      title: 'Author Guidelines',
      body: authorGuidelinesPage(journal),
      position: 2,
    },
    {
      slug: 'open-access-policy',
      title: 'Open Access Policy',
      body: openAccessPage(journal),
      position: 3,
    },
  ];
}
