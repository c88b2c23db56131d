import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useUiTexts } from '../ui-texts';

/** Where the author stands with one step of a wizard. */
export type StepState = 'complete' | 'incomplete' | 'error';

/** One step of a wizard, as data. */
export interface WizardStep {
  /** Stable id, e.g. `details`. */
  id: string;
  /** Visible name, e.g. "Details". */
  label: string;
  /** Where the step's link goes; a step without one is shown as text (not reachable yet). */
  href?: string;
  /** Done, not done yet, or holding errors; `incomplete` by default. */
  state?: StepState;
}

/** What {@link StepIndicatorProps.renderLink} receives for each reachable step. */
export interface StepLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'step';
  children: ReactNode;
}

export interface StepIndicatorProps extends Omit<ComponentPropsWithoutRef<'nav'>, 'children'> {
  /** The steps, in order. */
  steps: readonly WizardStep[];
  /** The id of the step being shown. */
  currentId: string;
  /** Draws a step's link (inject the router's link); a plain anchor by default. */
  renderLink?: (props: StepLinkProps) => ReactNode;
}

const STATE_TEXT: Readonly<Record<StepState, string>> = {
  complete: 'completed',
  incomplete: 'not completed',
  error: 'has errors',
};

const anchor = ({ children, ...props }: StepLinkProps) => <a {...props}>{children}</a>;

/**
 * A wizard's numbered steps: the current one marked `aria-current="step"`, each step's state
 * (completed, not completed, has errors) in words for screen readers and as `data-state` for
 * the eye; steps with an `href` are links, so the author can go back to any of them.
 * @example <StepIndicator steps={steps} currentId="details" />
 */
export function StepIndicator({
  steps,
  currentId,
  renderLink = anchor,
  className,
  'aria-label': ariaLabel,
  ...props
}: StepIndicatorProps) {
  const texts = useUiTexts();
  const currentIndex = steps.findIndex((step) => step.id === currentId);
  return (
    <nav
      aria-label={ariaLabel ?? texts.stepsLabel ?? 'Steps'}
      className={clsx('q-steps', className)}
      {...props}
    >
      {currentIndex >= 0 && (
        <p className="q-steps__progress">
          Step {currentIndex + 1} of {steps.length}
        </p>
      )}
      <ol className="q-steps__list">
        {steps.map((step, index) => {
          const state = step.state ?? 'incomplete';
          const current = step.id === currentId;
          const content = (
            <>
              <span className="q-steps__number" aria-hidden="true">
                {state === 'complete' && !current ? '✓' : index + 1}
              </span>
              <span className="q-steps__label">{step.label}</span>
              <span className="q-visually-hidden">, {STATE_TEXT[state]}</span>
            </>
          );
          return (
            <li
              key={step.id}
              className="q-steps__item"
              data-state={state}
              data-current={current ? '' : undefined}
            >
              {step.href ? (
                renderLink({
                  href: step.href,
                  className: 'q-steps__link',
                  ...(current ? { 'aria-current': 'step' as const } : {}),
                  children: content,
                })
              ) : (
                <span className="q-steps__link" aria-current={current ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
