import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCalendarDate,
  mapWizardToRegistrationPayload,
  ONBOARDING_MESSAGES as M,
  UROCAMPUS_AREA_ID,
  UROCAMPUS_TERMS_VERSION,
  type TWizardAnswers,
  type TWizardMode,
} from '@pflegepuls/shared';
import { importPostalCodes } from '../../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor } from '../../test/member.ts';

const FINISH = '/user/finish_registration';

const ANSWERS: TWizardAnswers = {
  education: 'dreijaehrige_ausbildung',
  detailedEducation: 'gesundheits_und_krankenpfleger',
  hasTraining: 'yes',
  training: ['intensivpflege_anaesthesie', 'praxisanleitung'],
  experience: '7',
  howDidYouHear: 'colleague',
  gender: 'Weiblich',
  birthDate: '14.03.1990',
  plz: '80331',
  country: 'DE',
  location: '80331 München',
  jobOffers: 'yes',
  workArea: ['krankenhaus', 'ambulante_pflege'],
  workAreaHospital: ['intensivstation', 'notaufnahme'],
  driverLicense: 'yes',
  commuteDistance: 'up_to_30',
  phone: '0151 2345678',
  termsAccepted: true,
};

const payloadFor = (answers: TWizardAnswers, mode: TWizardMode = 'standard') =>
  mapWizardToRegistrationPayload(answers, { mode });

/** The date of someone who turns 16 in `days` days (negative: already older). */
function birthDateSixteenIn(days: number): string {
  const today = getCalendarDate();
  const date = new Date(Date.UTC(today.year - 16, today.month - 1, today.day + days));
  return date.toISOString().slice(0, 10);
}

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importPostalCodes(t.database.db, GEODATA_DIR);
});
afterAll(() => t.close());

