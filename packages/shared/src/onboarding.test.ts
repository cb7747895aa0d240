import { describe, expect, it } from 'vitest';
import {
  adjustPostalCodeForCountry,
  canContinuePhoneStep,
  COMMUTE_DISTANCE_OPTIONS,
  createFinishRegistrationSchema,
  DETAILED_EDUCATION_OPTIONS,
  EDUCATION_OPTIONS,
  EXPERIENCE_OPTIONS,
  formatBirthDateInput,
  formatRegistrationErrors,
  getAge,
  getCalendarDate,
  getFlowSteps,
  getRegistrationFieldErrors,
  HOW_DID_YOU_HEAR_OPTIONS,
  mapWizardToRegistrationPayload,
  maskOnboardingEventData,
  ONBOARDING_MESSAGES as M,
  parseBirthDate,
  resolveMode,
  sanitizePostalCodeInput,
  shouldCheckPostalCode,
  STUDIUM_OPTIONS,
  toGermanDate,
  TRAINING_OPTIONS,
  validateBirthDate,
  validateInputStep,
  validatePersonalInfo,
  validatePostalCode,
  validateSelectionStep,
  WIZARD_STEPS,
  WORK_AREA_DETAILED_OPTIONS,
  WORK_AREA_HOSPITAL_OPTIONS,
  WORK_AREA_OPTIONS,
  WORK_AREA_STATIONARY_OPTIONS,
  ZOnboardingEvent,
  type TWizardAnswers,
  type TWizardStep,
  type TWizardStepId,
} from './onboarding/index.ts';

const TODAY = { year: 2026, month: 11, day: 20 };
const ids = (steps: TWizardStep[]) => steps.map((step) => step.id);

const FULL_ANSWERS: TWizardAnswers = {
  education: 'dreijaehrige_ausbildung',
  detailedEducation: 'altenpfleger',
  studium: 'medizin',
  hasTraining: 'yes',
  training: ['praxisanleitung', 'palliative_care'],
  experience: '7',
  howDidYouHear: 'instagram',
  gender: 'Weiblich',
  birthDate: '14.03.1990',
  plz: ' 10115 ',
  country: 'DE',
  location: '10115 Berlin',
  jobOffers: 'yes',
  workArea: ['krankenhaus', 'ambulante_pflege', 'stationaere_pflege', 'sonstige'],
  workAreaHospital: ['intensivstation'],
  driverLicense: 'yes',
  workAreaStationary: 'kurzzeitpflege',
  workAreaDetailed: ['hospiz'],
  commuteDistance: 'up_to_20',
  phone: ' 0151 1234567 ',
  termsAccepted: true,
};

describe('option lists', () => {
  it('have unique values and German labels, with the sizes the spec names', () => {
    const lists = [
      EDUCATION_OPTIONS,
      DETAILED_EDUCATION_OPTIONS,
      STUDIUM_OPTIONS,
      TRAINING_OPTIONS,
      EXPERIENCE_OPTIONS,
      HOW_DID_YOU_HEAR_OPTIONS,
      WORK_AREA_OPTIONS,
      WORK_AREA_HOSPITAL_OPTIONS,
      WORK_AREA_STATIONARY_OPTIONS,
      WORK_AREA_DETAILED_OPTIONS,
      COMMUTE_DISTANCE_OPTIONS,
    ];
    for (const list of lists) {
      const values = list.map((o) => o.value);
      expect(new Set(values).size).toBe(values.length);
      expect(list.every((o) => o.label.trim().length > 1)).toBe(true);
    }
    expect(EDUCATION_OPTIONS).toHaveLength(7);
    expect(TRAINING_OPTIONS.length).toBeGreaterThanOrEqual(30);
    expect(DETAILED_EDUCATION_OPTIONS.length).toBeGreaterThanOrEqual(15);
    expect(EXPERIENCE_OPTIONS.map((o) => o.value)).toEqual(['0', '2', '4', '7', '15']);
    expect(HOW_DID_YOU_HEAR_OPTIONS.map((o) => o.value)).toEqual([
      'instagram',
      'facebook',
      'tiktok',
      'influencer',
      'employer',
      'colleague',
      'fair',
      'school',
      'other',
    ]);
    expect(WORK_AREA_OPTIONS.map((o) => o.label)).toEqual([
      'Krankenhaus',
      'Stationäre Pflege',
      'Ambulante Pflege',
      'Sonstige',
    ]);
  });

  it('marks the multi-select steps and gives selection steps their options', () => {
    const multi = WIZARD_STEPS.filter((step) => step.allowMultiple).map((step) => step.id);
    expect(multi).toEqual(['training', 'workArea', 'workAreaHospital', 'workAreaDetailed']);
    for (const step of WIZARD_STEPS.filter((s) => s.type === 'selection')) {
      expect(step.options?.length).toBeGreaterThan(1);
      expect(step.autoAdvance).toBe(!step.allowMultiple);
    }
    expect(WIZARD_STEPS.find((s) => s.id === 'success')).toMatchObject({
      closeTimer: 2500,
      allowBackSwipe: false,
    });
  });
});

