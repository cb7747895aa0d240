import { ONBOARDING_MESSAGES as M, type TWizardStep } from '@pflegepuls/shared';
import type { RefObject } from 'react';
import type { TPostalCheck } from '../use-postal-code-check.ts';
import type { TWizardState } from '../wizard-state.ts';
import { WIZARD_TITLE_ID } from './wizard-ids.ts';
import {
  IntroStep,
  PersonalInfoStep,
  SelectionStep,
  StepConfigError,
  StepFields,
  StepHeading,
  SuccessStep,
  UrocampusStep,
  type TAnswerChange,
} from './wizard-steps.tsx';

type TWizardStepBodyProps = {
  step: TWizardStep;
  state: Pick<TWizardState, 'answers' | 'fieldErrors' | 'submission'>;
  postalCheck: TPostalCheck;
  /** The success step is sliding out (001 §4.2). */
  isLeaving: boolean;
  /** Gets the focus on every step entered, for screen readers. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSelect: (value: string) => void;
  onAnswer: TAnswerChange;
  onUrocampusToggle: () => void;
};

/** One step of the wizard: its heading and the part its type asks for. */
export function WizardStepBody({
  step,
  state,
  postalCheck,
  isLeaving,
  headingRef,
  onSelect,
  onAnswer,
  onUrocampusToggle,
}: TWizardStepBodyProps) {
  const { answers, fieldErrors, submission } = state;
  const heading = (shown: TWizardStep, note?: string) => (
    <StepHeading step={shown} titleId={WIZARD_TITLE_ID} headingRef={headingRef} note={note} />
  );

  switch (step.type) {
    case 'intro':
      return <IntroStep step={step} heading={heading(step)} />;
    case 'selection':
      if (!step.options?.length) return <StepConfigError message={M.noOptions} />;
      return (
        <>
          {heading(step, step.allowMultiple ? M.multiSelectNote : undefined)}
          <SelectionStep
            step={step}
            value={(answers as Record<string, string | string[] | undefined>)[step.id]}
            titleId={WIZARD_TITLE_ID}
            onSelect={onSelect}
          />
        </>
      );
    case 'input':
      if (!step.fields?.length) return <StepConfigError message={M.noFields} />;
      return (
        <>
          {heading(step)}
          <StepFields fields={step.fields} answers={answers} fieldErrors={fieldErrors} onAnswer={onAnswer} />
        </>
      );
    case 'personalInfo':
      return (
        <>
          {heading(step)}
          <PersonalInfoStep
            step={step}
            answers={answers}
            fieldErrors={fieldErrors}
            postalCheck={postalCheck}
            onAnswer={onAnswer}
          />
        </>
      );
    case 'urocampus':
      return (
        <>
          {heading(step)}
          <UrocampusStep
            step={step}
            isJoining={answers.joinUrocampus === true}
            onToggle={onUrocampusToggle}
          />
        </>
      );
    case 'phone':
      return (
        <>
          {heading(step)}
          <StepFields
            fields={step.fields ?? []}
            answers={answers}
            fieldErrors={fieldErrors}
            onAnswer={onAnswer}
          />
        </>
      );
    case 'success':
    case 'editModeSuccess': {
      const shown =
        submission.status === 'succeeded'
          ? step
          : submission.status === 'failed'
            ? {
                ...step,
                title: 'Das hat leider nicht geklappt',
                subtitle: 'Deine Angaben sind noch nicht gespeichert.',
              }
            : { ...step, title: M.saving, subtitle: undefined };
      return (
        <SuccessStep
          step={step}
          heading={heading(shown)}
          submission={submission}
          joinedUrocampus={submission.status === 'succeeded' && answers.joinUrocampus === true}
          isLeaving={isLeaving}
        />
      );
    }
    default:
      return <StepConfigError message={M.unknownStepType(String((step as TWizardStep).type))} />;
  }
}
