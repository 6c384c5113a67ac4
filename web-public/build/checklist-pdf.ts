// The 60-point mechanical check as a branded one-page PDF, drawn from the checklist data.
import PDFDocument from 'pdfkit';
import { BUSINESS, businessAddressLine } from '@forecourt/contracts/business';
import { MECHANICAL_CHECK, MECHANICAL_CHECK_TOTAL } from '@forecourt/contracts/mechanical-check';

const GREEN = '#004225';

export function checklistPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${BUSINESS.name} 60-Point Mechanical Check`, Author: BUSINESS.legalName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.rect(0, 0, doc.page.width, 90).fill(GREEN);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(`${BUSINESS.name} 60-Point Mechanical Check`, 40, 28);
  doc.font('Helvetica').fontSize(10).text(`${BUSINESS.tagline} · ${businessAddressLine()} · ${BUSINESS.phone} · ${BUSINESS.email}`, 40, 58);

  const columnWidth = (doc.page.width - 80 - 20) / 2;
  let column = 0;
  let y = 110;
  const columnTops = [110, 110];
  let number = 0;
  for (const section of MECHANICAL_CHECK) {
    const height = 22 + section.items.length * 15 + 10;
    if (columnTops[column]! + height > doc.page.height - 70) column = 1;
    y = columnTops[column]!;
    const x = 40 + column * (columnWidth + 20);
    doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(12).text(`${section.title} (${section.items.length})`, x, y);
    y += 20;
    doc.font('Helvetica').fontSize(9.5).fillColor('#1f2937');
    for (const item of section.items) {
      number += 1;
      doc.rect(x, y, 9, 9).lineWidth(0.8).stroke('#6b7280');
      doc.text(`${number}. ${item}`, x + 15, y, { width: columnWidth - 15 });
      y += 15;
    }
    columnTops[column] = y + 12;
  }
  doc.fillColor('#4b5563').fontSize(9).text(
    `${MECHANICAL_CHECK_TOTAL} points checked by our technicians before every car is sold, followed by a new Warrant of Fitness.`,
    40,
    doc.page.height - 60,
    { width: doc.page.width - 80, align: 'center' },
  );
  doc.end();
  return done;
}
