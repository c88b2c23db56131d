import { describe, expect, it } from 'vitest';
import { buildDemoJats } from '../src/seed/demo-full-texts';

describe('buildDemoJats', () => {
  it('keeps the abstract’s paragraphs and list items apart in the introduction', () => {
    const jats = buildDemoJats({
      title: 'On fire',
      abstract:
        '<p>Fire matters.</p><p>Specifically, we:</p><ol><li><p>measure it;</p></li><li>model <em>it</em>.</li></ol><p>Data are open.</p>',
      references: [],
    });
    const introduction = jats.match(/<title>Introduction<\/title>\s*<p>([^<]*)<\/p>/)?.[1];
    expect(introduction).toBe(
      'Fire matters. Specifically, we: measure it; model it. Data are open.',
    );
  });
});
