import { and, asc, eq } from 'drizzle-orm';
import { isPublished } from '../content/published';
import { articles } from '../db/schema';
import type { SeedTransaction } from './insert-issues';

/** How many demo articles get a JATS galley (read in full text on their page). */
export const DEMO_FULL_TEXT_COUNT = 3;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** Plain text of a stored abstract (HTML), for the JATS paragraphs. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A JATS XML article built from a demo article's own words: introduction (citing its first
 * references), methods with a table and a formula, results with a figure and a footnote, and
 * its reference list — enough to show every part of the full-text reading view.
 */
export function buildDemoJats(article: {
  title: string;
  abstract: string;
  references: readonly string[];
}): string {
  const refs = article.references.slice(0, 6);
  const cite = (index: number) =>
    refs[index] ? ` <xref ref-type="bibr" rid="r${index + 1}">[${index + 1}]</xref>` : '';
  const abstract = escapeXml(plain(article.abstract));
  return `<?xml version="1.0" encoding="UTF-8"?>
<article xmlns:mml="http://www.w3.org/1998/Math/MathML" xmlns:xlink="http://www.w3.org/1999/xlink" article-type="research-article">
<front><article-meta><title-group><article-title>${escapeXml(article.title)}</article-title></title-group></article-meta></front>
<body>
<sec id="s1"><title>Introduction</title>
<p>${abstract}${cite(0)}</p>
<p>Earlier work approached the question from several sides${cite(1)}${cite(2)}; this study brings those strands together.</p>
</sec>
<sec id="s2"><title>Methods</title>
<sec id="s2-1"><title>Data</title>
<p>The measurements are summarised in <xref ref-type="table" rid="t1">Table 1</xref>.<xref ref-type="fn" rid="fn1">1</xref></p>
<table-wrap id="t1"><label>Table 1</label><caption><p>Summary of the observations.</p></caption>
<table><thead><tr><th>Group</th><th>Cases</th><th>Share</th></tr></thead>
<tbody><tr><td>A</td><td>124</td><td>41%</td></tr><tr><td>B</td><td>178</td><td>59%</td></tr></tbody></table></table-wrap>
</sec>
<sec id="s2-2"><title>Model</title>
<p>Effects were estimated with the model below.</p>
<disp-formula id="e1"><mml:math display="block"><mml:mrow><mml:mi>y</mml:mi><mml:mo>=</mml:mo><mml:msub><mml:mi>β</mml:mi><mml:mn>0</mml:mn></mml:msub><mml:mo>+</mml:mo><mml:msub><mml:mi>β</mml:mi><mml:mn>1</mml:mn></mml:msub><mml:mi>x</mml:mi><mml:mo>+</mml:mo><mml:mi>ε</mml:mi></mml:mrow></mml:math></disp-formula>
</sec>
</sec>
<sec id="s3"><title>Results</title>
<p>The pattern in <xref ref-type="fig" rid="f1">Figure 1</xref> holds across both groups${cite(3)}.</p>
<fig id="f1"><label>Figure 1</label><caption><p>Observed values by group, with <italic>95%</italic> intervals.</p></caption></fig>
</sec>
<sec id="s4"><title>Discussion</title>
<list list-type="bullet"><list-item><p>The effect is stable over time.</p></list-item><list-item><p>It is larger in group B.</p></list-item></list>
</sec>
</body>
<back>
<fn-group><fn id="fn1"><p>Counts exclude incomplete records.</p></fn></fn-group>
<ref-list>${refs.map((ref, index) => `<ref id="r${index + 1}"><mixed-citation>${escapeXml(ref)}</mixed-citation></ref>`).join('')}</ref-list>
</back>
</article>`;
}

/** Gives the first few published demo articles a JATS galley. */
export async function addDemoFullTexts(tx: SeedTransaction): Promise<void> {
  const chosen = await tx
    .select({
      id: articles.id,
      title: articles.title,
      abstract: articles.abstract,
      references: articles.references,
    })
    .from(articles)
    .where(and(isPublished(articles.publishedAt), eq(articles.type, 'research-article')))
    .orderBy(asc(articles.id))
    .limit(DEMO_FULL_TEXT_COUNT);
  for (const article of chosen) {
    await tx
      .update(articles)
      .set({ fullTextJats: buildDemoJats(article) })
      .where(eq(articles.id, article.id));
  }
}
