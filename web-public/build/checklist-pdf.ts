// The 60-point mechanical check as a branded one-page A4 PDF, drawn from the checklist data: a green header, a box for
// the vehicle's details, the sections two by two in reading order, and a sign-off line for the technician.
import PDFDocument from 'pdfkit';
import { BUSINESS, PRINT_COLOURS, businessAddressLine } from '@forecourt/contracts/business';
import { MECHANICAL_CHECK, MECHANICAL_CHECK_TOTAL, type CheckSection } from '@forecourt/contracts/mechanical-check';

const { GREEN, GOLD, INK, MUTED, LINE } = PRINT_COLOURS;

const MARGIN = 40;
const GUTTER = 20;
const ITEM_HEIGHT = 13.5;
const SECTION_HEADER = 22;
const ROW_GAP = 14;

type Doc = InstanceType<typeof PDFDocument>;

export function checklistPdf(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${BUSINESS.name} ${MECHANICAL_CHECK_TOTAL}-Point Mechanical Check`, Author: BUSINESS.legalName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const width = doc.page.width - 2 * MARGIN;
  header(doc);
  vehicleBox(doc, 116, width);

  const columnWidth = (width - GUTTER) / 2;
  let y = 172;
  let number = 0;
  for (let i = 0; i < MECHANICAL_CHECK.length; i += 2) {
    const pair = MECHANICAL_CHECK.slice(i, i + 2);
    pair.forEach((section, column) => {
      const first = number + 1 + pair.slice(0, column).reduce((n, s) => n + s.items.length, 0);
      drawSection(doc, section, first, MARGIN + column * (columnWidth + GUTTER), y, columnWidth);
    });
    number += pair.reduce((n, s) => n + s.items.length, 0);
    y += SECTION_HEADER + Math.max(...pair.map((s) => s.items.length)) * ITEM_HEIGHT + ROW_GAP;
  }

  signOff(doc, y + 6, width);
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8.5)
    .text(
      `${MECHANICAL_CHECK_TOTAL} points checked by our technicians before every car is sold, followed by a new Warrant of Fitness.`,
      MARGIN,
      doc.page.height - 52,
      { width, align: 'center' },
    );
  doc.end();
  return done;
}

function header(doc: Doc) {
  doc.rect(0, 0, doc.page.width, 96).fill(GREEN);
  doc.rect(0, 96, doc.page.width, 3).fill(GOLD);
  doc.fillColor(GOLD).font('Helvetica-Bold').fontSize(9).text(`${BUSINESS.name.toUpperCase()}  ·  ${BUSINESS.tagline}`, MARGIN, 24, { characterSpacing: 1.5 });
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(`${MECHANICAL_CHECK_TOTAL}-Point Mechanical Check`, MARGIN, 40);
  doc.fillColor('#dbe7e0').font('Helvetica').fontSize(9).text(`${businessAddressLine()}  ·  ${BUSINESS.phone}  ·  ${BUSINESS.email}`, MARGIN, 70);
}

/** Blank fields for the car this sheet belongs to. */
function vehicleBox(doc: Doc, y: number, width: number) {
  const fields = ['Vehicle', 'Registration', 'Odometer (km)', 'Date'];
  const fieldWidth = (width - GUTTER * (fields.length - 1)) / fields.length;
  fields.forEach((label, i) => {
    const x = MARGIN + i * (fieldWidth + GUTTER);
    doc.fillColor(MUTED).font('Helvetica').fontSize(8).text(label.toUpperCase(), x, y, { characterSpacing: 0.6 });
    doc.moveTo(x, y + 30).lineTo(x + fieldWidth, y + 30).lineWidth(0.8).stroke(LINE);
  });
}

function drawSection(doc: Doc, section: CheckSection, first: number, x: number, y: number, width: number) {
  doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(11.5).text(section.title, x, y);
  doc.fillColor(MUTED).font('Helvetica').fontSize(8.5).text(`${section.items.length} checks`, x, y + 2, { width, align: 'right' });
  doc.moveTo(x, y + 16).lineTo(x + width, y + 16).lineWidth(1.5).stroke(GREEN);
  let itemY = y + SECTION_HEADER;
  section.items.forEach((item, i) => {
    doc.roundedRect(x, itemY, 8.5, 8.5, 1.5).lineWidth(0.8).stroke('#6b7280');
    doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(9).text(`${first + i}.`, x + 13, itemY, { width: 16, align: 'right' });
    doc.fillColor(INK).font('Helvetica').fontSize(9).text(item, x + 33, itemY, { width: width - 33, lineBreak: false, ellipsis: true });
    itemY += ITEM_HEIGHT;
  });
}

/** Where the technician signs the sheet off. */
function signOff(doc: Doc, y: number, width: number) {
  doc.rect(MARGIN, y, width, 52).fill('#f6f7f6');
  const fields = ['Checked by', 'Signature', 'WoF issued'];
  const fieldWidth = (width - 32 - GUTTER * (fields.length - 1)) / fields.length;
  fields.forEach((label, i) => {
    const x = MARGIN + 16 + i * (fieldWidth + GUTTER);
    doc.fillColor(MUTED).font('Helvetica').fontSize(8).text(label.toUpperCase(), x, y + 10, { characterSpacing: 0.6 });
    doc.moveTo(x, y + 38).lineTo(x + fieldWidth, y + 38).lineWidth(0.8).stroke(LINE);
  });
}
