/**
 * The onboarding wizard (001 §2.3, 3.2, 4.2, 5.2, 7.2, 8.2), shared by the wizard and the server:
 * option lists, step definitions, the flow filter per mode, validation with the spec's German
 * messages, the mapping of the wizard's answers to the registration payload and its schema, and
 * the onboarding analytics payloads.
 *
 * Rules that span files: option `value`s are stored in the database and in analytics events, so
 * they never change; labels may. The server validates `POST /user/finish_registration` with
 * `ZFinishRegistration`, and the wizard builds that payload only with `mapWizardToRegistrationPayload`.
 */
export * from './messages.ts';
export * from './options.ts';
export * from './steps.ts';
export * from './dates.ts';
export * from './postal-codes.ts';
export * from './validation.ts';
export * from './payload.ts';
export * from './analytics.ts';
