/**
 * Demo wiki (issue 20, docs/wiki.md): the community wiki "Pflegewissen" with Ausbildung und Studium
 * (course_info), Fachbücher (book_info), Apps für die Pflege (app_info), Podcasts (podcast_info)
 * and a YouTube channel; and in the Urocampus the sponsor's continence-care knowledge base with a
 * PDF and a short video made at seed time (domains/wiki/media.ts). Urocampus-Uwe edits that wiki.
 */
import type { Kysely } from 'kysely';
import { UROCAMPUS_AREA_ID, type TWikiAttributeGroup, type TWikiContentType } from '@pflegepuls/shared';
import type { TConfig } from '../config.ts';
import type { DB } from '../platform/db/index.ts';
import { storeWikiFile } from '../domains/wiki/files.ts';
import { makePdf, makeWebm } from '../domains/wiki/media.ts';
import { sanitizeWikiHtml, wikiSearchText } from '../domains/wiki/sanitize.ts';

type TSeedPage = {
  title: string;
  description: string;
  icon: string;
  contentType: TWikiContentType;
  html: string;
  attributes: TWikiAttributeGroup[];
};
type TSeedFolder = { title: string; description?: string; pages: TSeedPage[]; folders?: TSeedFolder[] };
type TSeedCategory = {
  title: string;
  description: string;
  icon: string;
  pages: TSeedPage[];
  folders: TSeedFolder[];
};

const course = (
  title: string,
  description: string,
  info: Partial<Omit<Extract<TWikiAttributeGroup, { group: 'course_info' }>, 'group'>>,
  html: string,
): TSeedPage => ({
  title,
  description,
  icon: '🎓',
  contentType: 'course',
  html,
  attributes: [
    {
      group: 'course_info',
      requirements: '',
      duration: '',
      costs: '',
      job_title: '',
      learning_content: '',
      content: '',
      salary: '',
      career_path: '',
      testimonials: '',
      local_options: '',
      ...info,
    },
    {
      group: 'general_info',
      text: 'Stand der Angaben: 2026. Bitte prüfe Details bei der Schule oder Hochschule.',
    },
    {
      group: 'external_links',
      links: [
        {
          label: 'Pflegeberufegesetz (gesetze-im-internet.de)',
          url: 'https://www.gesetze-im-internet.de/pflbg/',
        },
      ],
    },
  ],
});

