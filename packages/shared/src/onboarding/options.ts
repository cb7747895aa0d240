/** Onboarding: Option lists (5.2). */

export type TWizardOption = {
  value: string;
  label: string;
  emoji?: string;
  icon?: string;
  description?: string;
};

type TValues<T extends readonly { value: string }[]> = T[number]['value'];

/** The `value`s of an option list as a tuple, as `z.enum` wants them. */
export function getOptionValues<const T extends readonly { value: string }[]>(options: T) {
  return options.map((option) => option.value) as [TValues<T>, ...TValues<T>[]];
}

/** The label of a value in an option list, or the value itself when unknown. */
export function getOptionLabel(options: readonly TWizardOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export const EDUCATION_THREE_YEAR = 'dreijaehrige_ausbildung';
export const EDUCATION_STUDIUM = 'studium';

export const EDUCATION_OPTIONS = [
  {
    value: EDUCATION_THREE_YEAR,
    label: 'Dreijährige Ausbildung',
    emoji: '🎓',
    description: 'z. B. Pflegefachfrau/-mann, Gesundheits- und Krankenpfleger/in, Altenpfleger/in',
  },
  {
    value: 'einjaehrige_ausbildung',
    label: 'Einjährige Ausbildung',
    emoji: '📘',
    description: 'z. B. Pflegehelfer/in, Gesundheits- und Krankenpflegehelfer/in',
  },
  {
    value: 'eineinhalbjaehrige_ausbildung',
    label: 'Eineinhalbjährige Ausbildung',
    emoji: '📗',
    description: 'z. B. Pflegeassistenz in Teilzeit oder mit verkürzter Ausbildung',
  },
  {
    value: 'zweijaehrige_ausbildung',
    label: 'Zweijährige Ausbildung',
    emoji: '📙',
    description: 'z. B. Pflegeassistent/in, Sozialassistent/in',
  },
  {
    value: EDUCATION_STUDIUM,
    label: 'Studium',
    emoji: '🏛️',
    description: 'Pflege, Medizin oder Gesundheitswissenschaften',
  },
  {
    value: 'ohne_ausbildung',
    label: 'Ohne Ausbildung',
    emoji: '🤝',
    description: 'z. B. Quereinstieg, Betreuungskraft oder Pflegehilfskraft',
  },
  {
    value: 'in_ausbildung',
    label: 'In Ausbildung',
    emoji: '✏️',
    description: 'Du machst gerade deine Ausbildung oder dein Studium',
  },
] as const satisfies readonly TWizardOption[];
export type TEducation = TValues<typeof EDUCATION_OPTIONS>;

/** Three-year professions (detailedEducation, shown for the three-year training). */
export const DETAILED_EDUCATION_OPTIONS = [
  { value: 'pflegefachfrau_pflegefachmann', label: 'Pflegefachfrau / Pflegefachmann' },
  { value: 'gesundheits_und_krankenpfleger', label: 'Gesundheits- und Krankenpfleger/in' },
  { value: 'altenpfleger', label: 'Altenpfleger/in' },
  { value: 'gesundheits_und_kinderkrankenpfleger', label: 'Gesundheits- und Kinderkrankenpfleger/in' },
  { value: 'heilerziehungspfleger', label: 'Heilerziehungspfleger/in' },
  { value: 'operationstechnischer_assistent', label: 'Operationstechnische/r Assistent/in (OTA)' },
  { value: 'anaesthesietechnischer_assistent', label: 'Anästhesietechnische/r Assistent/in (ATA)' },
  { value: 'notfallsanitaeter', label: 'Notfallsanitäter/in' },
  { value: 'hebamme', label: 'Hebamme / Entbindungspfleger' },
  { value: 'medizinischer_fachangestellter', label: 'Medizinische/r Fachangestellte/r (MFA)' },
  { value: 'physiotherapeut', label: 'Physiotherapeut/in' },
  { value: 'ergotherapeut', label: 'Ergotherapeut/in' },
  { value: 'logopaede', label: 'Logopäde / Logopädin' },
  { value: 'mtr', label: 'Medizinische/r Technologe/-in für Radiologie (MTR)' },
  { value: 'mtl', label: 'Medizinische/r Technologe/-in für Laboratoriumsanalytik (MTL)' },
  { value: 'andere', label: 'Andere dreijährige Ausbildung' },
] as const satisfies readonly TWizardOption[];
export type TDetailedEducation = TValues<typeof DETAILED_EDUCATION_OPTIONS>;

/** Degree programmes (studium). */
export const STUDIUM_OPTIONS = [
  { value: 'pflege_primaerqualifizierend', label: 'Pflege (primärqualifizierend, B.Sc.)' },
  { value: 'pflegewissenschaft', label: 'Pflegewissenschaft' },
  { value: 'angewandte_pflegewissenschaft', label: 'Angewandte Pflegewissenschaft' },
  { value: 'advanced_nursing_practice', label: 'Advanced Nursing Practice' },
  { value: 'pflegemanagement', label: 'Pflegemanagement' },
  { value: 'pflegepaedagogik', label: 'Pflegepädagogik' },
  { value: 'medizinpaedagogik', label: 'Medizinpädagogik' },
  { value: 'hebammenwissenschaft', label: 'Hebammenwissenschaft' },
  { value: 'gesundheitsmanagement', label: 'Gesundheitsmanagement' },
  { value: 'gesundheitswissenschaften', label: 'Gesundheitswissenschaften / Public Health' },
  { value: 'therapiewissenschaften', label: 'Therapiewissenschaften (Physio-, Ergotherapie, Logopädie)' },
  { value: 'physician_assistant', label: 'Physician Assistant' },
  { value: 'medizin', label: 'Medizin' },
  { value: 'soziale_arbeit', label: 'Soziale Arbeit' },
  { value: 'anderer_studiengang', label: 'Anderer Studiengang' },
] as const satisfies readonly TWizardOption[];
export type TStudium = TValues<typeof STUDIUM_OPTIONS>;

export const YES_NO_OPTIONS = [
  { value: 'yes', label: 'Ja', emoji: '👍' },
  { value: 'no', label: 'Nein', emoji: '👎' },
] as const satisfies readonly TWizardOption[];
export type TYesNo = TValues<typeof YES_NO_OPTIONS>;

/** Further trainings (training, multi-select). */
export const TRAINING_OPTIONS = [
  { value: 'intensivpflege_anaesthesie', label: 'Fachweiterbildung Intensivpflege und Anästhesie' },
  { value: 'paediatrische_intensivpflege', label: 'Pädiatrische Intensiv- und Anästhesiepflege' },
  { value: 'ausserklinische_intensivpflege', label: 'Außerklinische Intensivpflege' },
  { value: 'op_pflege', label: 'OP-Pflege (Fachweiterbildung Operationsdienst)' },
  { value: 'notfallpflege', label: 'Notfallpflege' },
  { value: 'onkologie', label: 'Onkologische Pflege' },
  { value: 'nephrologie', label: 'Nephrologie und Dialyse' },
  { value: 'psychiatrie', label: 'Psychiatrische Pflege' },
  { value: 'gerontopsychiatrie', label: 'Gerontopsychiatrie' },
  { value: 'palliative_care', label: 'Palliative Care' },
  { value: 'praxisanleitung', label: 'Praxisanleitung' },
  { value: 'stationsleitung', label: 'Stationsleitung' },
  { value: 'wohnbereichsleitung', label: 'Wohnbereichsleitung' },
  { value: 'pflegedienstleitung', label: 'Pflegedienstleitung' },
  { value: 'hygienebeauftragte', label: 'Hygienebeauftragte/r in der Pflege' },
  { value: 'hygienefachkraft', label: 'Hygienefachkraft' },
  { value: 'wundexperte_icw', label: 'Wundexperte ICW' },
  { value: 'pain_nurse', label: 'Pain Nurse (algesiologische Fachassistenz)' },
  { value: 'case_management', label: 'Case Management' },
  { value: 'pflegeberatung_7a', label: 'Pflegeberatung nach § 7a SGB XI' },
  { value: 'qualitaetsmanagement', label: 'Qualitätsmanagement' },
  { value: 'basale_stimulation', label: 'Basale Stimulation' },
  { value: 'kinaesthetik', label: 'Kinästhetik' },
  { value: 'demenzbegleitung', label: 'Demenzbegleitung' },
  { value: 'validation', label: 'Validation' },
  { value: 'diabetesberatung', label: 'Diabetesberatung' },
  { value: 'atmungstherapie', label: 'Atmungstherapie' },
  { value: 'stroke_unit', label: 'Stroke-Unit-Pflege' },
  { value: 'endoskopie', label: 'Endoskopie' },
  { value: 'stoma_kontinenz', label: 'Stoma-, Kontinenz- und Wundpflege' },
  { value: 'andere', label: 'Andere Weiterbildung' },
] as const satisfies readonly TWizardOption[];
export type TTraining = TValues<typeof TRAINING_OPTIONS>;

/** Experience buckets; the value is the number of years sent (5.2). */
export const EXPERIENCE_OPTIONS = [
  { value: '0', label: 'Weniger als 1 Jahr', emoji: '🌱' },
  { value: '2', label: '1–3 Jahre', emoji: '🌿' },
  { value: '4', label: '3–5 Jahre', emoji: '🌳' },
  { value: '7', label: '5–10 Jahre', emoji: '🏅' },
  { value: '15', label: 'Mehr als 10 Jahre', emoji: '🏆' },
] as const satisfies readonly TWizardOption[];
export const EXPERIENCE_YEARS = EXPERIENCE_OPTIONS.map((option) => Number(option.value));

export const HOW_DID_YOU_HEAR_OPTIONS = [
  { value: 'instagram', label: 'Instagram', emoji: '📸' },
  { value: 'facebook', label: 'Facebook', emoji: '👥' },
  { value: 'tiktok', label: 'TikTok', emoji: '🎵' },
  { value: 'influencer', label: 'Über eine Influencerin oder einen Influencer', emoji: '⭐' },
  { value: 'employer', label: 'Über meinen Arbeitgeber', emoji: '🏥' },
  { value: 'colleague', label: 'Über Kolleginnen oder Kollegen', emoji: '💬' },
  { value: 'fair', label: 'Auf einer Messe', emoji: '🎪' },
  { value: 'school', label: 'Über meine Pflegeschule oder Hochschule', emoji: '🏫' },
  { value: 'other', label: 'Anders', emoji: '✨' },
] as const satisfies readonly TWizardOption[];
export type THowDidYouHear = TValues<typeof HOW_DID_YOU_HEAR_OPTIONS>;

export const JOB_OFFERS_OPTIONS = [
  { value: 'yes', label: 'Ja, zeig mir passende Jobangebote', emoji: '💼' },
  { value: 'no', label: 'Nein, im Moment nicht', emoji: '🙅' },
] as const satisfies readonly TWizardOption[];

export const WORK_AREA_HOSPITAL = 'krankenhaus';
export const WORK_AREA_STATIONARY = 'stationaere_pflege';
export const WORK_AREA_AMBULANT = 'ambulante_pflege';
export const WORK_AREA_OTHER = 'sonstige';

export const WORK_AREA_OPTIONS = [
  { value: WORK_AREA_HOSPITAL, label: 'Krankenhaus', emoji: '🏥' },
  { value: WORK_AREA_STATIONARY, label: 'Stationäre Pflege', emoji: '🏠' },
  { value: WORK_AREA_AMBULANT, label: 'Ambulante Pflege', emoji: '🚗' },
  { value: WORK_AREA_OTHER, label: 'Sonstige', emoji: '🧭' },
] as const satisfies readonly TWizardOption[];
export type TWorkArea = TValues<typeof WORK_AREA_OPTIONS>;

export const WORK_AREA_HOSPITAL_OPTIONS = [
  { value: 'intensivstation', label: 'Intensivstation' },
  { value: 'intermediate_care', label: 'Intermediate Care (IMC)' },
  { value: 'normalstation', label: 'Normalstation' },
  { value: 'notaufnahme', label: 'Notaufnahme' },
  { value: 'op', label: 'OP' },
  { value: 'anaesthesie', label: 'Anästhesie' },
  { value: 'innere_medizin', label: 'Innere Medizin' },
  { value: 'chirurgie', label: 'Chirurgie' },
  { value: 'kardiologie', label: 'Kardiologie' },
  { value: 'neurologie', label: 'Neurologie / Stroke Unit' },
  { value: 'onkologie', label: 'Onkologie' },
  { value: 'geriatrie', label: 'Geriatrie' },
  { value: 'psychiatrie', label: 'Psychiatrie' },
  { value: 'kinderklinik', label: 'Kinderklinik / Pädiatrie' },
  { value: 'neonatologie', label: 'Neonatologie' },
  { value: 'gynaekologie_geburtshilfe', label: 'Gynäkologie und Geburtshilfe' },
  { value: 'urologie', label: 'Urologie' },
  { value: 'endoskopie_funktionsdiagnostik', label: 'Endoskopie / Funktionsdiagnostik' },
  { value: 'palliativstation', label: 'Palliativstation' },
] as const satisfies readonly TWizardOption[];

export const WORK_AREA_STATIONARY_OPTIONS = [
  { value: 'altenpflegeheim', label: 'Altenpflegeheim' },
  { value: 'wohnbereich_demenz', label: 'Beschützter Wohnbereich (Demenz)' },
  { value: 'kurzzeitpflege', label: 'Kurzzeitpflege' },
  { value: 'tagespflege', label: 'Tages- oder Nachtpflege' },
  { value: 'betreutes_wohnen', label: 'Betreutes Wohnen' },
  { value: 'intensivpflege_wg', label: 'Intensivpflege-Wohngemeinschaft' },
  { value: 'eingliederungshilfe', label: 'Eingliederungshilfe / Behindertenhilfe' },
] as const satisfies readonly TWizardOption[];

export const DRIVER_LICENSE_OPTIONS = [
  { value: 'yes', label: 'Ja, ich habe einen Führerschein', emoji: '🚗' },
  { value: 'no', label: 'Nein', emoji: '🚲' },
] as const satisfies readonly TWizardOption[];

export const WORK_AREA_DETAILED_OPTIONS = [
  { value: 'reha_klinik', label: 'Reha-Klinik' },
  { value: 'arztpraxis', label: 'Arztpraxis / MVZ' },
  { value: 'dialyse', label: 'Dialyse' },
  { value: 'hospiz', label: 'Hospiz' },
  { value: 'rettungsdienst', label: 'Rettungsdienst' },
  { value: 'schule_ausbildung', label: 'Schule / Ausbildung' },
  { value: 'pflegeberatung', label: 'Pflegeberatung' },
  { value: 'krankenkasse_md', label: 'Krankenkasse / Medizinischer Dienst' },
  { value: 'behoerde', label: 'Behörde / Gesundheitsamt' },
  { value: 'medizintechnik', label: 'Medizintechnik / Industrie' },
  { value: 'forschung', label: 'Forschung und Wissenschaft' },
  { value: 'zeitarbeit', label: 'Zeitarbeit / Personaldienstleister' },
] as const satisfies readonly TWizardOption[];

export const COMMUTE_DISTANCE_OPTIONS = [
  { value: 'up_to_15', label: 'Bis 15 km', emoji: '🚲' },
  { value: 'up_to_20', label: 'Bis 20 km', emoji: '🛵' },
  { value: 'up_to_30', label: 'Bis 30 km', emoji: '🚗' },
  { value: 'more_than_30', label: 'Mehr als 30 km', emoji: '🚆' },
  { value: 'relocate', label: 'Ich würde für den passenden Job umziehen', emoji: '📦' },
] as const satisfies readonly TWizardOption[];

/** The wizard's gender choices (3.2) and what the payload sends for each (5.2). */
export const GENDER_OPTIONS = [
  { value: 'Weiblich', label: 'Weiblich' },
  { value: 'Männlich', label: 'Männlich' },
  { value: 'Divers', label: 'Divers' },
] as const satisfies readonly TWizardOption[];
export const PAYLOAD_GENDERS = ['female', 'male', 'other'] as const;
export type TPayloadGender = (typeof PAYLOAD_GENDERS)[number];

export const COUNTRY_OPTIONS = [
  { value: 'DE', label: 'Deutschland', emoji: '🇩🇪' },
  { value: 'AT', label: 'Österreich', emoji: '🇦🇹' },
  { value: 'CH', label: 'Schweiz', emoji: '🇨🇭' },
] as const satisfies readonly TWizardOption[];

/** Version of the Urocampus terms the wizard's privacy dialog shows; stored with each acceptance. */
export const UROCAMPUS_TERMS_VERSION = '2026-01';
