/** Element ids the wizard's frame points its aria attributes at; the steps and headers carry them. */
export const WIZARD_TITLE_ID = 'onboarding-step-title';
export const WIZARD_STEP_OF_ID = 'onboarding-step-of';