const COMMUNITY: TSeedCategory[] = [
  {
    title: 'Ausbildung und Studium',
    description: 'Wege in die Pflege und weiter: Ausbildung, Studium, Fachweiterbildungen.',
    icon: '🎓',
    pages: [
      course(
        'Ausbildung zur Pflegefachfrau / zum Pflegefachmann',
        'Die generalistische Pflegeausbildung nach dem Pflegeberufegesetz.',
        {
          requirements:
            'Mittlerer Schulabschluss oder Hauptschulabschluss mit abgeschlossener Berufsausbildung',
          duration: '3 Jahre in Vollzeit, bis zu 5 Jahre in Teilzeit',
          costs: 'Keine Schulgebühren; die Ausbildung wird vergütet',
          job_title: 'Pflegefachfrau / Pflegefachmann',
          learning_content:
            'Pflegeprozess, Anatomie, Pharmakologie, Kommunikation, Recht, Pflege in allen Altersstufen',
          content:
            '2.100 Stunden Theorie und 2.500 Stunden Praxis in Klinik, Langzeitpflege und ambulanter Pflege',
          salary: 'Ausbildungsvergütung im öffentlichen Dienst ca. 1.340 € (1. Jahr) bis 1.500 € (3. Jahr)',
          career_path: 'Praxisanleitung, Fachweiterbildung (z. B. Intensiv), Stationsleitung, Studium',
          testimonials:
            '„Die Einsätze in verschiedenen Bereichen haben mir gezeigt, wo ich hin will.“ – Lea, 3. Ausbildungsjahr',
          local_options:
            'Über 1.400 Pflegeschulen in Deutschland; viele Kliniken bilden in eigenen Schulen aus',
        },
        '<h2>Worum es geht</h2><p>Seit 2020 gibt es eine gemeinsame Ausbildung für Kranken-, Kinderkranken- und Altenpflege. Im dritten Jahr kannst du dich für einen Schwerpunkt entscheiden.</p><h3>Ablauf</h3><ul><li>Orientierungseinsatz beim Träger der Ausbildung</li><li>Pflichteinsätze in Akutpflege, Langzeitpflege, ambulanter Pflege, Pädiatrie und Psychiatrie</li><li>Zwischenprüfung nach zwei Jahren, staatliche Abschlussprüfung</li></ul>',
      ),
      course(
        'Pflegestudium (B.Sc. Pflege)',
        'Primärqualifizierendes Studium mit Berufszulassung und Bachelorgrad.',
        {
          requirements: 'Allgemeine oder fachgebundene Hochschulreife',
          duration: '3 bis 4 Jahre (6 bis 8 Semester)',
          costs: 'Semesterbeitrag; seit 2024 Vergütung während des Studiums',
          job_title: 'Pflegefachfrau / Pflegefachmann mit Bachelor of Science',
          learning_content: 'Evidenzbasierte Pflege, Forschungsmethoden, komplexe Pflegesituationen',
          content: 'Hochschulische Lehre mit Praxiseinsätzen wie in der Ausbildung',
          salary: 'Nach Abschluss häufig P8 bis P9 im TVöD',
          career_path: 'Pflegeexpertin APN, Master, Lehre, Qualitätsmanagement',
          testimonials:
            '„Ich lerne, Studien zu lesen und auf meine Station zu übertragen.“ – Jonas, 5. Semester',
          local_options:
            'Angebote u. a. in Berlin, Hamburg, Köln, München, Wien (FH Campus) und Zürich (ZHAW)',
        },
        '<p>Das Studium verbindet die Berufszulassung mit einem akademischen Abschluss. Es eignet sich für alle, die später Verantwortung für die Weiterentwicklung der Pflege übernehmen möchten.</p>',
      ),
    ],
    folders: [
      {
        title: 'Fachweiterbildungen',
        description: 'Spezialisierung nach der Ausbildung',
        pages: [
          course(
            'Fachweiterbildung Intensivpflege und Anästhesie',
            'Zwei Jahre berufsbegleitend zur Fachpflegekraft.',
            {
              requirements: 'Abgeschlossene Pflegeausbildung und mindestens 6 Monate Berufserfahrung',
              duration: '2 Jahre berufsbegleitend',
              costs: 'Meist vom Arbeitgeber übernommen, sonst ca. 4.000 bis 6.000 €',
              job_title: 'Fachpflegekraft für Intensiv- und Anästhesiepflege',
              learning_content: 'Beatmung, Hämodynamik, Sedierung, Nierenersatzverfahren',
              salary: 'Zulagen je nach Tarif, oft eine Entgeltgruppe höher',
              career_path: 'Atmungstherapie, Praxisanleitung, Leitung einer Intensivstation',
            },
            '<p>Die Weiterbildung ist nach den Empfehlungen der DKG geregelt und wechselt zwischen Theorieblöcken und Einsätzen auf Intensivstationen und in der Anästhesie.</p>',
          ),
          course(
            'Praxisanleitung (300 Stunden)',
            'Berufspädagogische Zusatzqualifikation für die Anleitung von Auszubildenden.',
            {
              requirements: 'Mindestens ein Jahr Berufserfahrung in den letzten fünf Jahren',
              duration: '300 Stunden, meist 6 bis 12 Monate',
              costs: 'Ca. 2.000 bis 3.000 €',
              job_title: 'Praxisanleiterin / Praxisanleiter',
              learning_content: 'Lernbegleitung, Beurteilen, Prüfen, Kommunikation',
              career_path: 'Zentrale Praxisanleitung, Lehre an Pflegeschulen',
            },
            '<p>Praxisanleitende brauchen jährlich 24 Stunden berufspädagogische Fortbildung.</p>',
          ),
        ],
      },
    ],
  },
  {
    title: 'Fachbücher',
    description: 'Lehrbücher und Nachschlagewerke, die sich auf Station bewährt haben.',
    icon: '📚',
    pages: [
      {
        title: 'Pflege heute',
        description: 'Das umfassende Lehrbuch für die generalistische Ausbildung.',
        icon: '📘',
        contentType: 'book',
        html: '<p>Von den Grundlagen der Pflege bis zu den Krankheitsbildern: ein Nachschlagewerk, das viele von der Ausbildung bis in den Berufsalltag begleitet.</p>',
        attributes: [
          {
            group: 'book_info',
            isbn13_kopieren: '9783437262876',
            publisher: 'Elsevier',
            authors: 'Nicole Menche (Hrsg.)',
            year: 2023,
            amazon_link: 'https://www.amazon.de/s?k=9783437262876',
          },
        ],
      },
      {
        title: 'I care Pflege',
        description: 'Lehrbuch mit klarer Struktur und vielen Abbildungen.',
        icon: '📗',
        contentType: 'book',
        html: '<p>Übersichtlich aufgebaut, mit Fallbeispielen und Lernhilfen für jedes Kapitel.</p>',
        attributes: [
          {
            group: 'book_info',
            isbn13_kopieren: '9783132418073',
            publisher: 'Thieme',
            authors: 'Christine Keller u. a.',
            year: 2020,
            amazon_link: null,
          },
        ],
      },
    ],
    folders: [],
  },
  {
    title: 'Apps für die Pflege',
    description: 'Hilfreiche Apps für Dienstplan, Medikamente und Lernen.',
    icon: '📱',
    pages: [
      {
        title: 'Embryotox',
        description: 'Arzneimittelsicherheit in Schwangerschaft und Stillzeit.',
        icon: '💊',
        contentType: 'app',
        html: '<p>Die App der Charité gibt schnell Auskunft, welche Medikamente in Schwangerschaft und Stillzeit vertretbar sind.</p>',
        attributes: [
          {
            group: 'app_info',
            type: 'kostenlos',
            price: 0,
            playstore_link: 'https://play.google.com/store/search?q=embryotox',
            appstore_link: 'https://apps.apple.com/de/search?term=embryotox',
            slogan: 'Wissen, was wirkt – auch in der Schwangerschaft',
          },
        ],
      },
      {
        title: 'Dienstplan-Kalender',
        description: 'Schichten planen, Überstunden zählen, Tausch im Team.',
        icon: '🗓️',
        contentType: 'app',
        html: '<p>Trag deine Früh-, Spät- und Nachtdienste ein und sieh auf einen Blick, wann du frei hast.</p>',
        attributes: [
          {
            group: 'app_info',
            type: 'freemium',
            price: 2.99,
            playstore_link: 'https://play.google.com/store/search?q=dienstplan',
            appstore_link: null,
            slogan: 'Dein Dienstplan in der Hosentasche',
          },
          {
            group: 'product_links',
            browser_link: 'https://www.example.org/dienstplan',
            shop_link: null,
            shop: '',
          },
        ],
      },
    ],
    folders: [],
  },
  {
    title: 'Podcasts und Videos',
    description: 'Zum Hören auf dem Weg zur Schicht und zum Anschauen.',
    icon: '🎧',
    pages: [
      {
        title: 'Podcast „Pflege kann was“',
        description: 'Gespräche über Berufsalltag, Politik und Zukunft der Pflege.',
        icon: '🎙️',
        contentType: 'podcast',
        html: '<p>Jede Folge ein Gast aus der Pflege: von der Intensivstation bis zur Pflegekammer.</p>',
        attributes: [
          {
            group: 'podcast_info',
            episodes: 84,
            spotify_link: 'https://open.spotify.com/search/pflege',
            amazon_link: null,
            apple_link: 'https://podcasts.apple.com/de/search?term=pflege',
          },
          { group: 'general_info', text: 'Neue Folgen erscheinen alle zwei Wochen.' },
          {
            group: 'external_links',
            links: [{ label: 'Folgenübersicht', url: 'https://www.example.org/podcast' }],
          },
        ],
      },
      {
        title: 'YouTube-Kanal „Pflege einfach erklärt“',
        description: 'Kurze Lernvideos zu Pflegetechniken und Krankheitsbildern.',
        icon: '▶️',
        contentType: 'video',
        html: '<p>Von der Blutdruckmessung bis zur Wundversorgung: Techniken Schritt für Schritt, ideal zur Prüfungsvorbereitung.</p>',
        attributes: [
          {
            group: 'youtube_channel',
            subscribers: 128000,
            videos: 412,
            channel_link: 'https://www.youtube.com/results?search_query=pflege+einfach+erkl%C3%A4rt',
          },
        ],
      },
    ],
    folders: [],
  },
];

