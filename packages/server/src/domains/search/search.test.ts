import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  SEARCH_MAX_PER_TYPE,
  SEARCH_MIN_CHARS,
  UROCAMPUS_AREA_ID,
  type TSearchAnswer,
  SEARCH_MESSAGES,
} from '@pflegepuls/shared';
import { createTestApp, insertUser, testDialect, type TTestApp } from '../../test/harness.ts';
import { loginNewMember, openVisitor, type MemberClient } from '../../test/member.ts';
import { sql } from 'kysely';
import {
  foldSearchText,
  pgVectorSql,
  SEARCH_TABLES,
  searchIndexText,
  searchTokens,
} from '../../platform/db/search.ts';

let t: TTestApp;
let member: MemberClient;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: member, userId: memberId } = await loginNewMember(t));
});
afterAll(() => t.close());

let counter = 0;
const letter = (n: number) => String.fromCharCode(97 + (n % 26));
/**
 * A word no other test uses, so results are exactly what a test inserted. Tests search by its
 * first 4–6 characters too, so those differ between words: "Qx", two letters counting the words,
 * then random letters against other runs on the same database.
 */
function uniqueWord(): string {
  counter++;
  const random = Array.from({ length: 6 }, () => letter(Math.floor(Math.random() * 26))).join('');
  return `Qx${letter(Math.floor(counter / 26))}${letter(counter)}${random}`;
}

async function person(values: { first_name?: string; last_name: string; current_position?: string | null }) {
  const { id } = await insertUser(t.database, {
    first_name: values.first_name ?? 'Alex',
    last_name: values.last_name,
  });
  if (values.current_position !== undefined) {
    await t.database.db
      .updateTable('users')
      .set({ current_position: values.current_position })
      .where('id', '=', id)
      .execute();
  }
  return id;
}

async function search(client: MemberClient, q: string, limit?: number) {
  const url = `/api/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`;
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TSearchAnswer).results;
}

describe('search tokens', () => {
  it('folds case and diacritics and drops operators', () => {
    expect(searchTokens('MÜLLER Krankenpfleger')).toEqual(['muller', 'krankenpfleger']);
    expect(searchTokens('"kran*" OR (x) - NEAR')).toEqual(['kran', 'or', 'x', 'near']);
    expect(searchTokens('  ')).toEqual([]);
  });

  it('normalises German spellings the same way for index and query', () => {
    // ß → ss; umlauts, their ae/oe/ue spellings and the plain vowels are one letter.
    for (const q of ['Jürgen', 'JUERGEN', 'jurgen', 'Juergen']) expect(foldSearchText(q), q).toBe('jurgen');
    expect(foldSearchText('Straße')).toBe(foldSearchText('Strasse'));
    expect(foldSearchText('Weiß-Müller')).toBe('weiss-muller');
    expect(foldSearchText('Göthe Goethe Äußere Aeussere')).toBe('gothe gothe aussere aussere');
    // Not after a vowel or q: "Bauer", "neue", "Quelle", "Frauen" keep their e.
    expect(foldSearchText('Bauer neue Quelle Frauen Bäuerin Baeuerin')).toBe(
      'bauer neue quelle frauen bauerin bauerin',
    );
    expect(foldSearchText('Éva Çelik Łódź')).toBe('eva celik łodz');
    // Hyphens split words; the index also holds the joined word.
    expect(searchTokens('weiss-müller')).toEqual(['weiss', 'muller']);
    expect(searchIndexText('Weiß-Müller')).toBe('weiss-muller weissmuller');
    expect(searchIndexText('Gesundheits- und Kinder-Kranken-Pflegerin')).toBe(
      'gesundheits- und kinder-kranken-pflegerin kinderkrankenpflegerin',
    );
    expect(searchIndexText('Jürgen')).toBe('jurgen');
  });
});