describe('wizard flows (4.2)', () => {
  it('standard: all unconditional steps, conditional ones only for their answers', () => {
    expect(ids(getFlowSteps('standard', {}))).toEqual([
      'intro',
      'education',
      'hasTraining',
      'experience',
      'howDidYouHear',
      'urocampus',
      'personalInfo',
      'jobOffers',
      'commuteDistance',
      'success',
    ]);
    expect(ids(getFlowSteps('standard', FULL_ANSWERS))).toEqual([
      'intro',
      'education',
      'detailedEducation',
      'hasTraining',
      'training',
      'experience',
      'howDidYouHear',
      'urocampus',
      'personalInfo',
      'jobOffers',
      'workArea',
      'workAreaHospital',
      'driverLicense',
      'workAreaStationary',
      'workAreaDetailed',
      'commuteDistance',
      'phone',
      'success',
    ]);
  });

  it('shows each conditional step only for its answer', () => {
    const has = (answers: TWizardAnswers, id: TWizardStepId) =>
      ids(getFlowSteps('standard', answers)).includes(id);
    expect(has({ education: 'dreijaehrige_ausbildung' }, 'detailedEducation')).toBe(true);
    expect(has({ education: 'studium' }, 'detailedEducation')).toBe(false);
    expect(has({ education: 'studium' }, 'studium')).toBe(true);
    expect(has({ education: 'in_ausbildung' }, 'studium')).toBe(false);
    expect(has({ hasTraining: 'yes' }, 'training')).toBe(true);
    expect(has({ hasTraining: 'no' }, 'training')).toBe(false);
    expect(has({ jobOffers: 'yes' }, 'workArea')).toBe(true);
    expect(has({ jobOffers: 'yes' }, 'phone')).toBe(true);
    expect(has({ jobOffers: 'no' }, 'phone')).toBe(false);
    expect(has({ jobOffers: 'yes', workArea: ['krankenhaus'] }, 'workAreaHospital')).toBe(true);
    expect(has({ jobOffers: 'yes', workArea: ['krankenhaus'] }, 'driverLicense')).toBe(false);
    expect(has({ jobOffers: 'yes', workArea: ['ambulante_pflege'] }, 'driverLicense')).toBe(true);
    expect(has({ jobOffers: 'yes', workArea: ['stationaere_pflege'] }, 'workAreaStationary')).toBe(true);
    expect(has({ jobOffers: 'yes', workArea: ['sonstige'] }, 'workAreaDetailed')).toBe(true);
    // Work areas answered earlier do not count once job offers are declined.
    expect(has({ jobOffers: 'no', workArea: ['krankenhaus'] }, 'workAreaHospital')).toBe(false);
  });

  it('editMode drops intro, howDidYouHear and urocampus and ends with editModeSuccess', () => {
    expect(ids(getFlowSteps('editMode', FULL_ANSWERS))).toEqual([
      'education',
      'detailedEducation',
      'hasTraining',
      'training',
      'experience',
      'personalInfo',
      'jobOffers',
      'workArea',
      'workAreaHospital',
      'driverLicense',
      'workAreaStationary',
      'workAreaDetailed',
      'commuteDistance',
      'phone',
      'editModeSuccess',
    ]);
  });

  it('editShort also drops the job-offer steps and phone', () => {
    expect(ids(getFlowSteps('editShort', FULL_ANSWERS))).toEqual([
      'education',
      'detailedEducation',
      'hasTraining',
      'training',
      'experience',
      'personalInfo',
      'editModeSuccess',
    ]);
  });

  it('phoneVerified drops intro, howDidYouHear, urocampus and the job and phone steps', () => {
    expect(ids(getFlowSteps('phoneVerified', FULL_ANSWERS))).toEqual([
      'education',
      'detailedEducation',
      'hasTraining',
      'training',
      'experience',
      'personalInfo',
      'success',
    ]);
  });

  it('oldUser drops howDidYouHear and urocampus and greets with "Willkommen zurück!"', () => {
    const steps = getFlowSteps('oldUser', { jobOffers: 'no' });
    expect(ids(steps)).toEqual([
      'intro',
      'education',
      'hasTraining',
      'experience',
      'personalInfo',
      'jobOffers',
      'commuteDistance',
      'success',
    ]);
    expect(steps[0]).toMatchObject({ title: 'Willkommen zurück!' });
    expect(steps[0]!.content).toContain('2 Minuten');
    expect(getFlowSteps('standard')[0]).toMatchObject({ customProps: { buttonLabel: 'Jetzt starten' } });
  });

  it('hides urocampus when showUrocampus is false', () => {
    expect(ids(getFlowSteps('standard', {}, { showUrocampus: false }))).not.toContain('urocampus');
  });

  it('turns a standard request into phoneVerified with a verified talent phone', () => {
    const verified = { talentPhone: { phone: '+491511234567', isVerified: true } };
    expect(resolveMode('standard', verified)).toBe('phoneVerified');
    expect(resolveMode('standard', { talentPhone: { phone: '0151', isVerified: false } })).toBe('standard');
    expect(resolveMode('standard', null)).toBe('standard');
    expect(resolveMode('editMode', verified)).toBe('editMode');
  });
});

