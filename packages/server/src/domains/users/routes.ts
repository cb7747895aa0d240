import {
  PROFILE_MESSAGES,
  PROFILE_SECTION_SCHEMAS,
  PROFILE_SECTIONS,
  ZAccountDelete,
  ZAuthenticatedUser,
  ZCurrentUser,
  ZEducationList,
  ZEmailChange,
  ZLanguageList,
  ZNotificationPreferences,
  ZNotificationPreferencesUpdate,
  ZPasswordChange,
  ZPrivacyUpdate,
  ZProfileCompleteness,
  ZProfilePicture,
  ZProfileUpdate,
  ZPublicProfile,
  ZSkillList,
  ZTrainingList,
  ZUserSessionList,
  getProfileCompleteness,
  type TProfileSection,
} from '@pflegepuls/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseWithSchema } from '../../platform/errors.ts';
import { endSession as endOwnSession, requireUser, requireMember } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { guardUpload, withMultipart, withUploadSlot } from '../../platform/uploads.ts';
import {
  changeEmail,
  changePassword,
  deleteAccount,
  endOtherSessions,
  endSession,
  exportPersonalData,
  findSessions,
} from './account-service.ts';
import {
  createEntry,
  deleteEntry,
  findAllEntries,
  findEntries,
  updateEntry,
  type TSectionInputs,
} from './entries.ts';
import {
  getNotificationPreferences,
  presentNotificationPreferences,
  updateNotificationPreferences,
} from './notification-preferences.ts';
import { createMedkaiHash } from '../medkai/hash.ts';
import { presentAuthenticatedUser, presentCurrentUser, presentPublicProfile } from './present.ts';
import {
  getVisibleUserByName,
  getCurrentUserRow,
  getProfileCompletenessInput,
  getPublicProfile,
} from './service.ts';
import {
  deleteProfilePicture,
  updatePrivacy,
  updateProfileFields,
  updateProfilePicture,
} from './settings-service.ts';
import { presentProfilePicture } from './summary.ts';

const limits = {
  // Anything that checks the password is a guessing target even for a logged-in session.
  password: { max: 10, windowMs: 15 * 60_000 },
  upload: { max: 20, windowMs: 60_000 },
  write: { max: 120, windowMs: 60_000 },
  export: { max: 5, windowMs: 60 * 60_000 },
};

const ZUserNameParams = z.object({ userName: z.string().min(1).max(100) });
const ZSectionParams = z.object({ section: z.enum(PROFILE_SECTIONS) });
const ZEntryParams = ZSectionParams.extend({ id: z.coerce.number().int().positive() });
const ZSessionParams = z.object({ id: z.string().min(1).max(64) });
const ZSuccess = z.object({ success: z.literal(true), message: z.string() });

/** The request's session id; member routes run after `requireUser`, so it is set. */
function currentSessionId(request: FastifyRequest): string {
  return request.sessionId ?? '';
}

/** Validates a CV entry with its section's shared schema (which one depends on the path). */
function parseEntry<S extends TProfileSection>(section: S, body: unknown): TSectionInputs[S] {
  return parseWithSchema(PROFILE_SECTION_SCHEMAS[section].input, body) as TSectionInputs[S];
}

