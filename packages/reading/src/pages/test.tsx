import { useRootData } from '@quire/site';
import type { MetaArgs } from 'react-router';

export function testMeta(_: MetaArgs<unknown>) {
  return [
    { title: 'Test · Quire' },
    { name: 'description', content: 'Shows that the Quire web app is running, and which build.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** A public liveness page: the build this server runs and proof that it renders. */
export function TestPage() {
  const root = useRootData();
  return (
    <article className="q-test-page">
      <h1>Test</h1>
      <p role="status">The app is alive.</p>
      <dl>
        <dt>Build</dt>
        <dd>
          <code data-testid="build-id">{root?.buildId ?? 'unknown'}</code>
        </dd>
      </dl>
    </article>
  );
}
