import { describe, expect, it } from 'vitest';
import {
  getCompletenessLabel,
  getProfileCompleteness,
  ZJobExperienceInput,
  ZPasswordChange,
  ZProfileUpdate,
  type TCompletenessInput,
} from './profile.ts';
import { PROFILE_SUMMARY_PLACEHOLDER } from './profile-messages.ts';

const EMPTY: TCompletenessInput = {
  profilePicture: null,
  summary: null,
  jobExperiences: [],
  educations: [],
  languages: [],
  skills: [],
  trainings: [],
};
const FULL: TCompletenessInput = {
  profilePicture: { path: '/uploads/avatars/1.webp', cPath: '/uploads/avatars/1-c.webp', createdAt: 1 },
  summary: 'Pflegefachfrau mit Herz.',
  jobExperiences: [{}],
  educations: [{}],
  languages: [{}],
  skills: [{}],
  trainings: [{}],
};

describe('getProfileCompleteness (000 §5)', () => {
  it('scores an empty profile 0 and lists every part, largest first', () => {
    const result = getProfileCompleteness(EMPTY);
    expect(result.score).toBe(0);
    expect(result.label).toBe('Profil vervollständigen');
    expect(result.missing.map((m) => [m.key, m.points])).toEqual([
      ['experience', 20],
      ['education', 20],
      ['summary', 15],
      ['languages', 15],
      ['picture', 10],
      ['skills', 10],
      ['trainings', 10],
    ]);
  });

  it('scores a full profile 100 with nothing missing', () => {
    expect(getProfileCompleteness(FULL)).toEqual({ score: 100, label: 'Profil vollständig', missing: [] });
  });

  it('uses the spec weights per part', () => {
    expect(getProfileCompleteness({ ...EMPTY, profilePicture: FULL.profilePicture }).score).toBe(10);
    expect(getProfileCompleteness({ ...EMPTY, summary: 'Hallo' }).score).toBe(15);
    expect(getProfileCompleteness({ ...EMPTY, jobExperiences: 2 }).score).toBe(20);
    expect(getProfileCompleteness({ ...EMPTY, educations: [{}] }).score).toBe(20);
    expect(getProfileCompleteness({ ...EMPTY, languages: [{}] }).score).toBe(15);
    expect(getProfileCompleteness({ ...EMPTY, skills: [{}] }).score).toBe(10);
    expect(getProfileCompleteness({ ...EMPTY, trainings: [{}] }).score).toBe(10);
  });

  it('does not count a blank summary or the default placeholder', () => {
    expect(getProfileCompleteness({ ...EMPTY, summary: '   ' }).score).toBe(0);
    expect(getProfileCompleteness({ ...EMPTY, summary: PROFILE_SUMMARY_PLACEHOLDER }).score).toBe(0);
  });

  it('reaches 45 and 50 at the "Gut gemacht!" edge', () => {
    // experience 20 + summary 15 + picture 10 = 45
    const below = getProfileCompleteness({ ...EMPTY, jobExperiences: 1, summary: 'x', profilePicture: {} });
    expect(below).toMatchObject({ score: 45, label: 'Profil vervollständigen' });
    // experience 20 + education 20 + skills 10 = 50
    const at = getProfileCompleteness({ ...EMPTY, jobExperiences: 1, educations: 1, skills: 1 });
    expect(at).toMatchObject({ score: 50, label: 'Gut gemacht!' });
  });

  it('reaches 70 and 80 at the "Fast geschafft!" edge', () => {
    // Scores move in steps of 5, so 70 and 80 are the nearest reachable values around the edge.
    const seventy = getProfileCompleteness({ ...FULL, educations: [], skills: [] });
    expect(seventy).toMatchObject({ score: 70, label: 'Gut gemacht!' });
    const eighty = getProfileCompleteness({ ...FULL, educations: [] });
    expect(eighty).toMatchObject({ score: 80, label: 'Fast geschafft!' });
    expect(eighty.missing).toEqual([{ key: 'education', label: 'Ausbildung hinzufügen', points: 20 }]);
    const ninety = getProfileCompleteness({ ...FULL, trainings: [] });
    expect(ninety).toMatchObject({ score: 90, label: 'Fast geschafft!' });
  });
});

describe('getCompletenessLabel edge values', () => {
  it.each([
    [0, 'Profil vervollständigen'],
    [49, 'Profil vervollständigen'],
    [50, 'Gut gemacht!'],
    [79, 'Gut gemacht!'],
    [80, 'Fast geschafft!'],
    [99, 'Fast geschafft!'],
    [100, 'Profil vollständig'],
  ])('%i → %s', (score, label) => {
    expect(getCompletenessLabel(score)).toBe(label);
  });
});

describe('settings schemas', () => {
  it('requires an end month unless the job is current, and never an end before the start', () => {
    const base = { title: 'Pflegefachfrau', employer: 'Charité', fromMonth: '2020-04' };
    expect(ZJobExperienceInput.safeParse({ ...base, isCurrent: true }).success).toBe(true);
    const noEnd = ZJobExperienceInput.safeParse({ ...base, isCurrent: false });
    expect(noEnd.error?.issues[0]?.message).toBe('Bitte gib das Ende an oder wähle „Aktuelle Position“.');
    const early = ZJobExperienceInput.safeParse({ ...base, toMonth: '2019-01' });
    expect(early.error?.issues[0]?.message).toBe('Das Ende darf nicht vor dem Beginn liegen.');
    expect(ZJobExperienceInput.parse({ ...base, isCurrent: true, toMonth: '2024-01' }).toMonth).toBeNull();
  });

  it('checks the postal code per country and allows an empty one', () => {
    const base = { firstName: 'Marie', lastName: 'Mitglied' };
    expect(ZProfileUpdate.safeParse({ ...base, plz: '', country: 'DE' }).success).toBe(true);
    expect(ZProfileUpdate.safeParse({ ...base, plz: '8033', country: 'DE' }).success).toBe(false);
    expect(ZProfileUpdate.safeParse({ ...base, plz: '8010', country: 'AT' }).success).toBe(true);
  });

  it('wants the new password twice and different from the current one', () => {
    const differ = ZPasswordChange.safeParse({
      currentPassword: 'alt-Passwort-1',
      newPassword: 'neu-Passwort-22',
      passwordConfirmation: 'neu-Passwort-23',
    });
    expect(differ.error?.issues[0]?.message).toBe('Die Passwörter stimmen nicht überein.');
  });
});
