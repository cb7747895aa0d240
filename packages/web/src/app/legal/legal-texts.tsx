/**
 * The legal texts (000 §2: /datenschutz, /impressum, /eula, about). The operator's details (name,
 * address, register, contacts) come from the server's configuration (`GET /api/legal`, LEGAL_* in the
 * README); while any an imprint needs is missing, a notice says so. The privacy text names the
 * retention periods of 000 §9.
 */
import { RETENTION } from '@pflegepuls/shared/constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import type { TLegalDetails } from '@pflegepuls/shared/legal';
import type { ReactNode } from 'react';
import { getProductName } from '../../platform/product.ts';
import { LoadErrorAlert } from '../../ui/load-error-alert.tsx';
import { useLegalDetailsQuery } from './api.ts';

export type TLegalKind = 'privacy' | 'imprint' | 'about' | 'urocampusPrivacy';

export const LEGAL_TITLES: Record<TLegalKind, string> = {
  privacy: 'Datenschutzerklärung',
  imprint: 'Impressum',
  about: 'Über uns',
  urocampusPrivacy: 'Datenschutzbestimmungen des Urocampus',
};

type TSection = { title: string; body: ReactNode[] };

/** Lines that are configured, without the empty ones. */
function present(...lines: Array<string | null | undefined | false>): string[] {
  return lines.filter((line): line is string => typeof line === 'string' && line.length > 0);
}

function privacySections(product: string, legal: TLegalDetails): TSection[] {
  const controller = legal.operator
    ? [legal.operator, ...legal.address].join(', ')
    : 'der Betreiber, dessen Anschrift im Impressum steht';
  return [
    {
      title: '1. Verantwortlicher',
      body: present(
        `Verantwortlich für die Verarbeitung deiner Daten in ${product} ist ${controller}.`,
        legal.privacyEmail && `Für Fragen zum Datenschutz erreichst du uns unter ${legal.privacyEmail}.`,
      ),
    },
    {
      title: '2. Welche Daten wir verarbeiten',
      body: [
        'Konto: Name, E-Mail-Adresse, Passwort (nur als sicherer Hash gespeichert), Registrierungszeitpunkt.',
        'Profil: was du selbst angibst, etwa Position, Ausbildung, Berufserfahrung, Sprachen, Fähigkeiten, Weiterbildungen, Profilbild und Wohnort (aus der Postleitzahl).',
        'Inhalte: deine Beiträge, Moments, Kommentare, Reaktionen, Nachrichten und Verbindungen.',
        'Technische Daten: Sitzungen (Gerät und Browser), Zeitpunkt deiner letzten Aktivität für den Online-Status und eine Zeile pro Tag mit deiner Aktivität für anonyme Nutzungsstatistiken.',
      ],
    },
    {
      title: '3. Zwecke und Rechtsgrundlagen',
      body: [
        'Wir verarbeiten deine Daten, um dir die Community bereitzustellen (Art. 6 Abs. 1 lit. b DSGVO), um sie sicher zu betreiben und Missbrauch zu verhindern (Art. 6 Abs. 1 lit. f DSGVO) und – wenn du zustimmst – um dir passende Stellenangebote zu zeigen (Art. 6 Abs. 1 lit. a DSGVO).',
        'Moments sind anonym: Andere Mitglieder sehen nie, wer einen Moment geschrieben hat.',
      ],
    },
    {
      title: '4. Speicherdauer',
      body: [
        `IP-Adressen in den Protokollen unseres Anbieters für die Registrierungsstrecke speichern wir höchstens ${RETENTION.funnelIpLogsDays} Tage.`,
        `Daten aus einem Bewerbungs- oder Vermittlungsprozess löschen wir ${RETENTION.applicationDataMonthsAfterProcess} Monate nach dessen Abschluss, sofern du nicht in eine längere Speicherung eingewilligt hast.`,
        `Rechnungs- und Buchungsdaten bewahren wir wegen gesetzlicher Aufbewahrungspflichten ${RETENTION.billingDataYears} Jahre auf.`,
        'Alle übrigen Daten speichern wir, solange dein Konto besteht. Löschst du dein Konto, entfernen wir deine persönlichen Daten; Beiträge bleiben nur anonymisiert erhalten.',
      ],
    },
    {
      title: '5. Empfänger',
      body: [
        'Wir geben deine Daten nicht zu Werbezwecken weiter. Technische Dienstleister (Hosting, E-Mail-Versand) verarbeiten Daten nur in unserem Auftrag und nach unseren Weisungen. Im Urocampus gelten zusätzlich dessen Datenschutzbestimmungen.',
      ],
    },
    {
      title: '6. Deine Rechte',
      body: [
        'Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, eine Einwilligung jederzeit zu widerrufen. In den Einstellungen kannst du deine Daten herunterladen und dein Konto löschen. Du kannst dich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren.',
      ],
    },
    {
      title: '7. Cookies und lokale Speicherung',
      body: [
        'Wir setzen nur technisch notwendige Cookies für deine Anmeldung und den Schutz vor gefälschten Anfragen. Deine Einstellung für den hellen oder dunklen Modus speichert dein Browser lokal. Es gibt kein Tracking durch Dritte.',
      ],
    },
    {
      title: '8. Quellen',
      body: ['Postleitzahlen: GeoNames (CC BY 4.0), https://www.geonames.org'],
    },
  ];
}

