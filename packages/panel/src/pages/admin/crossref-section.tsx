import { type FormFailure, SiteDatedSentence } from '@quire/site';
import { ErrorSummary } from '@quire/ui';
import { Form, useNavigation } from 'react-router';
import type { CrossrefView } from '../../server/dois/crossref.server';
import { usePanelTexts } from '../../texts';
import './crossref.css';

/**
 * An issue's or article's DOIs (with the DOIs of its articles' notices, each deposited as an item
 * of its own) and where each one's Crossref deposit stands (queued, deposited, failed with
 * Crossref's message), with the deposit's XML to download and a button that deposits
 * now. Shown on the issue's and the article's pages.
 */
export function CrossrefSection({
  crossref,
  failure,
}: {
  crossref: CrossrefView;
  failure: FormFailure | undefined;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="crossref-heading" className="q-account-section q-crossref">
      <h2 id="crossref-heading">{texts.doiHeading}</h2>
      <ErrorSummary failure={failure} labels={{}} />
      {!crossref.hasPrefix && <p className="q-muted">{texts.crossrefNoPrefix}</p>}
      {crossref.hasPrefix && crossref.dois.length === 0 && (
        <p className="q-muted">{texts.crossrefNoDois}</p>
      )}
      {crossref.dois.length > 0 && (
        <ul className="q-crossref__dois">
          {crossref.dois.map((entry) => (
            <li key={entry.doi} className="q-crossref__doi" data-state={entry.status}>
              <span className="q-crossref__title">{entry.title}</span>
              <code className="q-crossref__code">{entry.doi}</code>
              <span className="q-crossref__status">
                <strong>{entry.statusName}</strong>
                {entry.tries && <span className="q-muted"> · {entry.tries}</span>}
              </span>
              {entry.deposited && (
                <span className="q-muted">
                  <SiteDatedSentence text={entry.deposited} />
                </span>
              )}
              {entry.message && <span className="q-crossref__message">{entry.message}</span>}
            </li>
          ))}
        </ul>
      )}
      {crossref.dois.length > 0 && (
        <div className="q-actions-row">
          <a href={crossref.xmlHref} download>
            {texts.crossrefXml}
          </a>
          <span className="q-muted">{texts.crossrefXmlHint}</span>
        </div>
      )}
      {crossref.dois.length > 0 &&
        (crossref.canDeposit ? (
          <Form method="post" className="q-form-actions">
            <input type="hidden" name="intent" value="crossref-deposit" />
            <button type="submit" className="q-btn" disabled={busy}>
              {texts.crossrefDeposit}
            </button>
            <span className="q-muted">{crossref.environmentNote}</span>
          </Form>
        ) : (
          <p className="q-muted">{texts.crossrefNoAccount}</p>
        ))}
    </section>
  );
}
