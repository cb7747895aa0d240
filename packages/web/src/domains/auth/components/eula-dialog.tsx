import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { getProductName } from '../../../platform/product.ts';
import { ResponsiveSheet } from '../../../ui/responsive-sheet.tsx';

type TEulaDialogProps = { open: boolean; onClose: () => void };

type TSection = { title: string; paragraphs: string[] };

/** The licence text. A template: the operator adapts it (provider details, law) before going live. */
function getEulaSections(product: string): TSection[] {
  return [
    {
      title: '1. Geltungsbereich',
      paragraphs: [
        `Dieser Endbenutzer-Lizenzvertrag regelt die Nutzung von ${product} (Web-App und mobile Nutzung im Browser) durch registrierte Mitglieder. Mit dem Fortfahren bei der Registrierung oder Anmeldung stimmst du diesen Bedingungen zu.`,
      ],
    },
    {
      title: '2. Nutzungsrecht',
      paragraphs: [
        `Du erhältst ein einfaches, nicht übertragbares und jederzeit widerrufliches Recht, ${product} für deine persönliche und berufliche Vernetzung zu nutzen. Die Software, das Design und die Inhalte des Betreibers bleiben dessen Eigentum; du darfst sie nicht kopieren, verändern, zurückentwickeln oder automatisiert auslesen.`,
      ],
    },
    {
      title: '3. Dein Konto',
      paragraphs: [
        'Deine Angaben bei der Registrierung müssen wahr sein. Halte dein Passwort geheim und informiere uns, wenn du einen Missbrauch deines Kontos vermutest. Jede Person darf nur ein Konto führen.',
      ],
    },
    {
      title: '4. Schweigepflicht und Verhaltensregeln',
      paragraphs: [
        'Veröffentliche keine Daten, über die Patientinnen, Patienten, Bewohnerinnen, Bewohner oder Angehörige erkannt werden können – auch nicht in Bildern oder anonym gemeinten Beiträgen. Deine berufliche Schweigepflicht gilt auch hier.',
        'Respektvoller Umgang ist Pflicht: keine Beleidigungen, keine Diskriminierung, keine Werbung ohne Erlaubnis und keine rechtswidrigen Inhalte. Wir dürfen Beiträge, die dagegen verstoßen, entfernen und Konten sperren.',
      ],
    },
    {
      title: '5. Deine Inhalte',
      paragraphs: [
        `Die Rechte an deinen Beiträgen bleiben bei dir. Du räumst dem Betreiber das einfache Recht ein, sie innerhalb von ${product} anzuzeigen, solange sie veröffentlicht sind. Fachliche Beiträge ersetzen keine ärztliche oder pflegefachliche Beratung im Einzelfall.`,
      ],
    },
    {
      title: '6. Verfügbarkeit und Änderungen',
      paragraphs: [
        'Wir bemühen uns um einen störungsfreien Betrieb, können ihn aber nicht jederzeit garantieren. Funktionen können sich weiterentwickeln. Über wesentliche Änderungen dieses Vertrags informieren wir dich rechtzeitig vorher.',
      ],
    },
    {
      title: '7. Haftung',
      paragraphs: [
        'Wir haften unbeschränkt bei Vorsatz, grober Fahrlässigkeit und bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, typischen Schaden.',
      ],
    },
    {
      title: '8. Kündigung',
      paragraphs: [
        'Du kannst dein Konto jederzeit löschen. Wir können den Vertrag mit einer Frist von zwei Wochen kündigen; das Recht zur Kündigung aus wichtigem Grund bleibt unberührt.',
      ],
    },
    {
      title: '9. Datenschutz und Schlussbestimmungen',
      paragraphs: [
        'Wie wir mit deinen Daten umgehen, erklärt die Datenschutzerklärung. Es gilt das Recht der Bundesrepublik Deutschland; zwingende Verbraucherschutzvorschriften deines Wohnsitzlandes bleiben unberührt.',
      ],
    },
  ];
}

/** The end-user licence agreement, opened from the terms notice on the landing page (001 §2.1). */
export default function EulaDialog({ open, onClose }: TEulaDialogProps) {
  const product = getProductName();
  return (
    <ResponsiveSheet open={open} onClose={onClose} labelledBy="eula-title" maxWidth="md">
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, maxHeight: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, pt: { xs: 1, md: 3 }, pb: 2 }}>
          <Typography id="eula-title" component="h2" variant="h5" sx={{ flex: 1 }}>
            Endbenutzer-Lizenzvertrag
          </Typography>
          <IconButton onClick={onClose} aria-label="Schließen" edge="end">
            <CloseRounded />
          </IconButton>
        </Box>
        <Box sx={{ overflowY: 'auto', px: 3, pb: 2 }} tabIndex={0} role="region" aria-label="Vertragstext">
          <Alert severity="info" sx={{ mb: 2.5 }}>
            Vorlage des Betreibers: Anbieterangaben und Inhalte werden vor dem Start angepasst und rechtlich
            geprüft.
          </Alert>
          {getEulaSections(product).map((section) => (
            <Box key={section.title} component="section" sx={{ mb: 2.5 }}>
              <Typography component="h3" variant="subtitle1" sx={{ mb: 0.75 }}>
                {section.title}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography
                  key={paragraph.slice(0, 32)}
                  variant="body2"
                  color="text.secondary"
                  sx={{ mb: 1 }}
                >
                  {paragraph}
                </Typography>
              ))}
            </Box>
          ))}
          <Typography variant="caption" color="text.secondary">
            Stand: November 2026
          </Typography>
        </Box>
        <Box
          sx={{
            px: 3,
            py: 2,
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            justifyContent: 'flex-end',
          }}
        >
          <Button variant="contained" onClick={onClose} sx={{ minWidth: { xs: '100%', md: 160 } }}>
            Verstanden
          </Button>
        </Box>
      </Box>
    </ResponsiveSheet>
  );
}
