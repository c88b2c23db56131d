import { and, asc, eq } from 'drizzle-orm';
import { galleyFileKey } from '../content/jats/galley-files';
import { isPublished } from '../content/published';
import { articles } from '../db/schema';
import { groupBarChartPng, yearlyLineChartPng } from './demo-figures';
import type { SeedFile } from './demo-files';
import type { SeedTransaction } from './insert-issues';
import { createPrng } from './prng';

/** How many demo articles get a JATS galley (read in full text on their page). */
export const DEMO_FULL_TEXT_COUNT = 3;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** The tags that end a block of text (paragraph, list, list item, line break). */
const BLOCK_BOUNDARY = /<\/?(?:p|ul|ol|li|br|div|blockquote|h[1-6])\b[^>]*>/gi;

/**
 * Plain text of a stored abstract (HTML), for the JATS paragraphs. A block's end becomes a space
 * (its paragraphs and list items would otherwise run together: "contested.In this study");
 * inline tags go without one, so "<em>word</em>," stays "word,".
 */
const plain = (html: string) =>
  html
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The files a demo galley refers to: its two figures. */
export const DEMO_FIGURE_FILES = ['fig1.png', 'fig2.png'] as const;

/**
 * A JATS XML article built from a demo article's own words: introduction (citing its first
 * references), methods with two tables (one wide, which scrolls on a phone) and a formula,
 * results with two figures and a footnote, a discussion citing the rest, and its whole
 * reference list — enough to show every part of the full-text reading view.
 */
export function buildDemoJats(article: {
  title: string;
  abstract: string;
  references: readonly string[];
  publishedYear?: number;
}): string {
  const refs = article.references;
  const cite = (index: number) =>
    refs[index] ? ` <xref ref-type="bibr" rid="r${index + 1}">[${index + 1}]</xref>` : '';
  const rest = refs
    .slice(5)
    .map((_, index) => cite(index + 5).trim())
    .join(', ');
  const abstract = escapeXml(plain(article.abstract));
  const firstYear = (article.publishedYear ?? 2025) - 11;
  return `<?xml version="1.0" encoding="UTF-8"?>
<article xmlns:mml="http://www.w3.org/1998/Math/MathML" xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article">
<front><article-meta><title-group><article-title>${escapeXml(article.title)}</article-title></title-group></article-meta></front>
<body>
<sec id="s1"><title>Introduction</title>
<p>${abstract}${cite(0)}</p>
<p>Earlier work approached the question from several sides${cite(1)}${cite(2)}; this study brings those strands together${cite(0)}.</p>
</sec>
<sec id="s2"><title>Methods</title>
<sec id="s2-1"><title>Data</title>
<p>The measurements are summarised in <xref ref-type="table" rid="t1">Table 1</xref>.<xref ref-type="fn" rid="fn1">1</xref></p>
<table-wrap id="t1"><label>Table 1</label><caption><p>Summary of the observations.</p></caption>
<table><thead><tr><th>Group</th><th>Cases</th><th>Share</th></tr></thead>
<tbody><tr><th>A</th><td>124</td><td>41%</td></tr><tr><th>B</th><td>178</td><td>59%</td></tr></tbody></table></table-wrap>
</sec>
<sec id="s2-2"><title>Model</title>
<p>Effects were estimated with the model below; <xref ref-type="table" rid="t2">Table 2</xref> gives the estimates${cite(3)}.</p>
<disp-formula id="e1"><mml:math display="block"><mml:mrow><mml:mi>y</mml:mi><mml:mo>=</mml:mo><mml:msub><mml:mi>β</mml:mi><mml:mn>0</mml:mn></mml:msub><mml:mo>+</mml:mo><mml:msub><mml:mi>β</mml:mi><mml:mn>1</mml:mn></mml:msub><mml:mi>x</mml:mi><mml:mo>+</mml:mo><mml:mi>ε</mml:mi></mml:mrow></mml:math></disp-formula>
<table-wrap id="t2"><label>Table 2</label><caption><p>Estimates of the model, by term, with their standard errors and 95% confidence intervals.</p></caption>
<table><thead><tr><th>Term</th><th>Estimate</th><th>Standard error</th><th>t value</th><th>p value</th><th>Lower 95% bound</th><th>Upper 95% bound</th><th>Observations</th></tr></thead>
<tbody><tr><th>Intercept (β<sub>0</sub>)</th><td>2.314</td><td>0.412</td><td>5.62</td><td>&lt;&#160;0.001</td><td>1.506</td><td>3.122</td><td>302</td></tr>
<tr><th>Exposure (β<sub>1</sub>)</th><td>0.871</td><td>0.096</td><td>9.07</td><td>&lt;&#160;0.001</td><td>0.683</td><td>1.059</td><td>302</td></tr>
<tr><th>Group B</th><td>0.233</td><td>0.118</td><td>1.97</td><td>0.049</td><td>0.002</td><td>0.464</td><td>178</td></tr></tbody></table>
<table-wrap-foot><p>Ordinary least squares; standard errors robust to heteroscedasticity.</p></table-wrap-foot></table-wrap>
</sec>
</sec>
<sec id="s3"><title>Results</title>
<p>The pattern in <xref ref-type="fig" rid="f1">Figure 1</xref> holds across both groups${cite(3)}, and <xref ref-type="fig" rid="f2">Figure 2</xref> shows it over time${cite(4)}.</p>
<fig id="f1"><label>Figure 1</label><caption><p>Observed values by group at four sites, with <italic>95%</italic> intervals.</p></caption><graphic xlink:href="${DEMO_FIGURE_FILES[0]}"><alt-text>Bar chart: at each of four sites, group B's mean is above group A's, and their intervals overlap.</alt-text></graphic></fig>
<fig id="f2"><label>Figure 2</label><caption><p>Cases per year in groups A and B, ${firstYear}–${firstYear + 9}.</p></caption><graphic xlink:href="${DEMO_FIGURE_FILES[1]}"/></fig>
</sec>
<sec id="s4"><title>Discussion</title>
<list list-type="bullet"><list-item><p>The effect is stable over time.</p></list-item><list-item><p>It is larger in group B.</p></list-item></list>
${rest ? `<p>Comparable effects were reported elsewhere ${rest}.</p>` : ''}
</sec>
</body>
<back>
<fn-group><fn id="fn1"><p>Counts exclude incomplete records.</p></fn></fn-group>
<ref-list>${refs.map((ref, index) => `<ref id="r${index + 1}"><mixed-citation>${escapeXml(ref)}</mixed-citation></ref>`).join('')}</ref-list>
</back>
</article>`;
}

