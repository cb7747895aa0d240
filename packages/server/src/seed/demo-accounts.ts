/** The documented demo accounts (README). Their passwords are public on purpose: demo data only. */
export const DEMO_ACCOUNTS = [
  {
    role: 'Admin',
    email: 'admin@demo.pflegepuls.de',
    password: 'PflegeAdmin!2026',
    firstName: 'Alexandra',
    lastName: 'Admin',
    userName: 'alexandra.admin',
    position: 'Pflegedienstleitung',
    isAdmin: true,
    isUrocampusMember: true,
    isTeam: true,
  },
  {
    role: 'Mitglied',
    email: 'mitglied@demo.pflegepuls.de',
    password: 'PflegeDemo!2026',
    firstName: 'Marie',
    lastName: 'Mitglied',
    userName: 'marie.mitglied',
    position: 'Pflegefachfrau',
    isAdmin: false,
    isUrocampusMember: false,
    isTeam: false,
  },
  {
    role: 'Urocampus-Mitglied',
    email: 'urocampus@demo.pflegepuls.de',
    password: 'UroCampus!2026',
    firstName: 'Uwe',
    lastName: 'Urocampus',
    userName: 'uwe.urocampus',
    position: 'Fachkrankenpfleger für Intensivpflege und Anästhesie',
    isAdmin: false,
    isUrocampusMember: true,
    isTeam: false,
  },
  {
    role: 'Recruiter',
    email: 'recruiter@demo.pflegepuls.de',
    password: 'PflegeJobs!2026',
    firstName: 'Robert',
    lastName: 'Recruiter',
    userName: 'robert.recruiter',
    position: 'Personalreferent Pflege',
    isAdmin: false,
    isUrocampusMember: false,
    isTeam: false,
  },
] as const;

/** Password of every other demo user, so a second account is at hand for trying things out. */
export const DEMO_USER_PASSWORD = 'PflegeDemo!2026';