describe('birth date (5.2)', () => {
  it('accepts 29.02. only in leap years', () => {
    expect(parseBirthDate('29.02.2004', TODAY)).toEqual({ year: 2004, month: 2, day: 29 });
    expect(parseBirthDate('29.02.2000', TODAY)).not.toBeNull();
    expect(parseBirthDate('29.02.2005', TODAY)).toBeNull();
    expect(parseBirthDate('29.02.1900', TODAY)).toBeNull();
    expect(validateBirthDate('29.02.2005', TODAY)).toBe(M.birthDateInvalid);
  });

  it('needs DD.MM.YYYY (or ISO) of a real date with a year from 1900 to this year', () => {
    expect(validateBirthDate('', TODAY)).toBe('Bitte gib dein Geburtsdatum ein');
    expect(validateBirthDate(undefined, TODAY)).toBe(M.birthDateRequired);
    for (const bad of ['31.04.1990', '00.01.1990', '12.13.1990', '1.1.1990', '01.01.1899', '01.01.2027']) {
      expect(validateBirthDate(bad, TODAY)).toBe('Bitte gib ein gültiges Geburtsdatum ein (TT.MM.JJJJ)');
    }
    expect(validateBirthDate('01.01.1900', TODAY)).toBeNull();
    expect(validateBirthDate('1990-03-14', TODAY)).toBeNull();
  });

  it('needs an age of 16: exactly 16 today passes, one day short fails', () => {
    expect(validateBirthDate('20.11.2010', TODAY)).toBeNull();
    expect(validateBirthDate('21.11.2010', TODAY)).toBe('Du musst mindestens 16 Jahre alt sein');
    expect(validateBirthDate('01.01.2026', TODAY)).toBe(M.tooYoung);
    // Born on 29 February: 16 on 1 March of a year without that day, not on 28 February.
    expect(getAge({ year: 2008, month: 2, day: 29 }, { year: 2024, month: 2, day: 28 })).toBe(15);
    expect(getAge({ year: 2008, month: 2, day: 29 }, { year: 2024, month: 2, day: 29 })).toBe(16);
    expect(getAge({ year: 2009, month: 2, day: 28 }, { year: 2025, month: 2, day: 28 })).toBe(16);
    expect(getAge({ year: 2008, month: 2, day: 29 }, { year: 2025, month: 2, day: 28 })).toBe(16);
  });

  it('auto-formats the input: digits only, dots, at most 10 characters', () => {
    expect(formatBirthDateInput('1', '', TODAY)).toBe('1');
    expect(formatBirthDateInput('14', '1', TODAY)).toBe('14.');
    expect(formatBirthDateInput('14.0', '14.', TODAY)).toBe('14.0');
    expect(formatBirthDateInput('14.03', '14.0', TODAY)).toBe('14.03.');
    expect(formatBirthDateInput('14031990', '', TODAY)).toBe('14.03.1990');
    expect(formatBirthDateInput('14.03.19901', '14.03.1990', TODAY)).toBe('14.03.1990');
    expect(formatBirthDateInput('1a4-0b3', '', TODAY)).toBe('14.03.');
    // Deleting the dot is not undone.
    expect(formatBirthDateInput('14', '14.', TODAY)).toBe('14');
  });

  it('rejects an implausible day, month or year while typing', () => {
    expect(formatBirthDateInput('4', '', TODAY)).toBe('');
    expect(formatBirthDateInput('32', '3', TODAY)).toBe('3');
    expect(formatBirthDateInput('00', '0', TODAY)).toBe('0');
    expect(formatBirthDateInput('14.2', '14.', TODAY)).toBe('14.');
    expect(formatBirthDateInput('14.13', '14.1', TODAY)).toBe('14.1');
    expect(formatBirthDateInput('31.04', '31.0', TODAY)).toBe('31.0');
    expect(formatBirthDateInput('29.02', '29.0', TODAY)).toBe('29.02.');
    expect(formatBirthDateInput('14.03.3', '14.03.', TODAY)).toBe('14.03.');
    expect(formatBirthDateInput('14.03.18', '14.03.1', TODAY)).toBe('14.03.1');
    expect(formatBirthDateInput('14.03.203', '14.03.20', TODAY)).toBe('14.03.20');
    expect(formatBirthDateInput('14.03.2027', '14.03.202', TODAY)).toBe('14.03.202');
  });

  it('converts between the form and ISO', () => {
    expect(toGermanDate('1990-03-14')).toBe('14.03.1990');
    expect(toGermanDate(null)).toBe('');
  });

  it('knows the calendar date in Germany', () => {
    // 23:30 UTC on 31 December is already New Year in Berlin.
    expect(getCalendarDate(new Date(Date.UTC(2025, 11, 31, 23, 30)))).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
  });
});