const UROCAMPUS: TSeedCategory[] = [
  {
    title: 'Kontinenzförderung',
    description: 'Das Wissen des Urocampus zu Inkontinenz, Katheter und Hautschutz.',
    icon: '💧',
    pages: [
      {
        title: 'Expertenstandard Kontinenzförderung kurz erklärt',
        description: 'Die Kernaussagen des DNQP-Expertenstandards für den Alltag.',
        icon: '📋',
        contentType: 'article',
        html: '<h2>Ziel</h2><p>Jeder pflegebedürftige Mensch erhält eine Förderung der Kontinenz, die zu ihm passt. Dazu gehören ein Screening bei der Aufnahme, eine differenzierte Einschätzung und ein gemeinsamer Maßnahmenplan.</p><h3>Die fünf Kontinenzprofile</h3><ol><li>Kontinenz</li><li>Unabhängig erreichte Kontinenz</li><li>Abhängig erreichte Kontinenz</li><li>Unabhängig kompensierte Inkontinenz</li><li>Abhängig kompensierte Inkontinenz</li></ol>',
        attributes: [
          { group: 'general_info', text: 'Grundlage: DNQP-Expertenstandard, 1. Aktualisierung 2014.' },
          {
            group: 'external_links',
            links: [{ label: 'DNQP', url: 'https://www.dnqp.de/' }],
          },
          {
            group: 'product_links',
            browser_link: 'https://www.example.org/urocampus',
            shop_link: null,
            shop: '',
          },
        ],
      },
    ],
    folders: [
      {
        title: 'Katheterpflege',
        description: 'Transurethral, suprapubisch und intermittierend',
        pages: [
          {
            title: 'Intermittierender Selbstkatheterismus',
            description: 'So leitest du Patientinnen und Patienten sicher an.',
            icon: '🧴',
            contentType: 'article',
            html: '<p>Der intermittierende Selbstkatheterismus (ISK) senkt das Infektionsrisiko gegenüber dem Dauerkatheter deutlich.</p><h3>Anleitung in fünf Schritten</h3><ol><li>Hände waschen und desinfizieren</li><li>Material bereitlegen</li><li>Harnröhrenöffnung reinigen</li><li>Katheter einführen, bis Urin fließt</li><li>Katheter langsam entfernen und entsorgen</li></ol>',
            attributes: [
              {
                group: 'general_info',
                text: 'Frequenz: meist 4- bis 6-mal täglich, Blasenvolumen unter 400 ml.',
              },
              {
                group: 'external_links',
                links: [
                  { label: 'Deutsche Kontinenz Gesellschaft', url: 'https://www.kontinenz-gesellschaft.de/' },
                ],
              },
              {
                group: 'podcast_links',
                spotify_link: 'https://open.spotify.com/search/urocampus',
                amazon_link: null,
                apple_link: null,
              },
            ],
          },
        ],
      },
      {
        title: 'Hautschutz',
        pages: [
          {
            title: 'Inkontinenzassoziierte Dermatitis vorbeugen',
            description: 'Reinigen, schützen, beobachten.',
            icon: '🧼',
            contentType: 'article',
            html: '<p>Haut, die dauerhaft Urin oder Stuhl ausgesetzt ist, wird schnell wund. Sanft reinigen mit pH-neutralen Produkten und einen Hautschutz auftragen.</p>',
            attributes: [],
          },
        ],
      },
    ],
  },
];

