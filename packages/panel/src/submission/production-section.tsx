import {
  GALLEY_FORMAT_LABELS,
  PRODUCTION_STAGE_LABELS,
  PRODUCTION_STAGES,
  PROOF_STATUS_LABELS,
  type Production,
  type ProductionGalley,
  type ProofRound,
} from '@quire/contracts';
import { SiteTime, siteDate } from '@quire/site';
import { Form } from 'react-router';
import { errorsFor, type SubmissionActionData } from '../lib/submission/action-data';
import { productionTexts } from './production-texts';

/** When a proof was sent, as a machine-readable `<time>` in the site's pattern. */
function SentOn({ at }: { at: string }) {
  const date = siteDate(at);
  return date ? <SiteTime date={date} sentence={productionTexts().sentOn} /> : null;
}

/** Where a galley (by galley id) or a proof's corrections file (by proof id) is downloaded. */
export interface ProductionHrefs {
  galley(galley: ProductionGalley): string;
  corrections(proof: ProofRound): string;
}

function FieldError({ messages, id }: { messages: string[]; id: string }) {
  if (messages.length === 0) return null;
  return (
    <p className="q-field-error" id={id} role="alert">
      {messages.join(' ')}
    </p>
  );
}

function GalleyList({ galleys, hrefs }: { galleys: ProductionGalley[]; hrefs: ProductionHrefs }) {
  return (
    <ul>
      {galleys.map((galley) => (
        <li key={galley.id}>
          <a href={hrefs.galley(galley)}>{galley.fileName}</a>{' '}
          <span className="q-muted">({GALLEY_FORMAT_LABELS[galley.format]})</span>
        </li>
      ))}
    </ul>
  );
}