describe('postal codes (5.2)', () => {
  it('needs 5 digits in DE and 4 in AT and CH', () => {
    expect(validatePostalCode('10115', 'DE')).toBeNull();
    expect(validatePostalCode('1011', 'DE')).toBe('Bitte gib eine gültige 5-stellige Postleitzahl ein');
    expect(validatePostalCode('1010', 'AT')).toBeNull();
    expect(validatePostalCode('10101', 'AT')).toBe('Bitte gib eine gültige 4-stellige Postleitzahl ein');
    expect(validatePostalCode('8001', 'CH')).toBeNull();
    expect(validatePostalCode('80011', 'CH')).toBe(M.plzInvalidLength(4));
    expect(validatePostalCode('1a115', 'DE')).toBe(M.plzInvalidLength(5));
    expect(validatePostalCode('', 'DE')).toBe('Bitte gib deine Postleitzahl ein');
  });

  it('allows 3 to 10 digits elsewhere', () => {
    expect(validatePostalCode('123', 'FR')).toBeNull();
    expect(validatePostalCode('1234567890', 'FR')).toBeNull();
    expect(validatePostalCode('12', 'FR')).toBe(M.plzInvalidOther);
    expect(validatePostalCode('12345678901', 'FR')).toBe(M.plzInvalidOther);
  });

  it('filters the input per country and clears a code of the wrong length on a country change', () => {
    expect(sanitizePostalCodeInput('10 115-9', 'DE')).toBe('10115');
    expect(sanitizePostalCodeInput('10109', 'AT')).toBe('1010');
    expect(adjustPostalCodeForCountry('10115', 'AT')).toBe('');
    expect(adjustPostalCodeForCountry('1010', 'CH')).toBe('1010');
    expect(shouldCheckPostalCode('1011', 'DE')).toBe(false);
    expect(shouldCheckPostalCode('10115', 'DE')).toBe(true);
    expect(shouldCheckPostalCode('1010', 'AT')).toBe(true);
  });
});

