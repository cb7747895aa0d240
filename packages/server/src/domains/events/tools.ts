/** Organiser exports and the attendance confirmation (Fortbildungsnachweis). */
import PDFDocument from 'pdfkit';
import { EVENT_STATUS_LABELS, type TEventParticipant } from '@pflegepuls/shared';
import { formatBerlin } from '@pflegepuls/shared';
import type { TEventRow } from './policy.ts';

/** A CSV cell; cells that a spreadsheet would run as a formula get a leading apostrophe. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The participant list as CSV (semicolons, as German spreadsheets expect; BOM for Excel). */
export function renderParticipantsCsv(participants: TEventParticipant[]): string {
  const lines = [['Name', 'Antwort', 'Zeitpunkt', 'Eingecheckt'].map(cell).join(';')];
  for (const p of participants) {
    lines.push(
      [
        p.fullName,
        p.status === 'waitlisted' && p.waitlistPosition !== null
          ? `${EVENT_STATUS_LABELS.waitlisted}`
          : EVENT_STATUS_LABELS[p.status],
        p.answeredAt !== null ? formatBerlin(p.answeredAt) : '',
        p.checkedInAt !== null ? formatBerlin(p.checkedInAt) : '',
      ]
        .map(cell)
        .join(';'),
    );
  }
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** The German attendance confirmation of one checked-in participant, as a PDF. */
export function renderAttendancePdf(input: {
  event: TEventRow;
  participantName: string;
  organiserName: string;
  checkedInAt: number;
  productName: string;
  now: number;
}): Promise<Buffer> {
  const { event } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 64,
    info: { Title: `Teilnahmebestätigung – ${event.title}`, Author: input.productName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const minutes = Math.round(((event.ends_at ?? event.starts_at) - event.starts_at) / 60_000);
  doc.font('Helvetica-Bold').fontSize(22).text('Teilnahmebestätigung', { align: 'left' });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#555')
    .text('Nachweis für die berufliche Fortbildung');
  doc.moveDown(2).fillColor('#000').fontSize(12).text('Hiermit wird bestätigt, dass');
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(16).text(input.participantName);
  doc.moveDown(0.6).font('Helvetica').fontSize(12).text('an der folgenden Veranstaltung teilgenommen hat:');
  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text(event.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(12);
  doc.text(`Art: ${event.category}`);
  doc.text(`Beginn: ${formatBerlin(event.starts_at)} Uhr`);
  if (event.ends_at !== null) doc.text(`Ende: ${formatBerlin(event.ends_at)} Uhr`);
  if (minutes > 0) doc.text(`Dauer: ${Math.floor(minutes / 60)} Std. ${minutes % 60} Min.`);
  doc.text(`Ort: ${event.is_online ? 'Online' : (event.location ?? '–')}`);
  doc.text(`Veranstalter: ${input.organiserName}`);
  doc.text(`Eingecheckt: ${formatBerlin(input.checkedInAt)} Uhr`);
  doc.moveDown(2).fontSize(10).fillColor('#555');
  doc.text(
    `Diese Bestätigung wurde am ${formatBerlin(input.now)} Uhr von ${input.productName} erstellt. ` +
      'Sie beruht auf dem Check-in am Veranstaltungsort durch die Veranstalter.',
  );
  doc.end();
  return done;
}