/** Profiles (000 §2, §3, §7) and the member's settings (docs/users.md). Members only. */
export function registerUserRoutes(app: TApp, { database, config, limiter, accountData }: TDeps) {
  const { db } = database;

  app.get(
    '/api/user/me',
    { preValidation: requireMember, schema: { response: { 200: ZAuthenticatedUser } } },
    async (request) => {
      const { id } = requireUser(request);
      const [{ user, hasTalentPhone, talentPhone }, entries] = await Promise.all([
        getCurrentUserRow(db, id),
        findAllEntries(db, id),
      ]);
      // The own hash only: no other answer carries a member's medkaiHash.
      const medkaiHash = config.medkai ? createMedkaiHash(config.medkai, id) : null;
      return presentAuthenticatedUser(user, { hasTalentPhone, talentPhone, medkaiHash }, entries);
    },
  );

  app.get(
    '/api/users/:userName/profile',
    { preValidation: requireMember, schema: { params: ZUserNameParams, response: { 200: ZPublicProfile } } },
    async (request) => {
      const { id } = requireUser(request);
      const { user, entries, connection } = await getPublicProfile(db, {
        viewerId: id,
        userName: request.params.userName,
      });
      return presentPublicProfile(user, entries, connection);
    },
  );

  // The prefetch calls of 000 §7, at the original paths.
  const registerPrefetch = <S extends TProfileSection>(segment: string, section: S, schema: z.ZodType) => {
    app.get(
      `/api/user/:userName/${segment}`,
      { preValidation: requireMember, schema: { params: ZUserNameParams, response: { 200: schema } } },
      async (request) => {
        const user = await getVisibleUserByName(db, request.params.userName, requireUser(request).id);
        return { data: await findEntries(db, user.id, section) };
      },
    );
  };
  registerPrefetch('languages', 'languages', ZLanguageList);
  registerPrefetch('trainings', 'trainings', ZTrainingList);
  registerPrefetch('education', 'educations', ZEducationList);
  registerPrefetch('skills', 'skills', ZSkillList);

  app.get(
    '/api/user/profile-completeness',
    { preValidation: requireMember, schema: { response: { 200: ZProfileCompleteness } } },
    async (request) => {
      const { id } = requireUser(request);
      return getProfileCompleteness(await getProfileCompletenessInput(db, id));
    },
  );

  app.patch(
    '/api/user/settings/profile',
    {
      preValidation: requireMember,
      config: { rateLimit: limits.write },
      schema: { body: ZProfileUpdate, response: { 200: ZCurrentUser } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await updateProfileFields(db, { userId: id, input: request.body });
      const { user, hasTalentPhone } = await getCurrentUserRow(db, id);
      return presentCurrentUser(user, { hasTalentPhone });
    },
  );

  app.post(
    '/api/user/settings/:section',
    { preValidation: requireMember, config: { rateLimit: limits.write }, schema: { params: ZSectionParams } },
    async (request) => {
      const { id } = requireUser(request);
      const { section } = request.params;
      return createEntry(db, { userId: id, section, input: parseEntry(section, request.body) });
    },
  );

  app.patch(
    '/api/user/settings/:section/:id',
    { preValidation: requireMember, config: { rateLimit: limits.write }, schema: { params: ZEntryParams } },
    async (request) => {
      const { id: userId } = requireUser(request);
      const { section, id } = request.params;
      return updateEntry(db, { userId, section, id, input: parseEntry(section, request.body) });
    },
  );

  app.delete(
    '/api/user/settings/:section/:id',
    {
      preValidation: requireMember,
      config: { rateLimit: limits.write },
      schema: { params: ZEntryParams, response: { 200: ZSuccess } },
    },
    async (request) => {
      const { id: userId } = requireUser(request);
      await deleteEntry(db, { userId, ...request.params });
      return { success: true as const, message: PROFILE_MESSAGES.entryDeleted };
    },
  );

  app.post(
    '/api/user/profile-picture',
    {
      // Login, the per-address ceiling and the per-member limit come before the body is read.
      preValidation: guardUpload(limiter),
      config: { rateLimit: limits.upload },
      schema: { response: { 200: ZProfilePicture } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const stored = await withUploadSlot(request, () =>
        withMultipart(request, config, ({ files }) =>
          updateProfilePicture(db, config, { userId: id, files }),
        ),
      );
      return presentProfilePicture({
        profile_picture_path: stored.path,
        profile_picture_updated_at: stored.updatedAt,
      })!;
    },
  );

  app.delete(
    '/api/user/profile-picture',
    {
      preValidation: requireMember,
      config: { rateLimit: limits.write },
      schema: { response: { 200: ZSuccess } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await deleteProfilePicture(db, config, id);
      return { success: true as const, message: PROFILE_MESSAGES.pictureDeleted };
    },
  );

  app.post(
    '/api/user/settings/email',
    {
      preValidation: requireMember,
      config: { rateLimit: limits.password },
      schema: { body: ZEmailChange, response: { 200: ZSuccess } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await changeEmail(db, { userId: id, ...request.body });
      return { success: true as const, message: PROFILE_MESSAGES.emailChanged };
    },
  );

  app.post(
    '/api/user/settings/password',
    {
      preValidation: requireMember,
      config: { rateLimit: limits.password },
      schema: { body: ZPasswordChange, response: { 200: ZSuccess } },
    },
    async (request) => {
      const { id } = requireUser(request);
      const { currentPassword, newPassword } = request.body;
      await changePassword(db, {
        userId: id,
        currentSessionId: currentSessionId(request),
        currentPassword,
        newPassword,
      });
      return { success: true as const, message: PROFILE_MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/api/user/sessions',
    { preValidation: requireMember, schema: { response: { 200: ZUserSessionList } } },
    async (request) => {
      const { id } = requireUser(request);
      return { data: await findSessions(db, { userId: id, currentSessionId: currentSessionId(request) }) };
    },
  );

  app.delete(
    '/api/user/sessions/:id',
    {
      preValidation: requireMember,
      config: { rateLimit: limits.write },
      schema: { params: ZSessionParams, response: { 200: ZSuccess } },
    },
    async (request) => {
      const { id: userId } = requireUser(request);
      await endSession(db, {
        userId,
        currentSessionId: currentSessionId(request),
        handle: request.params.id,
      });
      return { success: true as const, message: PROFILE_MESSAGES.sessionEnded };
    },
  );

  app.post(
    '/api/user/sessions/end-others',
    {
      preValidation: requireMember,
      config: { rateLimit: limits.write },
      schema: { response: { 200: ZSuccess } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await endOtherSessions(db, { userId: id, currentSessionId: currentSessionId(request) });
      return { success: true as const, message: PROFILE_MESSAGES.otherSessionsEnded };
    },
  );

  app.patch(
    '/api/user/settings/privacy',
    {
      preValidation: requireMember,
      config: { rateLimit: limits.write },
      schema: { body: ZPrivacyUpdate, response: { 200: ZSuccess } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await updatePrivacy(db, { userId: id, hideOnlineStatus: request.body.hideOnlineStatus });
      return { success: true as const, message: PROFILE_MESSAGES.privacySaved };
    },
  );

  app.get(
    '/api/user/settings/notifications',
    { preValidation: requireMember, schema: { response: { 200: ZNotificationPreferences } } },
    async (request) => {
      const { id } = requireUser(request);
      return presentNotificationPreferences(await getNotificationPreferences(db, id));
    },
  );

  app.put(
    '/api/user/settings/notifications',
    {
      preValidation: requireMember,
      config: { rateLimit: limits.write },
      schema: { body: ZNotificationPreferencesUpdate, response: { 200: ZNotificationPreferences } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await updateNotificationPreferences(db, id, request.body);
      return presentNotificationPreferences(await getNotificationPreferences(db, id));
    },
  );

  app.get(
    '/api/user/export',
    { preValidation: requireMember, config: { rateLimit: limits.export } },
    async (request, reply) => {
      const { id } = requireUser(request);
      const data = await exportPersonalData(db, accountData, id);
      reply.header('content-disposition', 'attachment; filename="pflegepuls-daten.json"');
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/user/delete',
    {
      preValidation: requireMember,
      config: { rateLimit: limits.password },
      schema: { body: ZAccountDelete, response: { 200: ZSuccess } },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      await deleteAccount(db, config, accountData, { userId: id, password: request.body.password });
      await endOwnSession(config, db, request, reply);
      return { success: true as const, message: PROFILE_MESSAGES.accountDeleted };
    },
  );
}