describe('step validation (5.2)', () => {
  it('personalInfo lists every field error and the step error', () => {
    const result = validatePersonalInfo({ birthDate: '31.02.1990', plz: '123', country: 'DE' }, TODAY);
    expect(result).toEqual({
      fieldErrors: {
        gender: 'Bitte wähle dein Geschlecht aus',
        birthDate: M.birthDateInvalid,
        plz: M.plzInvalidLength(5),
      },
      stepError: 'Bitte fülle alle Pflichtfelder korrekt aus',
    });
    expect(validatePersonalInfo(FULL_ANSWERS, TODAY).stepError).toBeNull();
  });

  it('input steps ask for each blank required field by its label in lowercase', () => {
    const step: TWizardStep = {
      id: 'phone',
      type: 'input',
      title: 'Kontakt',
      fields: [
        { id: 'phone', label: 'Telefonnummer', type: 'tel', required: true },
        { id: 'note', label: 'Notiz', type: 'text', required: false },
      ],
    };
    expect(validateInputStep(step, { phone: '  ' })).toEqual({
      fieldErrors: { phone: 'Bitte gib telefonnummer ein' },
      stepError: 'Bitte fülle alle Pflichtfelder aus',
    });
    expect(validateInputStep(step, { phone: '0151 1234567' }).stepError).toBeNull();
  });

  it('multi-select steps need one choice; training has its own message', () => {
    const training = WIZARD_STEPS.find((s) => s.id === 'training')!;
    expect(validateSelectionStep(training, [])).toBe('Bitte wähle mindestens eine Weiterbildung aus');
    expect(validateSelectionStep(training, ['kinaesthetik'])).toBeNull();
    const workArea = WIZARD_STEPS.find((s) => s.id === 'workArea')!;
    expect(validateSelectionStep(workArea, undefined)).toBe(M.multiSelectStep);
  });

  it('the phone step continues only with a number and accepted terms', () => {
    expect(canContinuePhoneStep({ phone: '0151 1234567', termsAccepted: true })).toBe(true);
    expect(canContinuePhoneStep({ phone: ' ', termsAccepted: true })).toBe(false);
    expect(canContinuePhoneStep({ phone: '0151 1234567', termsAccepted: false })).toBe(false);
  });
});