/** The two figure images of a demo galley, stored in its folder (`galleys/articles/<id>/`). */
function demoFigureFiles(articleId: number, firstYear: number): SeedFile[] {
  const prng = createPrng(`figures:${articleId}`);
  const images = [groupBarChartPng(prng.fork(1)), yearlyLineChartPng(prng.fork(2), firstYear)];
  return DEMO_FIGURE_FILES.map((name, index) => ({
    key: galleyFileKey(articleId, name) ?? '',
    data: images[index] ?? Buffer.alloc(0),
    purpose: 'galley',
    mimeType: 'image/png',
    originalName: name,
  }));
}

/**
 * Gives the first few published demo articles a JATS galley, and answers the figure images
 * those galleys show (for the caller to store with the other seed files).
 */
export async function addDemoFullTexts(tx: SeedTransaction): Promise<SeedFile[]> {
  const chosen = await tx
    .select({
      id: articles.id,
      title: articles.title,
      abstract: articles.abstract,
      references: articles.references,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(and(isPublished(articles.publishedAt), eq(articles.type, 'research-article')))
    .orderBy(asc(articles.id))
    .limit(DEMO_FULL_TEXT_COUNT);
  const figures: SeedFile[] = [];
  for (const article of chosen) {
    const publishedYear = article.publishedAt?.getUTCFullYear() ?? 2025;
    await tx
      .update(articles)
      .set({ fullTextJats: buildDemoJats({ ...article, publishedYear }) })
      .where(eq(articles.id, article.id));
    figures.push(...demoFigureFiles(article.id, publishedYear - 11));
  }
  return figures;
}
