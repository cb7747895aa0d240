import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ONBOARDING_MESSAGES as M, type TOnboardingProfile } from '@pflegepuls/shared';
import { animationsDone, DESKTOP, framesPainted, newPage, PHONE, shoot, visible } from './support/browser.ts';
import { DEMO_ACCOUNTS } from '../packages/server/src/seed/demo-accounts.ts';
import { authenticate, openTab } from './support/session.ts';
import { expectAxeClean } from './support/axe.ts';
import { browser, server, useServerAndBrowser } from './support/fixture.ts';

/** The page function OnboardingHost installs; the e2e project has no DOM typings. */
declare const window: { openOnboarding?: (mode: string) => void };

let ipCounter = 0;
let memberCounter = 0;

useServerAndBrowser();

const dialog = (page: Page) => page.getByRole('dialog');
const heading = (page: Page, name: string) => dialog(page).getByRole('heading', { name });

/** A fresh member, registered through the API in the browser (session cookie and CSRF as the SPA). */
async function openAsNewMember(viewport: { width: number; height: number }) {
  const { context, page } = await openTab(browser, viewport);
  const email = `wizard.${Date.now()}.${++memberCounter}@example.org`;
  await authenticate(page, server.url, '/api/user/register', {
    firstname: 'Wanda',
    lastname: 'Wizard',
    email,
    password: 'Pflege-2026!',
    accept_terms: true,
  });
  await page.goto(`${server.url}/feed`);
  // The member's feed (visitors would be on /registrieren); the name sits in closed menus on phones.
  await visible(page.locator('h1', { hasText: 'Feed' }));
  await page.waitForFunction(() => typeof window.openOnboarding === 'function');
  return { context, page };
}