describe('submission mapping (5.2)', () => {
  it('maps a full standard flow', () => {
    expect(mapWizardToRegistrationPayload(FULL_ANSWERS, { mode: 'standard', today: TODAY })).toEqual({
      gender: 'female',
      birthDate: '1990-03-14',
      education: 'dreijaehrige_ausbildung',
      detailedEducation: 'altenpfleger',
      studium: null,
      training: ['praxisanleitung', 'palliative_care'],
      location: '10115 Berlin',
      plz: '10115',
      country: 'DE',
      yearsOfExperience: 7,
      joinUrocampus: false,
      editMode: false,
      isOldUserFlow: false,
      howDidYouHear: 'instagram',
      wantsJobOffers: true,
      workArea: ['krankenhaus', 'ambulante_pflege', 'stationaere_pflege', 'sonstige'],
      workAreaHospital: ['intensivstation'],
      driverLicense: true,
      workAreaStationary: 'kurzzeitpflege',
      workAreaDetailed: ['hospiz'],
      commuteDistance: 'up_to_20',
      phone: '0151 1234567',
    });
  });

  it('maps gender, birth date and experience with the spec defaults', () => {
    const map = (answers: TWizardAnswers) =>
      mapWizardToRegistrationPayload(answers, { mode: 'standard', today: TODAY });
    expect(map({ gender: 'Männlich' }).gender).toBe('male');
    expect(map({ gender: 'Divers' }).gender).toBe('other');
    expect(map({}).gender).toBe('other');
    expect(map({ birthDate: '1990-03-14' }).birthDate).toBe('1990-03-14');
    expect(map({ birthDate: '14.03.1990' }).birthDate).toBe('1990-03-14');
    expect(map({ birthDate: '14.13.1990' }).birthDate).toBe('');
    expect(map({ birthDate: '14.03.1899' }).birthDate).toBe('');
    expect(map({ birthDate: '14.3.1990' }).birthDate).toBe('');
    expect(map({}).yearsOfExperience).toBe(0);
    expect(map({ experience: '15' }).yearsOfExperience).toBe(15);
  });

  it('sends the phone trimmed and only when not empty; howDidYouHear only in standard', () => {
    const withoutPhone = mapWizardToRegistrationPayload(
      { ...FULL_ANSWERS, phone: '   ' },
      { mode: 'standard', today: TODAY },
    );
    expect(withoutPhone).not.toHaveProperty('phone');
    const oldUser = mapWizardToRegistrationPayload(FULL_ANSWERS, { mode: 'oldUser', today: TODAY });
    expect(oldUser).not.toHaveProperty('howDidYouHear');
    expect(oldUser.isOldUserFlow).toBe(true);
    const edit = mapWizardToRegistrationPayload(FULL_ANSWERS, { mode: 'editMode', today: TODAY });
    expect(edit).not.toHaveProperty('howDidYouHear');
    expect(edit.editMode).toBe(true);
  });

  it('leaves out what the mode skips and empties what an answer hides', () => {
    const short = mapWizardToRegistrationPayload(FULL_ANSWERS, { mode: 'editShort', today: TODAY });
    for (const key of ['wantsJobOffers', 'workArea', 'commuteDistance', 'phone', 'driverLicense']) {
      expect(short).not.toHaveProperty(key);
    }
    expect(short.editMode).toBe(true);
    const declined = mapWizardToRegistrationPayload(
      { ...FULL_ANSWERS, jobOffers: 'no', hasTraining: 'no', education: 'studium', studium: 'medizin' },
      { mode: 'editMode', today: TODAY },
    );
    expect(declined).toMatchObject({
      wantsJobOffers: false,
      workArea: [],
      workAreaHospital: [],
      driverLicense: null,
      training: [],
      detailedEducation: null,
      studium: 'medizin',
      commuteDistance: 'up_to_20',
    });
    expect(declined).not.toHaveProperty('phone');
  });
});

