import { StepIndicator, type WizardStep } from '@quire/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  type FilledStepId,
  WIZARD_STEPS,
  type WizardStepId,
  wizardStepLabel,
} from '../../lib/submission/wizard-steps';
import { usePanelTexts } from '../../texts';

export interface WizardFrameProps {
  /** The step shown. */
  current: WizardStepId;
  /** The address of each step, or null while the draft does not exist yet. */
  hrefFor: ((step: WizardStepId) => string) | null;
  /** Steps whose fields are all given. */
  completed?: ReadonlySet<WizardStepId>;
  /** Steps holding fields with errors. */
  withErrors?: ReadonlySet<WizardStepId>;
  /**
   * What each step still lacks, in words (`missingBySteps`): listed on an incomplete step, and
   * every incomplete step's on the review.
   */
  missing?: Readonly<Partial<Record<FilledStepId, readonly string[]>>>;
  children: ReactNode;
}

/**
 * The wizard around a step: title, the numbered steps (links back and forth), what is still
 * missing (the shown step's, or every step's on the review), then the step.
 */
export function WizardFrame({
  current,
  hrefFor,
  completed,
  withErrors,
  missing = {},
  children,
}: WizardFrameProps) {
  const texts = usePanelTexts();
  const steps: WizardStep[] = WIZARD_STEPS.map((step) => ({
    id: step.id,
    label: wizardStepLabel(step.id, texts),
    ...(hrefFor ? { href: hrefFor(step.id) } : {}),
    state: withErrors?.has(step.id) ? 'error' : completed?.has(step.id) ? 'complete' : 'incomplete',
  }));
  const label = wizardStepLabel(current, texts);
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.wizardHeading(label)}</h1>
      </header>
      <StepIndicator
        steps={steps}
        currentId={current}
        aria-label={texts.submissionStepsLabel}
        renderLink={({ href, children: content, ...props }) => (
          <Link to={href} {...props}>
            {content}
          </Link>
        )}
      />
      {current === 'review' ? (
        // After a refused submit the review lists the API's own findings instead.
        !withErrors?.size && <MissingOverview missing={missing} hrefFor={hrefFor} />
      ) : (
        <StepMissing items={missing[current] ?? []} />
      )}
      {children}
    </div>
  );
}

/** What the shown step still lacks, under the steps: why it stays "not completed". */
function StepMissing({ items }: { items: readonly string[] }) {
  const texts = usePanelTexts();
  if (items.length === 0) return null;
  return (
    <div className="q-notice q-notice--info q-wizard-missing">
      <p>{texts.stepStillNeeds}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** On the review: every incomplete step, linked, with what it still lacks. */
function MissingOverview({ missing, hrefFor }: Pick<WizardFrameProps, 'missing' | 'hrefFor'>) {
  const texts = usePanelTexts();
  const open = WIZARD_STEPS.flatMap((step) => {
    const items = step.id === 'review' ? [] : (missing?.[step.id] ?? []);
    return items.length > 0 ? [{ id: step.id, items }] : [];
  });
  if (open.length === 0) return null;
  return (
    <div className="q-notice q-notice--warn q-wizard-missing">
      <p>{texts.stepsStillNeed}</p>
      <ul>
        {open.map(({ id, items }) => {
          const label = wizardStepLabel(id, texts);
          return (
            <li key={id} data-step={id}>
              {hrefFor ? <Link to={hrefFor(id)}>{label}</Link> : label}
              {`: ${items.join('; ')}`}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
