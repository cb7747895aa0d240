/**
 * Company endpoints (docs/companies.md). Profiles and the list are public (visitors see them
 * without distances); edits need a member of that company or an admin (policy.ts); creating,
 * verifying and assigning members is for admins.
 */
import { z } from 'zod';
import {
  COMPANY_PATHS as P,
  ZCompaniesPage,
  ZCompanyAnswer,
  ZCompanyCreate,
  ZCompanyListQuery,
  ZCompanyLocationInput,
  ZCompanyLocationParams,
  ZCompanyMemberAssign,
  ZCompanyParams,
  ZCompanyPhotoOrder,
  ZCompanyPhotoParams,
  ZCompanyUpdate,
  ZCompanyVerify,
  ZDiscreetCompanies,
  ZMyCompanies,
} from '@pflegepuls/shared';
import type { FastifyRequest } from 'fastify';
import { requireAdmin, requireMember, requireUser } from '../../platform/session.ts';
import { guardUpload, withMultipart, withUploadSlot } from '../../platform/uploads.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { hideFromCompany, listDiscreetCompanies, showToCompany } from './discreet.ts';
import { memberPoint } from './geo.ts';
import {
  addPhoto,
  orderPhotos,
  removePhoto,
  removePicture,
  setPicture,
  type TPictureSlot,
} from './pictures.ts';
import { assertCompanyEditor, assertCompanyExists, assertCompanyVisible } from './policy.ts';
import {
  addLocation,
  assignMember,
  createCompany,
  getCompany,
  getMyCompanies,
  listCompanies,
  removeLocation,
  setVerified,
  updateCompany,
} from './service.ts';

const actionLimit = { max: 60, windowMs: 60_000 };
/** Pictures per member and hour (a gallery of 12 plus logo and cover, retried a few times). */
const uploadLimit = { max: 40, windowMs: 60 * 60_000 };