describe('registration payload schema', () => {
  const schema = createFinishRegistrationSchema(() => TODAY);
  const valid = mapWizardToRegistrationPayload(FULL_ANSWERS, { mode: 'standard', today: TODAY });
  const errorsOf = (payload: unknown) => {
    const result = schema.safeParse(payload);
    return result.success ? {} : getRegistrationFieldErrors(result.error);
  };

  it('accepts the mapped payload of every mode', () => {
    for (const mode of ['standard', 'editMode', 'editShort', 'phoneVerified', 'oldUser'] as const) {
      const payload = mapWizardToRegistrationPayload(FULL_ANSWERS, { mode, today: TODAY });
      expect(schema.safeParse(payload).success).toBe(true);
    }
  });

  it('answers per field in German', () => {
    expect(errorsOf({ ...valid, gender: '' })).toEqual({ gender: ['Bitte wähle dein Geschlecht aus'] });
    expect(errorsOf({ ...valid, birthDate: '' })).toEqual({ birthDate: [M.birthDateRequired] });
    expect(errorsOf({ ...valid, birthDate: '2005-02-29' })).toEqual({ birthDate: [M.birthDateInvalid] });
    expect(errorsOf({ ...valid, birthDate: '2010-11-21' })).toEqual({ birthDate: [M.tooYoung] });
    expect(errorsOf({ ...valid, plz: '1011' })).toEqual({ plz: [M.plzInvalidLength(5)] });
    expect(errorsOf({ ...valid, country: 'AT', plz: '10115' })).toEqual({ plz: [M.plzInvalidLength(4)] });
    expect(errorsOf({ ...valid, phone: undefined })).toEqual({ phone: ['Pflichtfeld'] });
    expect(errorsOf({ ...valid, wantsJobOffers: 'yes', phone: '' })).toEqual({ phone: ['Pflichtfeld'] });
    expect(errorsOf({ ...valid, education: 'Hogwarts' })).toEqual({ education: [M.invalidOption] });
    expect(errorsOf({ ...valid, training: ['praxisanleitung', 'zaubern'] })).toEqual({
      training: [M.invalidOption],
    });
    expect(errorsOf({ ...valid, yearsOfExperience: 3 })).toEqual({ yearsOfExperience: [M.invalidOption] });
    expect(errorsOf({ ...valid, detailedEducation: null })).toEqual({
      detailedEducation: [M.detailedEducationRequired],
    });
  });

  it('lists every problem at once', () => {
    expect(Object.keys(errorsOf({ ...valid, gender: undefined, birthDate: '31.02.1990', plz: '1' }))).toEqual(
      ['gender', 'birthDate', 'plz'],
    );
  });

  it('drops answers that contradict their parent', () => {
    const parsed = schema.parse({
      ...valid,
      education: 'studium',
      studium: 'medizin',
      detailedEducation: 'altenpfleger',
      workArea: ['krankenhaus'],
      workAreaDetailed: ['hospiz'],
      driverLicense: 'yes',
    });
    expect(parsed).toMatchObject({
      detailedEducation: null,
      studium: 'medizin',
      workAreaHospital: ['intensivstation'],
      workAreaDetailed: [],
      driverLicense: null,
    });
  });
});

describe('error summary (8.2)', () => {
  it('joins messages with labels and prefixes postal-code messages', () => {
    expect(
      formatRegistrationErrors({
        gender: ['Bitte wähle dein Geschlecht aus'],
        plz: ['Bitte gib eine gültige 5-stellige Postleitzahl ein'],
        location: ['Standort passt nicht zur Postleitzahl'],
        phone: ['Pflichtfeld'],
      }),
    ).toBe(
      [
        'Geschlecht: Bitte wähle dein Geschlecht aus',
        'Postleitzahl: Bitte gib eine gültige 5-stellige Postleitzahl ein',
        'Postleitzahl: Standort passt nicht zur Postleitzahl',
        'Telefonnummer: Pflichtfeld',
      ].join('\n'),
    );
    expect(formatRegistrationErrors({})).toBe('Validierungsfehler bei der Registrierung.');
  });
});

describe('onboarding analytics payloads', () => {
  it('drops selected_value of postal-code, phone, name and e-mail fields', () => {
    for (const field_id of ['plz', 'phone', 'firstName', 'email']) {
      expect(
        maskOnboardingEventData({ field_id, has_value: true, value_type: 'string', selected_value: 'x' }),
      ).toEqual({ field_id, has_value: true, value_type: 'string' });
    }
    expect(maskOnboardingEventData({ field_id: 'education', selected_value: 'studium' })).toEqual({
      field_id: 'education',
      selected_value: 'studium',
    });
  });

  it('rejects unknown steps, event types and event_data fields', () => {
    const base = { session_uuid: crypto.randomUUID(), step_id: 'education', event_type: 'step_entered' };
    expect(ZOnboardingEvent.safeParse(base).success).toBe(true);
    expect(ZOnboardingEvent.safeParse({ ...base, step_id: 'admin' }).success).toBe(false);
    expect(ZOnboardingEvent.safeParse({ ...base, event_type: 'hacked' }).success).toBe(false);
    expect(ZOnboardingEvent.safeParse({ ...base, event_data: { password: 'x' } }).success).toBe(false);
  });
});
