/**
 * Full texts for the article stories, in the HTML the API renders from a JATS galley (see
 * apps/api/src/content/jats/jats-to-html.ts): sections, citations that link to the references
 * and back, notes, figures (one with its image, one whose image is missing) and tables (one
 * wider than a phone).
 */
import type { ArticleView } from '../server/article.server';

type FullText = NonNullable<ArticleView['fullText']>;

/** A small bar chart, drawn inline so the stories need no file server. */
const CHART = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">' +
    '<rect width="640" height="360" fill="#fff"/>' +
    '<g stroke="#e2e8f0">' +
    [60, 120, 180, 240, 300].map((y) => `<line x1="60" x2="620" y1="${y}" y2="${y}"/>`).join('') +
    '</g><g stroke="#475569" stroke-width="2"><line x1="60" x2="60" y1="40" y2="300"/><line x1="60" x2="620" y1="300" y2="300"/></g>' +
    [
      [90, 170],
      [230, 130],
      [370, 150],
      [510, 90],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${x}" y="${y}" width="40" height="${300 - (y ?? 0)}" fill="#2563eb"/>` +
          `<rect x="${(x ?? 0) + 48}" y="${(y ?? 0) - 30}" width="40" height="${330 - (y ?? 0)}" fill="#ea580c"/>`,
      )
      .join('') +
    '</svg>',
)}`;

const cite = (n: number, k: number) => `<a href="#ref-r${n}" id="cite-r${n}-${k}">[${n}]</a>`;

const backLink = (what: string, places: string[]) =>
  places.length === 1
    ? ` <span class="q-full-text__back-links"><a href="#${places[0]}" aria-label="Back to where ${what} is cited">↩\uFE0E</a></span>`
    : ` <span class="q-full-text__back-links"><span aria-hidden="true">↩\uFE0E</span> ${places
        .map(
          (place, index) =>
            `<a href="#${place}" aria-label="Back to where ${what} is cited, ${index + 1} of ${places.length}">${index + 1}</a>`,
        )
        .join(' ')}</span>`;

const REFERENCES = [
  'Anderegg, W. R. L., Schwalm, C., Biondi, F., et al. (2015). Pervasive drought legacies in forest ecosystems and their implications for carbon cycle models. Science, 349(6247), 528–532. <a href="https://doi.org/10.1126/science.aab1833" rel="noopener">https://doi.org/10.1126/science.aab1833</a>',
  'Pastorello, G., Trotta, C., Canfora, E., et al. (2020). The FLUXNET2015 dataset and the ONEFlux processing pipeline for eddy covariance data. Scientific Data, 7, 225. <a href="https://doi.org/10.1038/s41597-020-0534-3" rel="noopener">https://doi.org/10.1038/s41597-020-0534-3</a>',
  'Gelman, A., Carlin, J. B., Stern, H. S., et al. (2013). <em>Bayesian Data Analysis</em> (3rd ed.). Chapman and Hall/CRC.',
];

const TABLE_1 =
  '<figure id="tab-t1" class="q-full-text__table" tabindex="0"><figcaption id="tab-t1-caption"><strong>Table 1</strong> Towers by forest type.</figcaption>' +
  '<table aria-labelledby="tab-t1-caption"><thead><tr><th scope="col">Forest type</th><th scope="col">Towers</th><th scope="col">Years</th></tr></thead>' +
  '<tbody><tr><th scope="row">Spruce</th><td>17</td><td>312</td></tr><tr><th scope="row">Pine</th><td>15</td><td>281</td></tr><tr><th scope="row">Mixed</th><td>9</td><td>143</td></tr></tbody></table></figure>';

const TABLE_2 =
  '<figure id="tab-t2" class="q-full-text__table" tabindex="0"><figcaption id="tab-t2-caption"><strong>Table 2</strong> Posterior estimates of the legacy model, with 95% credible intervals.</figcaption>' +
  '<table aria-labelledby="tab-t2-caption"><thead><tr><th scope="col">Term</th><th scope="col">Mean</th><th scope="col">Standard deviation</th><th scope="col">Lower 95% bound</th><th scope="col">Upper 95% bound</th><th scope="col">Effective sample size</th><th scope="col">R̂</th></tr></thead>' +
  '<tbody><tr><th scope="row">Concurrent loss</th><td>−0.412</td><td>0.051</td><td>−0.513</td><td>−0.314</td><td>3,812</td><td>1.001</td></tr>' +
  '<tr><th scope="row">Legacy, year 1</th><td>−0.118</td><td>0.029</td><td>−0.176</td><td>−0.062</td><td>2,977</td><td>1.002</td></tr>' +
  '<tr><th scope="row">Legacy, year 2</th><td>−0.039</td><td>0.021</td><td>−0.081</td><td>0.002</td><td>3,104</td><td>1.001</td></tr></tbody></table>' +
  '<p class="q-full-text__table-note">Standardised soil-moisture deficit; 4 chains of 2,000 draws after warm-up.</p></figure>';

const FIGURE_1 =
  '<figure id="fig-f1" class="q-full-text__figure">' +
  `<img src="${CHART}" alt="Bar chart: lagged losses at four stand ages, largest in the youngest stands." loading="lazy">` +
  '<figcaption><strong>Figure 1</strong> Lagged loss of gross primary production by stand age, spruce (blue) and pine (orange).</figcaption></figure>';

const FIGURE_2 =
  '<figure id="fig-f2" class="q-full-text__figure">' +
  '<p class="q-full-text__no-image">Image not available — <a href="https://files.quire.example.org/jce/2026/jce-2026-0412.pdf">see the PDF</a>.</p>' +
  '<figcaption><strong>Figure 2</strong> Map of the 41 flux towers, shaded by the depth of the organic layer.</figcaption></figure>';

/** The sections of the full text; `round` tells repeated ones apart in the long version. */
function sections(round: number): { html: string; outline: FullText['outline'] } {
  const id = (name: string) => (round === 0 ? name : `${name}-${round + 1}`);
  const n = round * 4;
  const title = (text: string) => (round === 0 ? text : `${text} (part ${round + 1})`);
  return {
    html:
      `<h2 id="${id('s1')}">${n + 1}. ${title('Introduction')}</h2>` +
      `<p>Boreal forests store about a third of the carbon held in the world's forests. Droughts leave legacies in their uptake that outlast the dry season itself ${cite(1, round * 2 + 1)}, yet their size remains poorly constrained.</p>` +
      `<h2 id="${id('s2')}">${n + 2}. ${title('Methods')}</h2><h3 id="${id('s2-1')}">${n + 2}.1 Flux records</h3>` +
      `<p>We used half-hourly net ecosystem exchange from 41 towers ${cite(2, round + 1)}, summarised in <a href="#tab-t1">Table 1</a>.<sup><a href="#fn-n1" id="fnref-n1-${round + 1}">1</a></sup></p>` +
      (round === 0 ? TABLE_1 : '') +
      `<h3 id="${id('s2-2')}">${n + 2}.2 Model</h3><p>A hierarchical model ${cite(3, round + 1)} separated the concurrent response from the lagged one; <a href="#tab-t2">Table 2</a> gives its estimates.</p>` +
      (round === 0 ? TABLE_2 : '') +
      `<h2 id="${id('s3')}">${n + 3}. ${title('Results')}</h2>` +
      `<p>Lagged losses were detected at 33 of 41 sites (<a href="#fig-f1">Figure 1</a>), and were largest where the organic layer was deep (<a href="#fig-f2">Figure 2</a>) ${cite(1, round * 2 + 2)}.</p>` +
      (round === 0 ? FIGURE_1 + FIGURE_2 : '') +
      `<h2 id="${id('s4')}">${n + 4}. ${title('Discussion')}</h2>` +
      '<p>Models that ignore legacies overestimate the recovery of boreal carbon uptake after a drought.</p>',
    outline: [
      { href: `#${id('s1')}`, title: `${n + 1}. ${title('Introduction')}`, level: 2 },
      { href: `#${id('s2')}`, title: `${n + 2}. ${title('Methods')}`, level: 2 },
      { href: `#${id('s2-1')}`, title: `${n + 2}.1 Flux records`, level: 3 },
      { href: `#${id('s2-2')}`, title: `${n + 2}.2 Model`, level: 3 },
      { href: `#${id('s3')}`, title: `${n + 3}. ${title('Results')}`, level: 2 },
      { href: `#${id('s4')}`, title: `${n + 4}. ${title('Discussion')}`, level: 2 },
    ],
  };
}

/** A full text of `rounds` passes through its sections, with its notes and references. */
export function fullTextFixture(rounds = 1): FullText {
  const parts = Array.from({ length: rounds }, (_, round) => sections(round));
  const places = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`);
  const notes =
    '<h2 id="footnotes">Notes</h2><ol><li id="fn-n1">Towers with fewer than five growing seasons were left out.' +
    `${backLink('note 1', places('fnref-n1', rounds))}</li></ol>`;
  const references = `<h2 id="references">References</h2><ol class="q-full-text__references">${REFERENCES.map(
    (reference, index) =>
      `<li id="ref-r${index + 1}">${reference}${backLink(
        `reference ${index + 1}`,
        places(`cite-r${index + 1}`, index === 0 ? rounds * 2 : rounds),
      )}</li>`,
  ).join('')}</ol>`;
  return {
    html: parts.map((part) => part.html).join('') + notes + references,
    outline: [
      ...parts.flatMap((part) => part.outline),
      { href: '#footnotes', title: 'Notes', level: 2 },
      { href: '#references', title: 'References', level: 2 },
    ],
    hasReferenceList: true,
  };
}