export function registerCompanyRoutes(app: TApp, deps: TDeps) {
  const { db } = deps.database;
  const viewer = async (request: FastifyRequest) => {
    const userId = request.user?.id ?? null;
    return { userId, point: await memberPoint(db, userId) };
  };
  const answer = async (request: FastifyRequest, companyId: number) => {
    const { moderationHidden } = await assertCompanyVisible(db, request.user, companyId);
    const company = await getCompany(db, companyId, await viewer(request));
    return { company: moderationHidden ? { ...company, isHidden: true } : company };
  };

  app.get(
    P.company,
    { schema: { params: ZCompanyParams, response: { 200: ZCompanyAnswer } } },
    async (request) => answer(request, request.params.companyId),
  );

  app.get(
    P.list,
    { schema: { querystring: ZCompanyListQuery, response: { 200: ZCompaniesPage } } },
    async (request) =>
      listCompanies(db, request.query, (await viewer(request)).point, request.user?.isAdmin === true),
  );

  app.get(
    P.mine,
    { preValidation: requireMember, schema: { response: { 200: ZMyCompanies } } },
    async (request) => getMyCompanies(db, requireUser(request).id),
  );

  app.get(
    P.discreet,
    { preValidation: requireMember, schema: { response: { 200: ZDiscreetCompanies } } },
    async (request) => listDiscreetCompanies(db, requireUser(request).id),
  );

  app.put(
    P.discreetCompany,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZCompanyParams, response: { 200: ZDiscreetCompanies } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await hideFromCompany(db, id, request.params.companyId, Date.now());
      return listDiscreetCompanies(db, id);
    },
  );

  app.delete(
    P.discreetCompany,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZCompanyParams, response: { 200: ZDiscreetCompanies } },
    },
    async (request) => {
      const { id } = requireUser(request);
      await showToCompany(db, id, request.params.companyId);
      return listDiscreetCompanies(db, id);
    },
  );

  app.patch(
    P.company,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZCompanyParams, body: ZCompanyUpdate, response: { 200: ZCompanyAnswer } },
    },
    async (request) => {
      await assertCompanyEditor(db, requireUser(request), request.params.companyId);
      await updateCompany(db, request.params.companyId, request.body);
      return answer(request, request.params.companyId);
    },
  );

  app.post(
    P.locations,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZCompanyParams, body: ZCompanyLocationInput, response: { 201: ZCompanyAnswer } },
    },
    async (request, reply) => {
      await assertCompanyEditor(db, requireUser(request), request.params.companyId);
      await addLocation(db, request.params.companyId, request.body);
      return reply.status(201).send(await answer(request, request.params.companyId));
    },
  );

  app.delete(
    P.location,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZCompanyLocationParams, response: { 200: ZCompanyAnswer } },
    },
    async (request) => {
      await assertCompanyEditor(db, requireUser(request), request.params.companyId);
      await removeLocation(db, request.params.companyId, request.params.locationId);
      return answer(request, request.params.companyId);
    },
  );

  // Pictures (docs/companies.md "Pictures"): login, the per-address ceiling and the per-member limit
  // come before the body is read, then the editor check, then one of the member's upload slots.
  const pictureRoutes: Array<[TPictureSlot, string]> = [
    ['logo', P.logo],
    ['cover', P.cover],
  ];
  for (const [slot, url] of pictureRoutes) {
    app.put(
      url,
      {
        preValidation: guardUpload(deps.limiter),
        config: { rateLimit: uploadLimit },
        schema: { params: ZCompanyParams, response: { 200: ZCompanyAnswer } },
      },
      async (request) => {
        const { companyId } = request.params;
        await assertCompanyEditor(db, requireUser(request), companyId);
        await withUploadSlot(request, () =>
          withMultipart(request, deps.config, ({ files }) =>
            setPicture(db, deps.config, { companyId, slot, files }),
          ),
        );
        return answer(request, companyId);
      },
    );
    app.delete(
      url,
      {
        config: { rateLimit: actionLimit },
        preValidation: requireMember,
        schema: { params: ZCompanyParams, response: { 200: ZCompanyAnswer } },
      },
      async (request) => {
        const { companyId } = request.params;
        await assertCompanyEditor(db, requireUser(request), companyId);
        await removePicture(db, deps.config, companyId, slot);
        return answer(request, companyId);
      },
    );
  }

  app.post(
    P.photos,
    {
      preValidation: guardUpload(deps.limiter),
      config: { rateLimit: uploadLimit },
      schema: { params: ZCompanyParams, response: { 201: ZCompanyAnswer } },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      await assertCompanyEditor(db, requireUser(request), companyId);
      await withUploadSlot(request, () =>
        withMultipart(request, deps.config, ({ files }) => addPhoto(db, deps.config, { companyId, files })),
      );
      return reply.status(201).send(await answer(request, companyId));
    },
  );

  app.delete(
    P.photo,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZCompanyPhotoParams, response: { 200: ZCompanyAnswer } },
    },
    async (request) => {
      const { companyId, photoId } = request.params;
      await assertCompanyEditor(db, requireUser(request), companyId);
      await removePhoto(db, deps.config, companyId, photoId);
      return answer(request, companyId);
    },
  );

  app.put(
    P.photoOrder,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZCompanyParams, body: ZCompanyPhotoOrder, response: { 200: ZCompanyAnswer } },
    },
    async (request) => {
      const { companyId } = request.params;
      await assertCompanyEditor(db, requireUser(request), companyId);
      await orderPhotos(db, companyId, request.body.photoIds);
      return answer(request, companyId);
    },
  );

  app.post(
    P.adminCreate,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { body: ZCompanyCreate, response: { 201: ZCompanyAnswer } },
    },
    async (request, reply) => {
      requireAdmin(request);
      const companyId = await createCompany(db, request.body);
      return reply.status(201).send(await answer(request, companyId));
    },
  );

  app.put(
    P.adminVerify,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { params: ZCompanyParams, body: ZCompanyVerify, response: { 200: ZCompanyAnswer } },
    },
    async (request) => {
      requireAdmin(request);
      await assertCompanyExists(db, request.params.companyId);
      await setVerified(db, request.params.companyId, request.body.isVerified);
      return answer(request, request.params.companyId);
    },
  );

  app.put(
    P.adminMembers,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: {
        params: ZCompanyParams,
        body: ZCompanyMemberAssign,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      requireAdmin(request);
      await assertCompanyExists(db, request.params.companyId);
      await assignMember(db, request.params.companyId, request.body.userName, request.body.role);
      return { success: true as const };
    },
  );
}
