import { it } from 'vitest';
import { findExecutableContent, xssVectors } from '@quire/test-utils';
import { sanitizeHtml } from './sanitize-html';
import { stripTags } from './strip-tags';
it('scratch', () => {
  let bad = 0, unstable = 0;
  for (const v of xssVectors) {
    const out = sanitizeHtml(v);
    const f = findExecutableContent(out);
    const again = sanitizeHtml(out);
    if (f.length) { bad++; console.log('BAD', JSON.stringify(v), '=>', JSON.stringify(out), f); }
    if (again !== out) { unstable++; console.log('UNSTABLE', JSON.stringify(v), JSON.stringify(out), JSON.stringify(again)); }
  }
  console.log({ bad, unstable });
  for (const v of xssVectors.slice(0, 200)) console.log(JSON.stringify(v), ' => ', JSON.stringify(sanitizeHtml(v)));
  console.log(sanitizeHtml('<a href="https://x.org" target="_blank">x</a><a href="/a" target="foo" rel="Opener nofollow">y</a><img src="data:image/png;base64,AAA"><img src="https://x/a.png" alt="a" style="x" width=3><math><mi>x</mi><msup><mi>y</mi><mn>2</mn></msup></math><table><tr><td colspan=2 rowspan=1>c</td></tr></table><h1>t</h1><p data-x=1 class=c>p</p>'));
  console.log(JSON.stringify(stripTags('<p>Caf&eacute; au</p><p>lait<br>x</p><script>evil()</script><style>p{}</style>H<sub>2</sub>O &nbsp; end')));
});
