import type { TextRun } from './linkify';

/** Text whose web addresses are links (see `linkifyText`); everything else is escaped text. */
export function LinkedText({ runs }: { runs: readonly TextRun[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are fixed for a render and have no id
          <a key={index} href={run.href}>
            {run.text}
          </a>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