async function onboardingRow(userId: number) {
  return t.database.db
    .selectFrom('user_onboarding')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

describe(`finish_registration on ${testDialect}`, () => {
  it('saves the answers and the place from the postal table', async () => {
    const { client, userId } = await loginNewMember(t);
    const response = await client.post(FINISH, payloadFor(ANSWERS));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: M.completed });

    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      plz: '80331',
      country: 'DE',
      location_city: 'München',
      location_state: 'Bayern',
      is_urocampus_member: 0,
    });
    expect(user.latitude).toBeCloseTo(48.1345, 3);
    const row = await onboardingRow(userId);
    expect(row).toMatchObject({
      gender: 'female',
      birth_date: '1990-03-14',
      education: 'dreijaehrige_ausbildung',
      detailed_education: 'gesundheits_und_krankenpfleger',
      studium: null,
      years_of_experience: 7,
      how_did_you_hear: 'colleague',
      wants_job_offers: 1,
      phone: '0151 2345678',
      has_driver_license: 1,
      commute_distance: 'up_to_30',
      work_area_stationary: null,
    });
    expect(JSON.parse(row!.trainings!)).toEqual(['intensivpflege_anaesthesie', 'praxisanleitung']);
    expect(JSON.parse(row!.work_areas_hospital!)).toEqual(['intensivstation', 'notaufnahme']);
    expect(row!.completed_at).toBeGreaterThan(0);
  });

  it('gives the saved answers back in the wizard form shape', async () => {
    const { client } = await loginNewMember(t);
    await client.post(FINISH, payloadFor(ANSWERS));
    const response = await client.get('/api/onboarding');
    expect(response.statusCode).toBe(200);
    const { termsAccepted: _terms, ...expected } = ANSWERS;
    expect(response.json()).toEqual({
      // Lists of steps the answers hid were sent empty, so they come back empty.
      answers: { ...expected, workAreaDetailed: [], location_city: 'München', location_state: 'Bayern' },
      completedAt: expect.any(Number),
      talentPhone: null,
      isUrocampusMember: false,
    });
  });

  it('answers empty answers before the wizard was completed', async () => {
    const { client } = await loginNewMember(t);
    const response = await client.get('/api/onboarding');
    expect(response.json()).toEqual({
      answers: {},
      completedAt: null,
      talentPhone: null,
      isUrocampusMember: false,
    });
  });

  it('joins the Urocampus with the accepted terms version', async () => {
    const { client, userId } = await loginNewMember(t);
    const response = await client.post(FINISH, { ...payloadFor(ANSWERS), joinUrocampus: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(`${M.completed} ${M.joinedUrocampus}`);
    const user = await t.database.db
      .selectFrom('users')
      .select('is_urocampus_member')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user.is_urocampus_member).toBe(1);
    const memberships = await t.database.db
      .selectFrom('closed_area_memberships')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(memberships).toEqual([
      expect.objectContaining({
        closed_area_id: UROCAMPUS_AREA_ID,
        accepted_terms_version: UROCAMPUS_TERMS_VERSION,
        accepted_at: expect.any(Number),
      }),
    ]);
    expect((await client.get('/api/onboarding')).json().isUrocampusMember).toBe(true);
  });

  it('keeps what a shorter flow skips and clears what an answer hides', async () => {
    const { client, userId } = await loginNewMember(t);
    await client.post(FINISH, payloadFor(ANSWERS));
    const firstCompletion = (await onboardingRow(userId))!.completed_at;

    const short = await client.post(
      FINISH,
      payloadFor({ ...ANSWERS, experience: '15', hasTraining: 'no' }, 'editShort'),
    );
    expect(short.statusCode).toBe(200);
    expect(short.json().message).toBe(M.saved);
    const afterShort = await onboardingRow(userId);
    expect(afterShort).toMatchObject({
      years_of_experience: 15,
      trainings: '[]',
      wants_job_offers: 1,
      phone: '0151 2345678',
      commute_distance: 'up_to_30',
      how_did_you_hear: 'colleague',
      completed_at: firstCompletion,
    });

    const declined = await client.post(
      FINISH,
      payloadFor(
        { ...ANSWERS, education: 'studium', studium: 'pflegemanagement', jobOffers: 'no' },
        'editMode',
      ),
    );
    expect(declined.statusCode).toBe(200);
    expect(await onboardingRow(userId)).toMatchObject({
      education: 'studium',
      detailed_education: null,
      studium: 'pflegemanagement',
      wants_job_offers: 0,
      work_areas: '[]',
      work_areas_hospital: '[]',
      has_driver_license: null,
    });
  });

  it('answers 422 per field with German messages and labelled lines', async () => {
    const { client, userId } = await loginNewMember(t);
    const valid = payloadFor(ANSWERS);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ gender: undefined }, 'gender', 'Bitte wähle dein Geschlecht aus'],
      [{ birthDate: '' }, 'birthDate', 'Bitte gib dein Geburtsdatum ein'],
      [{ birthDate: '2005-02-29' }, 'birthDate', 'Bitte gib ein gültiges Geburtsdatum ein (TT.MM.JJJJ)'],
      [{ birthDate: '31.13.1990' }, 'birthDate', 'Bitte gib ein gültiges Geburtsdatum ein (TT.MM.JJJJ)'],
      [{ birthDate: birthDateSixteenIn(1) }, 'birthDate', 'Du musst mindestens 16 Jahre alt sein'],
      [{ plz: '8033' }, 'plz', 'Bitte gib eine gültige 5-stellige Postleitzahl ein'],
      [{ country: 'AT', plz: '80331' }, 'plz', 'Bitte gib eine gültige 4-stellige Postleitzahl ein'],
      [{ phone: undefined }, 'phone', 'Pflichtfeld'],
      [{ education: 'zauberschule' }, 'education', M.invalidOption],
      [{ training: ['praxisanleitung', 'besenflug'] }, 'training', M.invalidOption],
      [{ workAreaHospital: ['kantine'] }, 'workAreaHospital', M.invalidOption],
      [{ commuteDistance: '500km' }, 'commuteDistance', M.invalidOption],
    ];
    for (const [change, field, message] of cases) {
      const response = await client.post(FINISH, { ...valid, ...change });
      expect(response.statusCode, `${field} ${JSON.stringify(change)}`).toBe(422);
      const body = response.json();
      expect(body.errors).toEqual({ [field]: [message] });
      expect(body.message).toContain(message);
    }
    const missingGender = await client.post(FINISH, { ...valid, gender: '' });
    expect(missingGender.json().message).toBe('Geschlecht: Bitte wähle dein Geschlecht aus');
    const badPlz = await client.post(FINISH, { ...valid, plz: '123' });
    expect(badPlz.json().message).toBe('Postleitzahl: Bitte gib eine gültige 5-stellige Postleitzahl ein');
    expect(await onboardingRow(userId)).toBeUndefined();
  });

  it('accepts a member who turns 16 today', async () => {
    const { client } = await loginNewMember(t);
    const response = await client.post(FINISH, { ...payloadFor(ANSWERS), birthDate: birthDateSixteenIn(0) });
    expect(response.statusCode).toBe(200);
  });

  it('lists several problems at once', async () => {
    const { client } = await loginNewMember(t);
    const response = await client.post(FINISH, {
      ...payloadFor(ANSWERS),
      gender: '',
      birthDate: '',
      plz: '12',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      [
        'Geschlecht: Bitte wähle dein Geschlecht aus',
        'Geburtsdatum: Bitte gib dein Geburtsdatum ein',
        'Postleitzahl: Bitte gib eine gültige 5-stellige Postleitzahl ein',
      ].join('\n'),
    );
  });

  it('answers 422 on plz for a code the postal table does not know', async () => {
    const { client, userId } = await loginNewMember(t);
    const response = await client.post(FINISH, { ...payloadFor(ANSWERS), plz: '00000' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: `Postleitzahl: ${M.postalUnknown}`,
      errors: { plz: [M.postalUnknown] },
    });
    expect(await onboardingRow(userId)).toBeUndefined();
  });

  it('needs a logged-in member and a CSRF token', async () => {
    const visitor = await openVisitor(t);
    const anonymous = await visitor.post(FINISH, payloadFor(ANSWERS));
    expect(anonymous.statusCode).toBe(401);
    expect((await visitor.get('/api/onboarding')).statusCode).toBe(401);
    const { client, userId } = await loginNewMember(t);
    const withoutToken = await client.post(FINISH, payloadFor(ANSWERS), { csrf: null });
    expect(withoutToken.statusCode).toBe(419);
    expect(await onboardingRow(userId)).toBeUndefined();
  });
});

describe(`talent phone on ${testDialect}`, () => {
  it('tells the wizard about a verified talent phone, so standard becomes phoneVerified', async () => {
    const { client, userId } = await loginNewMember(t);
    await client.post(FINISH, payloadFor(ANSWERS));
    await t.database.db
      .updateTable('user_onboarding')
      .set({ talent_phone: '+491512345678', talent_phone_verified_at: Date.now() })
      .where('user_id', '=', userId)
      .execute();
    const profile = (await client.get('/api/onboarding')).json();
    expect(profile.talentPhone).toEqual({ phone: '+491512345678', isVerified: true });
    // The authenticated user (000 §3) carries it too.
    const me = (await client.get('/api/user/me')).json();
    expect(me).toMatchObject({
      hasTalentPhone: true,
      talentPhone: { phone: '+491512345678', isVerified: true },
    });
  });
});