async function getSavedProfile(page: Page): Promise<TOnboardingProfile> {
  const response = await page.request.get(`${server.url}/api/onboarding`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as TOnboardingProfile;
}

/** Picks a single-choice option; the step moves on by itself after the auto-advance delay. */
async function choose(page: Page, label: string | RegExp, nextTitle: string) {
  await dialog(page).getByRole('radio', { name: label }).click();
  await visible(heading(page, nextTitle));
}

async function next(page: Page) {
  await dialog(page).getByRole('button', { name: M.next, exact: true }).click();
}

async function runStandardFlow(page: Page, name: string) {
  await page.evaluate(() => window.openOnboarding?.('standard'));
  await visible(heading(page, 'Schön, dass du da bist!'));
  await visible(dialog(page).getByText(/^Schritt 1 von \d+$/));
  await shoot(page, `onboarding-intro-${name}`);
  await expectAxeClean(page, '[role="dialog"]');
  await dialog(page).getByRole('button', { name: M.start }).click();

  await visible(heading(page, 'Welche Ausbildung hast du?'));
  await shoot(page, `onboarding-education-${name}`);
  await choose(page, /^Dreijährige Ausbildung/, 'Welchen Beruf hast du gelernt?');
  await choose(page, 'Pflegefachfrau / Pflegefachmann', 'Hast du eine Fach- oder Weiterbildung?');
  await choose(page, 'Ja', 'Welche Weiterbildungen hast du?');

  await visible(dialog(page).getByText(M.multiSelectNote));
  await next(page);
  await visible(dialog(page).getByText(M.trainingStep));
  await shoot(page, `onboarding-training-error-${name}`);
  await dialog(page).getByRole('checkbox', { name: 'Praxisanleitung' }).click();
  await expect.poll(() => dialog(page).getByText(M.trainingStep).count()).toBe(0);
  await dialog(page).getByRole('checkbox', { name: 'Palliative Care' }).click();
  await next(page);

  await visible(heading(page, 'Wie viel Berufserfahrung hast du?'));
  await choose(page, '3–5 Jahre', 'Wie hast du von uns erfahren?');
  await choose(page, 'Instagram', 'Werde Teil des Urocampus');

  // Ticking the box asks for the privacy consent first; declining leaves it unticked.
  await dialog(page).getByRole('checkbox', { name: 'Ja, ich möchte dem Urocampus beitreten' }).click();
  await visible(page.getByRole('heading', { name: 'Datenschutz im Urocampus' }));
  await shoot(page, `onboarding-urocampus-privacy-${name}`);
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  await expect
    .poll(() =>
      dialog(page).getByRole('checkbox', { name: 'Ja, ich möchte dem Urocampus beitreten' }).isChecked(),
    )
    .toBe(false);
  await next(page);

  await visible(heading(page, 'Ein paar Angaben zu dir'));
  await next(page);
  await visible(dialog(page).getByText(M.personalInfoStep));
  await visible(dialog(page).getByText(M.genderRequired));
  await dialog(page).getByRole('radio', { name: 'Weiblich' }).click();
  const birth = dialog(page).getByLabel('Geburtsdatum');
  await birth.pressSequentially('01021990');
  await expect.poll(() => birth.inputValue()).toBe('01.02.1990');
  await dialog(page).getByLabel('Postleitzahl').fill('10115');
  await visible(dialog(page).getByText('10115 Berlin'));
  await shoot(page, `onboarding-personal-info-${name}`);
  await expectAxeClean(page, '[role="dialog"]');
  await next(page);

  await visible(heading(page, 'Möchtest du passende Jobangebote erhalten?'));
  await choose(page, /^Ja, zeig mir passende Jobangebote/, 'Wo möchtest du arbeiten?');
  await dialog(page).getByRole('checkbox', { name: 'Krankenhaus' }).click();
  await dialog(page).getByRole('checkbox', { name: 'Ambulante Pflege' }).click();
  await shoot(page, `onboarding-work-area-${name}`);
  await next(page);
  await visible(heading(page, 'Welche Bereiche im Krankenhaus interessieren dich?'));
  await dialog(page).getByRole('checkbox', { name: 'Intensivstation' }).click();
  await next(page);
  await choose(page, /^Ja, ich habe einen Führerschein/, 'Wie weit darf dein Arbeitsweg sein?');
  await choose(page, 'Bis 20 km', 'Wie erreichen wir dich?');

  const weiter = dialog(page).getByRole('button', { name: M.next, exact: true });
  await dialog(page).getByLabel('Telefonnummer').fill('0151 12345678');
  expect(await weiter.isEnabled()).toBe(false);
  await dialog(page)
    .getByRole('checkbox', { name: /telefonisch kontaktiert/ })
    .click();
  await expect.poll(() => weiter.isEnabled()).toBe(true);
  await shoot(page, `onboarding-phone-${name}`);
  await weiter.click();

  await visible(heading(page, 'Geschafft!'));
  await shoot(page, `onboarding-success-${name}`);
  // The success step closes the wizard by itself.
  await dialog(page).waitFor({ state: 'hidden', timeout: 8000 });
}

describe('onboarding wizard in Chromium', () => {
  let context: BrowserContext | undefined;

  it('runs the standard flow with job offers on a phone and saves the answers', async () => {
    const opened = await openAsNewMember(PHONE);
    context = opened.context;
    const { page } = opened;
    const analyticsFailures: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('[onboarding-analytics]')) analyticsFailures.push(message.text());
    });
    page.on('response', (response) => {
      if (response.url().includes('/api/analytics/onboarding/') && !response.ok())
        analyticsFailures.push(`${response.status()} ${response.url()}`);
    });
    await runStandardFlow(page, 'phone');
    expect(analyticsFailures).toEqual([]);

    const saved = await getSavedProfile(page);
    expect(saved.completedAt).not.toBeNull();
    expect(saved.answers).toMatchObject({
      education: 'dreijaehrige_ausbildung',
      detailedEducation: 'pflegefachfrau_pflegefachmann',
      training: ['praxisanleitung', 'palliative_care'],
      experience: '4',
      howDidYouHear: 'instagram',
      gender: 'Weiblich',
      birthDate: '01.02.1990',
      plz: '10115',
      country: 'DE',
      location_city: 'Berlin',
      jobOffers: 'yes',
      workArea: ['krankenhaus', 'ambulante_pflege'],
      workAreaHospital: ['intensivstation'],
      driverLicense: 'yes',
      commuteDistance: 'up_to_20',
      phone: '0151 12345678',
    });
    await context.close();
  });

  it('prefills editMode from the saved answers and steps back with Escape, Alt+Left and browser back (desktop)', async () => {
    const opened = await openAsNewMember(DESKTOP);
    context = opened.context;
    const { page } = opened;
    await runStandardFlow(page, 'desktop');

    await page.evaluate(() => window.openOnboarding?.('editMode'));
    await visible(heading(page, 'Welche Ausbildung hast du?'));
    const box = await dialog(page).boundingBox();
    expect(box!.y).toBeGreaterThan(20); // centred dialog, not a sheet
    await expect
      .poll(() =>
        dialog(page)
          .getByRole('radio', { name: /^Dreijährige Ausbildung/ })
          .getAttribute('aria-checked'),
      )
      .toBe('true');
    await shoot(page, 'onboarding-edit-prefilled-desktop');

    await next(page);
    await visible(heading(page, 'Welchen Beruf hast du gelernt?'));
    await page.keyboard.press('Escape');
    await visible(heading(page, 'Welche Ausbildung hast du?'));

    await next(page);
    await visible(heading(page, 'Welchen Beruf hast du gelernt?'));
    await page.keyboard.press('Alt+ArrowLeft');
    await visible(heading(page, 'Welche Ausbildung hast du?'));
    expect(page.url()).toContain('/feed');

    await next(page);
    await visible(heading(page, 'Welchen Beruf hast du gelernt?'));
    await page.goBack();
    await visible(heading(page, 'Welche Ausbildung hast du?'));

    // Walk through the prefilled steps, change the experience and save.
    await next(page);
    await next(page); // detailedEducation
    await next(page); // hasTraining
    await next(page); // training
    await visible(heading(page, 'Wie viel Berufserfahrung hast du?'));
    await choose(page, 'Mehr als 10 Jahre', 'Ein paar Angaben zu dir');
    await visible(dialog(page).getByText('10115 Berlin'));
    await expect.poll(() => dialog(page).getByLabel('Geburtsdatum').inputValue()).toBe('01.02.1990');
    await next(page);
    for (const title of [
      'Möchtest du passende Jobangebote erhalten?',
      'Wo möchtest du arbeiten?',
      'Welche Bereiche im Krankenhaus interessieren dich?',
      'Hast du einen Führerschein?',
      'Wie weit darf dein Arbeitsweg sein?',
    ]) {
      await visible(heading(page, title));
      await next(page);
    }
    await visible(heading(page, 'Wie erreichen wir dich?'));
    await expect.poll(() => dialog(page).getByLabel('Telefonnummer').inputValue()).toBe('0151 12345678');
    await dialog(page)
      .getByRole('checkbox', { name: /telefonisch kontaktiert/ })
      .click();
    await next(page);
    await visible(heading(page, 'Gespeichert!'));
    await shoot(page, 'onboarding-edit-saved-desktop');
    await dialog(page).waitFor({ state: 'hidden', timeout: 8000 });
    const saved = await getSavedProfile(page);
    expect(saved.answers.experience).toBe('15');
    await context.close();
  });

  it('opens from ?onboarding=standard once, ignores backdrop clicks and records the abandon on close', async () => {
    const opened = await openAsNewMember(DESKTOP);
    context = opened.context;
    const { page } = opened;
    await page.goto(`${server.url}/feed?onboarding=standard`);
    await visible(heading(page, 'Schön, dass du da bist!'));
    await expect.poll(() => page.url()).toMatch(/\/feed$/);
    await page.mouse.click(20, 20);
    // Had the click closed the dialog, its fade-out would be running by the next frames.
    await framesPainted(page);
    await animationsDone(page.locator('.MuiDialog-root'));
    await visible(heading(page, 'Schön, dass du da bist!'));
    const abandon = page.waitForResponse((r) =>
      r.url().endsWith('/api/analytics/onboarding/session/abandon'),
    );
    await dialog(page).getByRole('button', { name: 'Schließen' }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect((await abandon).status()).toBe(200);
    expect(page.url()).toMatch(/\/feed$/);
    await context.close();
  });

  it('joins the Urocampus after the privacy consent and switches there after completion (no job offers)', async () => {
    const opened = await openAsNewMember(PHONE);
    context = opened.context;
    const { page } = opened;
    await page.evaluate(() => window.openOnboarding?.('standard'));
    await dialog(page).getByRole('button', { name: M.start }).click();
    await choose(page, /^Studium/, 'Was hast du studiert?');
    await choose(page, 'Pflegemanagement', 'Hast du eine Fach- oder Weiterbildung?');
    await choose(page, 'Nein', 'Wie viel Berufserfahrung hast du?');
    await choose(page, 'Weniger als 1 Jahr', 'Wie hast du von uns erfahren?');
    await choose(page, 'TikTok', 'Werde Teil des Urocampus');
    const join = dialog(page).getByRole('checkbox', { name: 'Ja, ich möchte dem Urocampus beitreten' });
    await join.click();
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect.poll(() => join.isChecked()).toBe(true);
    await next(page);
    await dialog(page).getByRole('radio', { name: 'Divers' }).click();
    await dialog(page).getByLabel('Geburtsdatum').pressSequentially('24121985');
    await dialog(page).getByLabel('Land').click();
    await page.getByRole('option', { name: /Österreich/ }).click();
    await dialog(page).getByLabel('Postleitzahl').fill('1010');
    await visible(dialog(page).getByText(/^1010 /));
    await next(page);
    await choose(page, /^Nein, im Moment nicht/, 'Wie weit darf dein Arbeitsweg sein?');
    await dialog(page).getByRole('radio', { name: 'Bis 15 km' }).click();
    await visible(heading(page, 'Geschafft!'));
    await visible(dialog(page).getByText(M.joinedUrocampus));
    await page.waitForURL('**/closed_area/1', { timeout: 10_000 });
    const saved = await getSavedProfile(page);
    expect(saved.isUrocampusMember).toBe(true);
    expect(saved.answers).toMatchObject({
      education: 'studium',
      studium: 'pflegemanagement',
      jobOffers: 'no',
      country: 'AT',
    });
    await context.close();
  });
  it('lets an admin open any mode from the opener select, and only an admin', async () => {
    const member = await openAsNewMember(DESKTOP);
    expect(await member.page.getByLabel('Onboarding öffnen').count()).toBe(0);
    await member.context.close();

    const { context: adminContext, page } = await newPage(browser, DESKTOP);
    await adminContext.setExtraHTTPHeaders({ 'x-forwarded-for': `10.30.1.${++ipCounter}` });
    await page.goto(`${server.url}/registrieren`);
    await page.waitForLoadState('networkidle');
    const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
    const login = await page.request.post(`${server.url}/api/user/login`, {
      headers: { Accept: 'application/json', 'X-CSRF-TOKEN': token },
      data: { email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password, remember: 'on' },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${server.url}/feed`);
    await page.waitForFunction(() => typeof window.openOnboarding === 'function');
    await page.getByLabel('Onboarding öffnen').selectOption({ label: 'Old User' });
    await visible(heading(page, 'Willkommen zurück!'));
    await shoot(page, 'onboarding-admin-old-user-desktop');
    await adminContext.close();
  });
});