function ProofRounds({ proofs, hrefs }: { proofs: ProofRound[]; hrefs: ProductionHrefs }) {
  const texts = productionTexts();
  if (proofs.length === 0) return <p>{texts.noProofs}</p>;
  return (
    <ol className="q-proof-rounds" reversed>
      {proofs.map((proof) => (
        <li key={proof.id}>
          <p>
            <strong>{texts.round(proof.round)}</strong>
            {` — ${PROOF_STATUS_LABELS[proof.status]}, `}
            <SentOn at={proof.sentAt} />
          </p>
          <GalleyList galleys={proof.galleys} hrefs={hrefs} />
          {proof.corrections && (
            <blockquote className="q-editor-letter" aria-label={texts.corrections}>
              {proof.corrections}
            </blockquote>
          )}
          {proof.correctionsFile && (
            <p>
              {`${texts.correctionsFile}: `}
              <a href={hrefs.corrections(proof)}>{proof.correctionsFile.name}</a>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * The editor's Production section: the stage, the current galleys (upload one), "Send the proof
 * to the author", and every proof round with the author's answer. Plain forms: works without
 * JavaScript.
 */
export function EditorProduction({
  production,
  status,
  hrefs,
  result,
}: {
  production: Production | null;
  status: string;
  hrefs: ProductionHrefs;
  result: SubmissionActionData | undefined;
}) {
  const texts = productionTexts();
  if (!production) {
    if (status !== 'accepted') return null;
    return (
      <section className="q-section" aria-labelledby="production-heading">
        <h2 id="production-heading">{texts.productionHeading}</h2>
        <p>{texts.noProduction}</p>
      </section>
    );
  }
  const failed = (result?.form as string | undefined) === 'production' ? result : undefined;
  const open = status === 'accepted';
  const fileErrors = errorsFor(failed, 'file');
  const stageErrors = errorsFor(failed, 'stage');
  return (
    <section className="q-section q-production" aria-labelledby="production-heading">
      <h2 id="production-heading">{texts.productionHeading}</h2>
      <p>{texts.productionIntro}</p>
      {failed?.message && !failed.fieldErrors && (
        <p className="q-notice q-notice--error" role="alert">
          {failed.message}
        </p>
      )}
      {open && (
        <Form method="post" className="q-form q-form--inline">
          <input type="hidden" name="intent" value="production-stage" />
          <label htmlFor="production-stage">{texts.stageLabel}</label>
          <select
            id="production-stage"
            className="q-field__input"
            name="stage"
            defaultValue={production.stage}
            aria-describedby={stageErrors.length ? 'production-stage-error' : undefined}
          >
            {PRODUCTION_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {PRODUCTION_STAGE_LABELS[stage]}
              </option>
            ))}
          </select>
          <button type="submit" className="q-btn">
            {texts.saveStage}
          </button>
          <FieldError messages={stageErrors} id="production-stage-error" />
        </Form>
      )}
      <h3>{texts.galleysHeading}</h3>
      {production.galleys.length === 0 ? (
        <p>{texts.noGalleys}</p>
      ) : (
        <GalleyList galleys={production.galleys} hrefs={hrefs} />
      )}
      {open && production.stage === 'production' && (
        <Form method="post" encType="multipart/form-data" className="q-form">
          <input type="hidden" name="intent" value="production-galley" />
          <label htmlFor="production-galley-file">{texts.galleyFileLabel}</label>
          <input
            id="production-galley-file"
            type="file"
            name="file"
            accept=".pdf,.xml"
            required
            aria-describedby={fileErrors.length ? 'production-galley-error' : undefined}
          />
          <FieldError messages={fileErrors} id="production-galley-error" />
          <div className="q-form-actions">
            <button type="submit" className="q-btn">
              {texts.uploadGalley}
            </button>
          </div>
        </Form>
      )}
      {open && production.stage === 'copyediting' && <p>{texts.galleysNeedProduction}</p>}
      {open && production.stage === 'production' && production.galleys.length > 0 && (
        <Form method="post" className="q-form">
          <input type="hidden" name="intent" value="send-proof" />
          <button type="submit" className="q-btn q-btn--primary">
            {texts.sendProof}
          </button>
        </Form>
      )}
      <h3>{texts.proofsHeading}</h3>
      <p className={production.approved ? 'q-notice q-notice--success' : 'q-muted'}>
        {production.approved ? texts.approvedNotice : texts.waitingNotice}
      </p>
      <ProofRounds proofs={production.proofs} hrefs={hrefs} />
    </section>
  );
}

/**
 * The author's proof: the latest round's galleys with "Approve the proof" and "Send corrections"
 * (text, optionally a file) while it waits for them, and the earlier rounds. Plain forms.
 */
export function AuthorProof({
  production,
  hrefs,
  result,
}: {
  production: Production | null;
  hrefs: ProductionHrefs;
  result: SubmissionActionData | undefined;
}) {
  const texts = productionTexts();
  if (!production || production.proofs.length === 0) return null;
  const [latest, ...earlier] = production.proofs as [ProofRound, ...ProofRound[]];
  const failed = (result?.form as string | undefined) === 'proof' ? result : undefined;
  const correctionErrors = errorsFor(failed, 'corrections');
  const fileErrors = errorsFor(failed, 'file');
  const typed = (failed as { corrections?: string } | undefined)?.corrections ?? '';
  return (
    <section className="q-section q-proof" aria-labelledby="proof-heading">
      <h2 id="proof-heading">{texts.proofHeading}</h2>
      <p>
        <strong>{texts.round(latest.round)}</strong>
        {` — ${PROOF_STATUS_LABELS[latest.status]}, `}
        <SentOn at={latest.sentAt} />
      </p>
      <GalleyList galleys={latest.galleys} hrefs={hrefs} />
      {failed?.message && !failed.fieldErrors && (
        <p className="q-notice q-notice--error" role="alert">
          {failed.message}
        </p>
      )}
      {latest.status === 'sent' && (
        <>
          <p>{texts.proofIntro}</p>
          <Form method="post" className="q-form">
            <input type="hidden" name="intent" value="approve-proof" />
            <input type="hidden" name="proofId" value={latest.id} />
            <button type="submit" className="q-btn q-btn--primary">
              {texts.approve}
            </button>
          </Form>
          <Form method="post" encType="multipart/form-data" className="q-form">
            <input type="hidden" name="intent" value="proof-corrections" />
            <input type="hidden" name="proofId" value={latest.id} />
            <label htmlFor="proof-corrections">{texts.correctionsLabel}</label>
            <p className="q-muted" id="proof-corrections-hint">
              {texts.correctionsHint}
            </p>
            <textarea
              id="proof-corrections"
              name="corrections"
              rows={5}
              required
              defaultValue={typed}
              aria-describedby={
                correctionErrors.length
                  ? 'proof-corrections-hint proof-corrections-error'
                  : 'proof-corrections-hint'
              }
            />
            <FieldError messages={correctionErrors} id="proof-corrections-error" />
            <label htmlFor="proof-corrections-file">{texts.correctionsFileLabel}</label>
            <input
              id="proof-corrections-file"
              type="file"
              name="file"
              accept=".pdf,.docx,.odt,.tex,.zip,.png,.jpg,.jpeg"
            />
            <FieldError messages={fileErrors} id="proof-corrections-file-error" />
            <div className="q-form-actions">
              <button type="submit" className="q-btn">
                {texts.sendCorrections}
              </button>
            </div>
          </Form>
        </>
      )}
      {latest.corrections && (
        <blockquote className="q-editor-letter" aria-label={texts.corrections}>
          {latest.corrections}
        </blockquote>
      )}
      {earlier.length > 0 && <ProofRounds proofs={earlier} hrefs={hrefs} />}
    </section>
  );
}
