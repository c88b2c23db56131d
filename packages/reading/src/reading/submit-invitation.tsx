import { useJournalSite, withQuery } from '@quire/site';
import { Link } from 'react-router';
import { useReadingTexts } from '../texts';

export interface SubmitInvitationProps {
  journal: { slug: string; title: string };
  /** The journal's author guidelines page, when it has one. */
  guidelinesHref?: string | null;
  /** On the guidelines page itself the invitation follows them, so it does not link back. */
  afterGuidelines?: boolean;
}

/**
 * "Submit an article": the way in for authors, to the journal's guidelines and to the wizard
 * with the journal already chosen (signed-out authors sign in first and come back to it). Shown
 * only on sites that take submissions.
 */
export function SubmitInvitation({
  journal,
  guidelinesHref,
  afterGuidelines,
}: SubmitInvitationProps) {
  const { features, paths } = useJournalSite();
  const texts = useReadingTexts();
  if (!features.submissions) return null;
  const startHref = withQuery(paths.newSubmission, { journal: journal.slug });
  return (
    <section aria-labelledby="submit-invitation" className="q-submit-invitation">
      <h2 id="submit-invitation">
        {afterGuidelines ? texts.submitReadyHeading : texts.submitHeading}
      </h2>
      <p>
        {afterGuidelines ? texts.submitStart(journal.title) : texts.submitWelcome(journal.title)}
      </p>
      <p className="q-submit-invitation__actions">
        <Link to={startHref} className="q-btn q-btn--primary">
          {texts.submitButton}
        </Link>
        {guidelinesHref && !afterGuidelines && (
          <Link to={guidelinesHref}>{texts.authorGuidelines}</Link>
        )}
      </p>
    </section>
  );
}