async function insertCategory(
  db: Kysely<DB>,
  subId: number,
  closedAreaId: number | null,
  category: TSeedCategory,
  position: number,
  now: number,
  editorId: number | null,
): Promise<{ categoryId: number; folderIds: number[] }> {
  const row = await db
    .insertInto('wiki_categories')
    .values({
      sub_community_id: subId,
      title: category.title,
      description: category.description,
      icon: category.icon,
      position,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const categoryId = Number(row.id);
  const folderIds: number[] = [];
  const addPages = async (pages: TSeedPage[], folderId: number | null) => {
    for (const [i, page] of pages.entries()) {
      const at = now - (i + 1) * 36 * 3600_000;
      const values = {
        title: page.title,
        description: page.description,
        content_html: sanitizeWikiHtml(page.html),
        icon: page.icon,
        preview_image_url: null,
        content_type: page.contentType,
        attributes: JSON.stringify(page.attributes),
      };
      const app = page.attributes.find((g) => g.group === 'app_info');
      const contentText = wikiSearchText(values.content_html);
      const inserted = await db
        .insertInto('wiki_pages')
        .values({
          ...values,
          content_text: contentText,
          closed_area_id: closedAreaId,
          sub_community_id: subId,
          category_id: categoryId,
          folder_id: folderId,
          app_type: app?.group === 'app_info' ? app.type : null,
          created_by: editorId,
          updated_by: editorId,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('wiki_page_revisions')
        .values({
          ...values,
          content_html: values.content_html,
          page_id: inserted.id,
          created_by: editorId,
          created_at: at,
        })
        .execute();
    }
  };
  const addFolders = async (folders: TSeedFolder[], parentId: number | null) => {
    for (const folder of folders) {
      const inserted = await db
        .insertInto('wiki_folders')
        .values({
          category_id: categoryId,
          parent_id: parentId,
          title: folder.title,
          description: folder.description ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      folderIds.push(Number(inserted.id));
      await addPages(folder.pages, Number(inserted.id));
      await addFolders(folder.folders ?? [], Number(inserted.id));
    }
  };
  await addPages(category.pages, null);
  await addFolders(category.folders, null);
  return { categoryId, folderIds };
}

export async function seedWiki(db: Kysely<DB>, options: { now: number; files?: TConfig }) {
  const { now } = options;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.pflegepuls.de')
    .executeTakeFirst();
  const uwe = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'urocampus@demo.pflegepuls.de')
    .executeTakeFirst();
  const community = await db
    .insertInto('wiki_sub_communities')
    .values({
      closed_area_id: null,
      title: 'Pflegewissen',
      description: 'Von der Community für die Community',
      position: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, category] of COMMUNITY.entries())
    await insertCategory(db, Number(community.id), null, category, i, now, admin ? Number(admin.id) : null);

  const area = await db
    .selectFrom('closed_areas')
    .select('id')
    .where('id', '=', UROCAMPUS_AREA_ID)
    .executeTakeFirst();
  if (!area) return;
  const sub = await db
    .insertInto('wiki_sub_communities')
    .values({
      closed_area_id: UROCAMPUS_AREA_ID,
      title: 'Wissensdatenbank Kontinenz',
      description: 'Fachwissen des Urocampus-Teams',
      position: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (uwe) {
    await db
      .insertInto('wiki_editors')
      .values({ closed_area_id: UROCAMPUS_AREA_ID, user_id: uwe.id, created_at: now })
      .execute();
  }
  for (const [i, category] of UROCAMPUS.entries()) {
    const { categoryId, folderIds } = await insertCategory(
      db,
      Number(sub.id),
      UROCAMPUS_AREA_ID,
      category,
      i,
      now,
      uwe ? Number(uwe.id) : null,
    );
    if (!options.files) continue;
    const pdf = makePdf('Checkliste Katheterwechsel', [
      'Urocampus – Wissensdatenbank Kontinenz',
      '',
      '1. Indikation prüfen und ärztliche Anordnung kontrollieren.',
      '2. Patientin oder Patienten informieren, Intimsphäre wahren.',
      '3. Hygienische Händedesinfektion, sterile Handschuhe.',
      '4. Harnröhrenöffnung mit Schleimhautantiseptikum reinigen.',
      '5. Katheter mit Gleitmittel einführen, Ballon mit Aqua dest. blocken.',
      '6. Geschlossenes Ableitungssystem unter Blasenniveau anbringen.',
      '7. Durchführung, Kathetergröße und Urinmenge dokumentieren.',
    ]);
    const video = makeWebm();
    const folderId = folderIds[0] ?? null;
    for (const [title, mime, bytes] of [
      ['Checkliste Katheterwechsel (PDF)', 'application/pdf', pdf],
      ['Lehrvideo Selbstkatheterismus', 'video/webm', video],
    ] as const) {
      const storageName = await storeWikiFile(options.files, mime, { bytes });
      await db
        .insertInto('wiki_files')
        .values({
          closed_area_id: UROCAMPUS_AREA_ID,
          sub_community_id: Number(sub.id),
          category_id: categoryId,
          folder_id: folderId,
          title,
          mime_type: mime,
          size: bytes.length,
          storage_name: storageName,
          created_by: uwe ? Number(uwe.id) : null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  }
}