function imprintSections(product: string, legal: TLegalDetails): TSection[] {
  return [
    {
      title: 'Angaben gemäß § 5 DDG',
      body: present(
        legal.operator ? `${product} ist ein Angebot von ${legal.operator}` : product,
        ...legal.address,
        legal.representedBy,
        legal.register,
        legal.vatId && `Umsatzsteuer-Identifikationsnummer: ${legal.vatId}`,
      ),
    },
    ...(legal.email ? [{ title: 'Kontakt', body: [`E-Mail: ${legal.email}`] }] : []),
    ...(legal.contentResponsible
      ? [{ title: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV', body: [legal.contentResponsible] }]
      : []),
    {
      title: 'Streitbeilegung',
      body: [
        'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      ],
    },
    {
      title: 'Haftung für Inhalte und Links',
      body: [
        'Beiträge von Mitgliedern geben deren Meinung wieder. Wenn du auf rechtswidrige Inhalte stößt, melde sie uns bitte; wir entfernen sie umgehend. Für Inhalte verlinkter Seiten sind deren Anbieter verantwortlich.',
      ],
    },
  ];
}

function aboutSections(product: string, legal: TLegalDetails): TSection[] {
  return [
    {
      title: 'Von der Pflege, für die Pflege',
      body: [
        `${product} ist die Community für Pflege- und Gesundheitsfachkräfte im deutschsprachigen Raum. Hier tauschst du dich mit Kolleginnen und Kollegen aus, findest Wissen für den Berufsalltag und Arbeitgeber, die zu dir passen.`,
      ],
    },
    {
      title: 'Was du hier findest',
      body: [
        'Einen Feed mit Fachbeiträgen, anonyme Moments für das, was dich bewegt, Gruppen und Events, ein Wiki, Stellenanzeigen, Arbeitgeberprofile und dein persönliches Netzwerk.',
        'Im geschlossenen Urocampus treffen sich Fachkräfte aus Urologie und Kontinenzversorgung.',
      ],
    },
    ...(legal.email
      ? [
          {
            title: 'Kontakt',
            body: [`Fragen, Ideen oder Kritik? Schreib uns an ${legal.email} – wir lesen jede Nachricht.`],
          },
        ]
      : []),
  ];
}

function urocampusPrivacySections(): TSection[] {
  return [
    {
      title: 'Der Urocampus',
      body: [
        'Der Urocampus ist ein geschlossener Bereich, den ein Partnerunternehmen unterstützt. Inhalte dort sehen nur seine Mitglieder.',
      ],
    },
    {
      title: 'Was mit deinen Daten geschieht',
      body: [
        'Mit deinem Beitritt speichern wir deine Mitgliedschaft und die Version der Bedingungen, die du akzeptiert hast. Andere Mitglieder, die Moderation und der Partner sehen deinen Namen, deine Position und deine Beiträge im Urocampus.',
        'Kontaktdaten, Telefonnummer und Postleitzahl geben wir nicht an den Partner weiter. Der Partner erhält nur zusammengefasste Statistiken ohne Personenbezug.',
      ],
    },
    {
      title: 'Austritt',
      body: ['Du kannst den Urocampus jederzeit verlassen. Deine Beiträge dort werden dann anonymisiert.'],
    },
  ];
}

function sectionsOf(kind: TLegalKind, product: string, legal: TLegalDetails): TSection[] {
  if (kind === 'privacy') return privacySections(product, legal);
  if (kind === 'imprint') return imprintSections(product, legal);
  if (kind === 'about') return aboutSections(product, legal);
  return urocampusPrivacySections();
}

/** The text of a legal page with the operator's configured details. */
export function LegalText({ kind, headingLevel = 'h2' }: { kind: TLegalKind; headingLevel?: 'h2' | 'h3' }) {
  const product = getProductName();
  const query = useLegalDetailsQuery();
  if (query.isPending)
    return (
      <Box aria-busy="true">
        {[90, 75, 85, 60].map((width) => (
          <Skeleton key={width} variant="text" width={`${width}%`} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  if (query.isError)
    return (
      <LoadErrorAlert onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
        Der Text konnte nicht geladen werden.
      </LoadErrorAlert>
    );
  const legal = query.data.data;
  const incomplete = !legal.operator || legal.address.length === 0 || !legal.email;
  return (
    <Box>
      {incomplete && (kind === 'imprint' || kind === 'privacy') && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Die Anbieterangaben sind noch nicht vollständig eingetragen.
        </Alert>
      )}
      {sectionsOf(kind, product, legal).map((section) => (
        <Box key={section.title} component="section" sx={{ mb: 3 }}>
          <Typography component={headingLevel} variant="h6" sx={{ mb: 1, fontSize: '1.0625rem' }}>
            {section.title}
          </Typography>
          {section.body.map((paragraph, index) => (
            <Typography key={index} color="text.secondary" sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary">
        Stand: November 2026
      </Typography>
    </Box>
  );
}
