import { journalSite, siteTitle, useRootData } from '@quire/site';
import type { MetaArgs } from 'react-router';
import { readingTexts, useReadingTexts } from '../texts';

export function testMeta(_: MetaArgs<unknown>) {
  const texts = readingTexts();
  return [
    { title: siteTitle(texts.testTitle) },
    { name: 'description', content: texts.testDescription(journalSite().name) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** A public liveness page: the build this server runs and proof that it renders. */
export function TestPage() {
  const root = useRootData();
  const texts = useReadingTexts();
  return (
    <article className="q-test-page">
      <h1>{texts.testTitle}</h1>
      <p role="status">{texts.testAlive}</p>
      <dl>
        <dt>{texts.testBuild}</dt>
        <dd>
          <code data-testid="build-id">{root?.buildId ?? texts.testUnknownBuild}</code>
        </dd>
      </dl>
    </article>
  );
}
