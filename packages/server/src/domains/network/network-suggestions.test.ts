/** Suggestions: nearby people by distance and profession, and the match score as a pure rule. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_MESSAGES as M, NETWORK_PATHS as P, type TSuggestion } from '@pflegepuls/shared';
import { importPostalCodes } from '../../platform/geodata.ts';
import { createTestApp, GEODATA_DIR, testDialect, type TTestApp } from '../../test/harness.ts';
import { computeMatchPercentage, haversineKm } from './suggestions.ts';
import { connectMembers, createMember, sendRequest } from './test-helpers.ts';

describe(`network suggestions on ${testDialect}`, () => {
  let t: TTestApp;
  let munich: TPlace;
  beforeAll(async () => {
    t = await createTestApp();
    await importPostalCodes(t.database.db, GEODATA_DIR);
    munich = await placeOf(t, '80331');
  });
  afterAll(() => t.close());

  type TPlace = { latitude: number; longitude: number };
  async function placeOf(app: TTestApp, code: string): Promise<TPlace> {
    const row = await app.database.db
      .selectFrom('postal_codes')
      .select(['latitude', 'longitude'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return { latitude: row.latitude!, longitude: row.longitude! };
  }
  /** A real place (members' coordinates are their postal code's) between `min` and `max` km from Munich. */
  async function placeNear(min: number, max: number): Promise<TPlace> {
    const rows = await t.database.db
      .selectFrom('postal_codes')
      .select(['latitude', 'longitude'])
      .where('latitude', '>', munich.latitude - 1)
      .where('latitude', '<', munich.latitude + 1)
      .where('longitude', '>', munich.longitude - 1.5)
      .where('longitude', '<', munich.longitude + 1.5)
      .orderBy('code')
      .execute();
    const place = rows.find((row) => {
      const km = haversineKm(munich.latitude, munich.longitude, row.latitude!, row.longitude!);
      return km > min && km < max;
    });
    if (!place) throw new Error(`Kein Ort zwischen ${min} und ${max} km`);
    return { latitude: place.latitude!, longitude: place.longitude! };
  }
  const north = (min: number, max: number) => placeNear(min, max);

  it('suggests nearby people by distance, then the same profession, never connections or pending people', async () => {
    const me = await createMember(t, { ...munich, position: 'Hebamme', education: 'hebamme' });
    const near2 = await createMember(t, await north(1, 4));
    const near20 = await createMember(t, await north(15, 30));
    const near60 = await createMember(t, await north(55, 80));
    const hamburgBoth = await createMember(t, {
      ...(await placeOf(t, '20095')),
      position: 'Hebamme',
      education: 'hebamme',
    });
    const berlin = await placeOf(t, '10115');
    const berlinTraining = await createMember(t, { ...berlin, education: 'hebamme' });
    const berlinOther = await createMember(t, berlin);
    const unplaced = await createMember(t);
    const connected = await createMember(t, munich);
    const sentTo = await createMember(t, await north(4, 6));
    const receivedFrom = await createMember(t, await north(1, 4));
    const bot = await createMember(t, { ...munich, isBot: true });

    await connectMembers(me, connected);
    await connectMembers(connected, near2);
    await sendRequest(me, sentTo);
    await sendRequest(receivedFrom, me);

    const response = await me.client.get(P.suggestions);
    expect(response.statusCode).toBe(200);
    const { suggestions, hasMore } = response.json() as { suggestions: TSuggestion[]; hasMore: boolean };
    expect(hasMore).toBe(false);
    expect(suggestions.map((s) => s.id)).toEqual([
      near2.id,
      near20.id,
      near60.id,
      hamburgBoth.id,
      berlinTraining.id,
    ]);
    const excluded = [me, berlinOther, unplaced, connected, sentTo, receivedFrom, bot].map((m) => m.id);
    expect(suggestions.filter((s) => excluded.includes(s.id))).toEqual([]);

    expect(suggestions.map((s) => s.suggestionReason)).toEqual([
      'nearby',
      'nearby',
      'nearby',
      'similar_profession',
      'similar_profession',
    ]);
    expect(suggestions[0]).toMatchObject({
      userName: near2.userName,
      fullName: near2.fullName,
      mutualConnections: 1,
      hasSentRequest: false,
    });
    expect(suggestions[0]!.distance).toBeGreaterThan(1);
    expect(suggestions[0]!.distance).toBeLessThan(4);
    expect(suggestions[1]!.distance).toBeGreaterThan(15);
    expect(suggestions[1]!.distance).toBeLessThan(30);
    expect(suggestions[3]!.distance).toBeGreaterThan(500);
    const percentages = suggestions.map((s) => s.matchPercentage);
    expect(percentages[0]).toBeGreaterThan(percentages[1]!);
    expect(percentages[1]).toBeGreaterThan(percentages[2]!);
    expect(percentages[3]).toBe(40);
    expect(percentages[4]).toBe(15);

    const firstPage = (await me.client.get(`${P.suggestions}?take=2`)).json();
    expect(firstPage.hasMore).toBe(true);
    expect(firstPage.suggestions.map((s: TSuggestion) => s.id)).toEqual([near2.id, near20.id]);
    const secondPage = (await me.client.get(`${P.suggestions}?skip=2&take=2`)).json();
    expect(secondPage.suggestions.map((s: TSuggestion) => s.id)).toEqual([near60.id, hamburgBoth.id]);
    expect(secondPage.hasMore).toBe(true);

    await sendRequest(me, near20);
    const after = (await me.client.get(P.suggestions)).json();
    expect(after.suggestions.map((s: TSuggestion) => s.id)).not.toContain(near20.id);
    // A request made behind this process's cached list (another instance) is still respected.
    await me.client.get(P.suggestions);
    await t.database.db
      .insertInto('connection_requests')
      .values({
        sender_id: near60.id,
        receiver_id: me.id,
        status: 'pending',
        created_at: Date.now(),
        responded_at: null,
      })
      .execute();
    const recheck = (await me.client.get(P.suggestions)).json();
    expect(recheck.suggestions.map((s: TSuggestion) => s.id)).not.toContain(near60.id);
    // Nor does the receiver see me among theirs while the request is pending.
    const theirs = (await near20.client.get(P.suggestions)).json();
    expect(theirs.suggestions.map((s: TSuggestion) => s.id)).not.toContain(me.id);

    // Declined: whom I declined is not offered back to me, nor am I pushed at them.
    const requestId = await sendRequest(near2, me);
    expect((await me.client.post(P.reject, { requestId })).statusCode).toBe(200);
    const afterDecline = (await me.client.get(P.suggestions)).json();
    expect(afterDecline.suggestions.map((s: TSuggestion) => s.id)).not.toContain(near2.id);
    const theirsAfter = (await near2.client.get(P.suggestions)).json();
    expect(theirsAfter.suggestions.map((s: TSuggestion) => s.id)).not.toContain(me.id);
  });

  it('rejects bad paging with the German message', async () => {
    const me = await createMember(t);
    const response = await me.client.get(`${P.suggestions}?take=50`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(M.pageInvalid);
  });
});

describe('suggestion scoring', () => {
  it('measures great-circle distance in km', () => {
    expect(haversineKm(52.52, 13.405, 48.137, 11.575)).toBeCloseTo(504, -1);
    expect(haversineKm(48, 11, 48, 11)).toBe(0);
  });

  it('scores closeness, profession, training and mutual connections within 0..100', () => {
    const base = { distance: null, samePosition: false, sameEducation: false, mutualConnections: 0 };
    expect(computeMatchPercentage(base)).toBe(0);
    expect(computeMatchPercentage({ ...base, distance: 0 })).toBe(50);
    expect(computeMatchPercentage({ ...base, distance: 50 })).toBe(25);
    expect(computeMatchPercentage({ ...base, distance: 500 })).toBe(0);
    expect(computeMatchPercentage({ ...base, mutualConnections: 3 })).toBe(6);
    expect(
      computeMatchPercentage({ distance: 0, samePosition: true, sameEducation: true, mutualConnections: 99 }),
    ).toBe(100);
  });
});