describe(`pp_search_text on ${testDialect}`, () => {
  it('gives in the database what the server gives (the index and the query agree)', async () => {
    const samples = [
      'Weiß-Müller',
      'Jürgen Juergen JURGEN',
      'Straße STRASSE',
      'Bauer neue Quelle Frauen Bäuerin Baeuerin Michael Manuel',
      'Éva Çelik Ångström Åse Øre Łódź Ñandú Žižek',
      'Gesundheits- und Kinder-Kranken-Pflegerin',
      'Özdemir-Ünal, Änne (Stationsleitung) ẞ',
      'u\u0308ber', // "über" decomposed
      '',
    ];
    for (const text of samples) {
      const row = await sql<{ v: string | null }>`SELECT pp_search_text(${text}) AS v`.execute(t.database.db);
      expect(row.rows[0]!.v, text).toBe(searchIndexText(text));
    }
  });

  it.runIf(testDialect === 'postgres')('queries with the expressions migration 0022 indexed', async () => {
    for (const spec of SEARCH_TABLES) {
      for (const which of ['all', 'primary'] as const) {
        const plan = await t.database.db.transaction().execute(async (trx) => {
          await sql`SET LOCAL enable_seqscan = off`.execute(trx);
          const vector = sql.raw(pgVectorSql(spec, which));
          return sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM ${sql.table(spec.table)}
            WHERE ${vector} @@ to_tsquery('simple'::regconfig, 'jurgen:*')`.execute(trx);
        });
        const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        const index = which === 'all' ? `${spec.table}_search_idx` : `${spec.table}_search_primary_idx`;
        expect(text, `${spec.table} ${which}`).toContain(index);
      }
    }
  });
});

describe(`GET /api/search on ${testDialect}`, () => {
  it('answers 401 to visitors', async () => {
    const visitor = await openVisitor(t);
    const response = await visitor.get('/api/search?q=kran');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.UNAUTHORIZED });
  });

  it('answers 422 in German for a too short query or a bad limit', async () => {
    const short = await member.get('/api/search?q=k');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ message: SEARCH_MESSAGES.queryTooShort(SEARCH_MIN_CHARS) });
    const missing = await member.get('/api/search');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ message: SEARCH_MESSAGES.queryTooShort(SEARCH_MIN_CHARS) });
    const limit = await member.get(`/api/search?q=kran&limit=${SEARCH_MAX_PER_TYPE + 1}`);
    expect(limit.statusCode).toBe(422);
    expect(limit.json()).toMatchObject({ message: SEARCH_MESSAGES.limitInvalid(SEARCH_MAX_PER_TYPE) });
  });

  it('finds people by name and position prefix, as a user summary', async () => {
    const surname = uniqueWord();
    const id = await person({ first_name: 'Jana', last_name: surname, current_position: 'Krankenpflegerin' });
    const results = await search(member, `${surname.slice(0, 6)} kran`);
    expect(results).toEqual([
      {
        type: 'user',
        id,
        title: `Jana ${surname}`,
        subtitle: 'Krankenpflegerin',
        url: expect.stringMatching(/^\/profile\/test\./),
        user: expect.objectContaining({ id, fullName: `Jana ${surname}`, isOnline: false }),
      },
    ]);
    // No e-mail or other private fields reach the searcher.
    expect(JSON.stringify(results)).not.toContain('@');
  });

  it('matches with and without umlauts and in any case', async () => {
    const word = uniqueWord();
    const id = await person({ first_name: 'Jörg', last_name: `Müller${word}` });
    for (const q of [`Müller${word}`, `muller${word}`, `MÜLLER${word.slice(0, 4)}`, `jorg muller${word}`]) {
      const ids = (await search(member, q)).map((r) => r.id);
      expect(ids, q).toEqual([id]);
    }
    // Since issue 21 the spelled-out umlaut finds it too.
    expect((await search(member, `mueller${word}`)).map((r) => r.id)).toEqual([id]);
  });

  it('normalises German spellings: ß/ss, umlauts, ae/oe/ue and hyphens (issue 21)', async () => {
    const word = uniqueWord();
    const id = await person({ first_name: 'Jürgen', last_name: `Weiß-Müller${word}` });
    const street = await person({ last_name: `Kern${word}`, current_position: 'Pflegedienst Lange Straße' });
    const found = async (q: string) => (await search(member, q)).map((r) => r.id);
    for (const q of [
      `weiss-müller${word}`,
      `Weiß-Müller${word}`,
      `weiss mueller${word}`,
      `weissmueller${word}`,
      `weißmüller${word}`,
      `müller${word}`,
      `jurgen mueller${word}`,
      `juergen muller${word}`,
      `jürgen weiss-muller${word.slice(0, 3)}`,
    ]) {
      expect(await found(q), q).toEqual([id]);
    }
    // A hyphenated name by either part alone, and joined.
    const other = uniqueWord();
    const hyphen = await person({ first_name: other, last_name: 'Schulze-Öztürk' });
    for (const q of [`${other} schulze`, `${other} oeztuerk`, `${other} ozturk`, `${other} schulzeöztürk`]) {
      expect(await found(q), q).toEqual([hyphen]);
    }
    expect(await found(`${other} schulzeo`)).toEqual([hyphen]);
    expect(await found(`${other} meier`)).toEqual([]);
    for (const q of [`kern${word} strasse`, `kern${word} straße`, `kern${word} STRASSE`]) {
      expect(await found(q), q).toEqual([street]);
    }
    // Renames are re-indexed through the same normalisation.
    await t.database.db
      .updateTable('users')
      .set({ last_name: `Groß${word}` })
      .where('id', '=', id)
      .execute();
    expect(await found(`gross${word}`)).toEqual([id]);
    expect(await found(`weiss-müller${word}`)).toEqual([]);
  });

  it('ranks a name match above a position match and caps each type at the limit', async () => {
    const word = uniqueWord();
    await person({ last_name: 'Seidel', current_position: `${word} Stationsleitung` });
    const byName = await person({ last_name: word, current_position: 'Altenpfleger' });
    for (let i = 0; i < SEARCH_MAX_PER_TYPE; i++)
      await person({ last_name: 'Nebel', current_position: word });
    const all = await search(member, word.slice(0, 5));
    expect(all).toHaveLength(SEARCH_MAX_PER_TYPE);
    expect(all[0]!.id).toBe(byName);
    expect(all.map((r) => r.id)).not.toContain(memberId);
    const three = await search(member, word, 3);
    expect(three).toHaveLength(3);
    expect(three[0]!.id).toBe(byName);
  });

  it('ranks a whole word above a longer word it begins', async () => {
    const word = uniqueWord();
    const longer = await person({ last_name: `${word}mann`, current_position: 'Pflegefachkraft' });
    const whole = await person({ last_name: word, current_position: 'Pflegefachkraft' });
    const ids = (await search(member, word)).map((r) => r.id);
    // The tiers try whole words before prefixes (platform/db/search.ts), on both databases; by id
    // alone the longer name would come first.
    expect(longer).toBeLessThan(whole);
    expect(ids).toEqual([whole, longer]);
  });

  it('puts a name match first even among hundreds of position matches (bounded candidates)', async () => {
    const word = uniqueWord();
    const now = Date.now();
    const rows = Array.from({ length: 260 }, (_, i) => ({
      email: `${word}.${i}@example.org`,
      password_hash: null,
      first_name: 'Kim',
      last_name: `Lang${i}`,
      user_name: `${word}.${i}`.toLowerCase(),
      current_position: `${word}-Fachkraft`,
      summary: null,
      plz: null,
      country: null,
      location_city: null,
      location_state: null,
      latitude: null,
      longitude: null,
      created_at: now,
      updated_at: now,
    }));
    await t.database.db.insertInto('users').values(rows).execute();
    const named = await person({ last_name: `${word}son`, current_position: 'Praxisanleiterin' });
    const results = await search(member, word);
    expect(results).toHaveLength(SEARCH_MAX_PER_TYPE);
    expect(results[0]!.id).toBe(named);
  });

  it('reads further candidates when the first ones are hidden from the member', async () => {
    const word = uniqueWord();
    const now = Date.now();
    const group = (closedAreaId: number | null, i: number) => ({
      closed_area_id: closedAreaId,
      title: `${word} Runde ${i}`,
      description: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
    // More closed-area matches than a first round reads (4 × limit), with the lower ids.
    await t.database.db
      .insertInto('groups')
      .values(Array.from({ length: 4 * SEARCH_MAX_PER_TYPE + 5 }, (_, i) => group(UROCAMPUS_AREA_ID, i)))
      .execute();
    const open = await t.database.db
      .insertInto('groups')
      .values([group(null, 100), group(null, 101)])
      .returning('id')
      .execute();
    const results = await search(member, word);
    expect(results.map((r) => r.id)).toEqual(open.map((g) => Number(g.id)));
  });

  it('follows renames and deletions (the index is kept by the database)', async () => {
    const before = uniqueWord();
    const after = uniqueWord();
    const id = await person({ last_name: before });
    expect((await search(member, before)).map((r) => r.id)).toEqual([id]);
    await t.database.db.updateTable('users').set({ last_name: after }).where('id', '=', id).execute();
    expect(await search(member, before)).toEqual([]);
    expect((await search(member, after)).map((r) => r.id)).toEqual([id]);
    // A heartbeat-style update leaves the index alone and the member findable.
    await t.database.db.updateTable('users').set({ last_seen_at: Date.now() }).where('id', '=', id).execute();
    expect((await search(member, after)).map((r) => r.id)).toEqual([id]);
    await t.database.db.deleteFrom('users').where('id', '=', id).execute();
    expect(await search(member, after)).toEqual([]);
  });

  it('treats search syntax as plain words', async () => {
    for (const q of ['"kran*" OR (', 'NOT AND', "'; drop table users; --", '!!', 'a:* & b | c']) {
      const response = await member.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
  });

  it('finds groups, wiki pages and job ads; closed-area content only for its members', async () => {
    const word = uniqueWord();
    const now = Date.now();
    const db = t.database.db;
    const open = await db
      .insertInto('groups')
      .values({
        closed_area_id: null,
        title: `${word} Praxisanleitung`,
        description: 'Austausch für Praxisanleiter',
        created_by: memberId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const closed = await db
      .insertInto('groups')
      .values({
        closed_area_id: UROCAMPUS_AREA_ID,
        title: `${word} Urologie`,
        description: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = await db
      .insertInto('wiki_pages')
      .values({
        closed_area_id: UROCAMPUS_AREA_ID,
        title: `${word} Katheterpflege`,
        description: 'Schritt für Schritt',
        content_html: '<p>…</p>',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const communityPage = await db
      .insertInto('wiki_pages')
      .values({
        closed_area_id: null,
        title: `${word} Dekubitusprophylaxe`,
        description: null,
        content_html: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const company = await db
      .insertInto('companies')
      .values({
        name: 'Klinikum Nord',
        name_sort: 'klinikum nord',
        facility_type: 'krankenhaus',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const location = await db
      .insertInto('company_locations')
      .values({
        company_id: company.id,
        street: null,
        plz: '20095',
        city: 'Hamburg',
        country: 'DE',
        latitude: 53.55,
        longitude: 10.0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobAd = (uid: string, status: 'published' | 'draft') => ({
      uid,
      company_id: company.id,
      company_location_id: location.id,
      company_name: 'Klinikum Nord',
      location: 'Hamburg',
      plz: '20095',
      country: 'DE',
      latitude: 53.55,
      longitude: 10.0,
      title: `Pflegefachkraft ${word}`,
      description: 'Wir suchen Verstärkung für die Intensivstation.',
      description_html: '<p>Wir suchen Verstärkung für die Intensivstation.</p>',
      work_area: 'krankenhaus',
      work_sub_area: null,
      qualification: 'dreijaehrige_ausbildung',
      employment_type: 'vollzeit',
      hours_per_week: null,
      shift_models: '["nacht"]',
      pay_scale: 'tvoed_p',
      pay_group: 'P8',
      pay_min: null,
      pay_max: null,
      start_date: null,
      end_date: null,
      contact_name: null,
      contact_position: null,
      contact_email: null,
      contact_phone: null,
      status,
      published_at: status === 'published' ? now : null,
      created_by: null,
      created_at: now,
      updated_at: now,
    });
    const job = await db
      .insertInto('job_ads')
      .values(jobAd(`job-${word.toLowerCase()}`, 'published'))
      .returning('id')
      .executeTakeFirstOrThrow();
    // Drafts are not searchable.
    await db
      .insertInto('job_ads')
      .values(jobAd(`draft-${word.toLowerCase()}`, 'draft'))
      .execute();

    const outsider = await search(member, word);
    expect(outsider.map((r) => [r.type, r.id])).toEqual([
      ['group', open.id],
      ['wiki', communityPage.id],
      ['job', job.id],
    ]);
    // URLs are the web's routes (000 §2); a community group opens under Urocampus like the menus.
    expect(outsider[0]).toMatchObject({
      subtitle: 'Austausch für Praxisanleiter',
      url: `/closed_area/${UROCAMPUS_AREA_ID}/groups/${open.id}`,
    });
    expect(outsider[1]!.url).toBe(`/${t.config.productSlug}-wiki?page=${communityPage.id}`);
    expect(outsider[2]).toMatchObject({
      subtitle: 'Klinikum Nord · Hamburg',
      url: `/stellenanzeige/job-${word.toLowerCase()}/klinikum-nord`,
    });

    const joined = await member.post('/closed_areas/join', {
      closedAreaId: UROCAMPUS_AREA_ID,
      privacyPolicyAccepted: true,
    });
    expect(joined.statusCode).toBe(200);
    const insider = await search(member, word);
    expect(insider.map((r) => r.type)).toEqual(['group', 'group', 'wiki', 'wiki', 'job']);
    expect(insider.find((r) => r.id === closed.id && r.type === 'group')?.url).toBe(
      `/closed_area/${UROCAMPUS_AREA_ID}/groups/${closed.id}`,
    );
    expect(insider.find((r) => r.type === 'wiki' && r.id === page.id)).toMatchObject({
      url: `/closed_area/${UROCAMPUS_AREA_ID}/wiki?page=${page.id}`,
    });
    // Stemmed and prefix matches in texts: "katheter" finds "Katheterpflege".
    expect((await search(member, `${word} katheter`)).map((r) => r.type)).toEqual(['wiki']);
    // Job ads are found by their description too (German text, diacritics folded).
    expect((await search(member, `${word} verstarkung`)).map((r) => r.type)).toEqual(['job']);
  });

  it('limits searches per member (429, German)', async () => {
    const { client } = await loginNewMember(t);
    let status = 200;
    let count = 0;
    while (status === 200 && count < 200) {
      const response = await client.get('/api/search?q=kr');
      status = response.statusCode;
      count++;
      if (status === 429)
        expect(response.json()).toEqual({ success: false, message: ERROR_MESSAGES.RATE_LIMITED });
    }
    expect(status).toBe(429);
    expect(count).toBe(121);
  });
});
