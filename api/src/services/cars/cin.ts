// The Consumer Information Notice of a car: the JSON the site and staff read, and the A4 window card printed for the
// car, both made from the same car record (now, or with `asOf` as it stood then, rebuilt from the log for staff: the
// law asks a trader to keep each notice for six years).
import PDFDocument from 'pdfkit';
import {
  asOfQuerySchema,
  BUSINESS,
  PRINT_COLOURS,
  CIN_FIELD_NAMES,
  cinLines,
  cinTrader,
  formatNZD,
  missingCinItems,
  type Car,
  type CinFacts,
  type CinNotice,
} from '@forecourt/contracts';
import type { Deps } from '../../deps.ts';
import type { Caller } from '../../http/context.ts';
import { requireUser } from '../../lib/auth/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { parse } from '../../lib/validate.ts';
import { readVehicleAsOf } from '../vehicles/vehicle-timeline.ts';
import { carDecider } from '@forecourt/domain/cars/cars.decider';
import { CARS } from './cars.projection.ts';
import { getCar } from './cars.ts';

/** The statuses whose notice the public may read: a car offered for sale (reserved ones are still on the yard). */
const PUBLIC_STATUSES = new Set(['available', 'reserved']);

/** The car whose notice is asked for: now (public while offered for sale, staff always), or as of a moment (staff). */
async function noticeCar(deps: Deps, id: number, query: unknown, caller: Caller): Promise<{ car: Car; asOf: Date }> {
  const { asOf } = parse(asOfQuerySchema, query);
  if (asOf) {
    requireUser(caller.user);
    return { car: await readVehicleAsOf(deps, CARS, carDecider, id, asOf), asOf };
  }
  const car = await getCar(deps, id);
  if (!caller.user && !PUBLIC_STATUSES.has(car.status)) throw notFound('Consumer Information Notice not found');
  return { car, asOf: deps.clock() };
}

export function noticeOf(car: Car, asOf: Date): CinNotice {
  const record = car as Car & Record<string, unknown>;
  const facts = Object.fromEntries(CIN_FIELD_NAMES.map((name) => [name, record[name] ?? null])) as Required<CinFacts>;
  const missing = missingCinItems(car);
  return {
    carId: car.id,
    version: car.version,
    asOf: asOf.toISOString(),
    complete: missing.length === 0,
    missing,
    trader: cinTrader(),
    lines: cinLines(car),
    facts: { ...facts, mileage: car.mileage ?? null, price: car.price ?? null },
  };
}

/** GET /api/cars/:id/cin */
export async function getCarNotice(deps: Deps, id: number, query: unknown, caller: Caller): Promise<CinNotice> {
  const { car, asOf } = await noticeCar(deps, id, query, caller);
  return noticeOf(car, asOf);
}

/** GET /api/cars/:id/cin.pdf: the notice as a one-page A4 window card, and the name to save it under. */
export async function getCarNoticePdf(deps: Deps, id: number, query: unknown, caller: Caller): Promise<{ pdf: Buffer; filename: string }> {
  const { car, asOf } = await noticeCar(deps, id, query, caller);
  const notice = noticeOf(car, asOf);
  const slug = `${car.year}-${car.brand}-${car.model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { pdf: await noticePdf(car, notice), filename: `consumer-information-notice-${car.id}-${slug}.pdf` };
}

const { GREEN, GOLD, INK, MUTED, LINE } = PRINT_COLOURS;
const MARGIN = 48;

/** Plain text, so every word is selectable and searchable in the PDF; Helvetica, so no font file is needed. */
export function noticePdf(car: Car, notice: CinNotice, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `Consumer Information Notice: ${car.year} ${car.brand} ${car.model}`,
      Author: BUSINESS.legalName,
      Subject: 'Consumer Information Standards (Used Motor Vehicles) Regulations 2008',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  // Header band in the dealership's green.
  doc.rect(0, 0, doc.page.width, 110).fill(GREEN);
  doc.rect(0, 110, doc.page.width, 4).fill(GOLD);
  doc.fillColor(GOLD).font('Helvetica-Bold').fontSize(9).text(`${BUSINESS.name.toUpperCase()}  ·  ${BUSINESS.tagline}`, MARGIN, 26, { characterSpacing: 1.5 });
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(24).text('Consumer Information Notice', MARGIN, 44);
  doc.fillColor('#dbe7e0').font('Helvetica').fontSize(9).text('Consumer Information Standards (Used Motor Vehicles) Regulations 2008', MARGIN, 80);

  // The vehicle and its price, large, as a window card reads from a distance.
  let y = 134;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(`${car.year} ${car.brand} ${car.model}`, MARGIN, y, { width });
  y = doc.y + 4;
  doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(28).text(formatNZD(car.price), MARGIN, y, { width });
  y = doc.y + 2;
  doc.fillColor(MUTED).font('Helvetica').fontSize(10).text('Cash price, including GST', MARGIN, y, { width });
  y = doc.y + 16;

  // The items, one per row: label on the left, value on the right.
  const labelWidth = 230;
  for (const line of notice.lines) {
    if (line.key === 'price') continue;
    const top = y;
    doc.fillColor(MUTED).font('Helvetica').fontSize(10.5).text(line.label, MARGIN, top + 7, { width: labelWidth - 10 });
    const labelBottom = doc.y;
    doc
      .fillColor(line.value === 'Not stated' ? '#b42318' : INK)
      .font('Helvetica-Bold')
      .fontSize(11.5)
      .text(line.value, MARGIN + labelWidth, top + 6, { width: width - labelWidth });
    y = Math.max(labelBottom, doc.y) + 7;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.6).stroke(LINE);
  }

  // The trader, once, from the business details.
  y += 18;
  doc.rect(MARGIN, y, width, 78).lineWidth(1).stroke(GREEN);
  doc.fillColor(GREEN).font('Helvetica-Bold').fontSize(10).text('MOTOR VEHICLE TRADER', MARGIN + 14, y + 12, { characterSpacing: 1 });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(12).text(notice.trader.name, MARGIN + 14, y + 28, { width: width - 28 });
  doc.fillColor(INK).font('Helvetica').fontSize(10.5).text(notice.trader.address, MARGIN + 14, doc.y + 2, { width: width - 28 });
  doc.text(`Motor vehicle trader registration number: ${notice.trader.traderNumber}`, MARGIN + 14, doc.y + 2, { width: width - 28 });
  y += 96;

  if (!notice.complete) {
    doc.fillColor('#b42318').font('Helvetica-Bold').fontSize(10).text(`Incomplete notice. Missing: ${notice.missing.join(', ')}`, MARGIN, y, { width });
    y = doc.y + 8;
  }
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(8.5)
    .text(
      'You can check whether a security interest is registered against this vehicle on the Personal Property Securities Register (ppsr.companiesoffice.govt.nz). ' +
        'The trader must give you a copy of this notice on request.',
      MARGIN,
      Math.max(y, doc.page.height - 92),
      { width },
    );
  doc.text(`Notice as at ${new Date(notice.asOf).toLocaleString('en-NZ', { timeZone: 'Pacific/Auckland', dateStyle: 'long', timeStyle: 'short' })} · car ${car.id}, version ${car.version}`, MARGIN, doc.y + 4, { width });
  doc.end();
  return done;
}
