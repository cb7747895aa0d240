import {
  getRegistrationFieldErrors,
  ZFinishRegistration,
  ZFinishRegistrationResult,
  ZOnboardingProfile,
  ZPostalCodeCheck,
  ZPostalCodeCheckResult,
  type TFinishRegistration,
} from '@pflegepuls/shared';
import { requireUser, requireMember } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { presentOnboardingProfile, presentPostalCheck } from './present.ts';
import { lookupPostalCode } from './postal.ts';
import { finishRegistration, getOnboardingProfile, registrationValidationError } from './service.ts';

const limits = {
  postalCheck: { max: 60, windowMs: 60_000 },
  finish: { max: 20, windowMs: 60_000 },
};

/** Validates the payload with the shared schema; the 422's message lists every error with its label. */
function parseRegistrationPayload(body: unknown): TFinishRegistration {
  const result = ZFinishRegistration.safeParse(body ?? {});
  if (!result.success) throw registrationValidationError(getRegistrationFieldErrors(result.error));
  return result.data;
}

/** The wizard's server calls (001 §7.2) at the paths the original client uses. */
export function registerOnboardingRoutes(app: TApp, { database }: TDeps) {
  app.post(
    '/user/validate-postal-code',
    {
      config: { rateLimit: limits.postalCheck },
      preValidation: requireMember,
      schema: { body: ZPostalCodeCheck, response: { 200: ZPostalCodeCheckResult } },
    },
    async (request) => presentPostalCheck(await lookupPostalCode(database.db, request.body)),
  );

  app.post(
    '/user/finish_registration',
    {
      config: { rateLimit: limits.finish },
      preValidation: requireMember,
      schema: { response: { 200: ZFinishRegistrationResult } },
    },
    async (request) => {
      const input = parseRegistrationPayload(request.body);
      const { id } = requireUser(request);
      const message = await finishRegistration(database.db, { userId: id, input });
      return { success: true, message };
    },
  );

  app.get('/api/onboarding', { schema: { response: { 200: ZOnboardingProfile } } }, async (request) => {
    const { id } = requireUser(request);
    const { user, answers } = await getOnboardingProfile(database.db, id);
    return presentOnboardingProfile(user, answers);
  });
}
