import { StepIndicator, type WizardStep } from '@quire/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
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
  children: ReactNode;
}

/** The wizard around a step: title, the numbered steps (links back and forth), then the step. */
export function WizardFrame({
  current,
  hrefFor,
  completed,
  withErrors,
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
      {children}
    </div>
  );
}
