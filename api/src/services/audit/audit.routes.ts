// HTTP of the event log: GET /api/events as JSON pages, or every matching event as CSV (format=csv or Accept: text/csv).
import { Readable } from 'node:stream';
import Router from '@koa/router';
import type { Deps } from '../../deps.ts';
import { callerOf, type AppContext, type AppState } from '../../http/context.ts';
import { AUDIT_CSV_FILENAME, auditCsv } from './audit-csv.ts';
import { allAuditEvents, auditQuery, readAuditPage } from './audit-log.ts';

/** CSV when asked by name, or by Accept when no format is named. */
const wantsCsv = (ctx: AppContext, format: string | undefined) =>
  format === 'csv' || (format === undefined && /(^|,)\s*text\/csv\b/i.test(ctx.get('Accept')));

export function auditRoutes(deps: Deps): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/events', async (ctx) => {
    // Checked before anything is sent, so a refusal is an ordinary JSON error even for a CSV download.
    const query = auditQuery(callerOf(ctx), ctx.query);
    if (!wantsCsv(ctx, query.format)) {
      ctx.body = await readAuditPage(deps, query, query.limit, query.include === 'changes');
      return;
    }
    const events = await allAuditEvents(deps, query);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${AUDIT_CSV_FILENAME}"`);
    ctx.body = Readable.from(auditCsv(events));
  });

  return router;
}
