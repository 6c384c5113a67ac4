// What `npm run audit:deps` makes of npm audit's JSON: a clean report, high and critical advisories, and a registry
// that does not answer audits (this machine's answers 405), which must never read as a pass.
import { describe, expect, it } from 'vitest';
import { readAudit } from './audit-report.ts';

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } } });

describe('reading npm audit', () => {
  it('passes a report with nothing high or critical, whatever else it lists', () => {
    const verdict = readAudit(report({ tar: { name: 'tar', severity: 'moderate', via: [{ title: 'Slow regex' }], range: '<6.2.1' } }, { moderate: 1 }));
    expect(verdict).toEqual({ kind: 'checked', counts: expect.objectContaining({ moderate: 1 }), failing: [] });
  });

  it('names each high or critical advisory, and what brings it in', () => {
    const verdict = readAudit(
      report(
        {
          koa: { name: 'koa', severity: 'high', range: '<2.16.1', via: [{ title: 'Open redirect', url: 'https://github.com/advisories/GHSA-x' }] },
          '@koa/router': { name: '@koa/router', severity: 'critical', range: '*', via: ['path-to-regexp'] },
          ms: { name: 'ms', severity: 'low', via: [] },
        },
        { high: 1, critical: 1, low: 1 },
      ),
    );
    expect(verdict.kind).toBe('checked');
    if (verdict.kind !== 'checked') return;
    expect(verdict.failing).toEqual([
      { name: 'koa', severity: 'high', range: '<2.16.1', titles: ['Open redirect (https://github.com/advisories/GHSA-x)'] },
      { name: '@koa/router', severity: 'critical', range: '*', titles: ['through path-to-regexp'] },
    ]);
  });

  it('says the service could not be reached when the registry refuses the audit call, or prints no report', () => {
    const refused = JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405, error: { summary: '', detail: '' } });
    expect(readAudit(refused)).toEqual({ kind: 'unreachable', reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk' });
    expect(readAudit(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry.example' } })).kind).toBe('unreachable');
    expect(readAudit('')).toEqual({ kind: 'unreachable', reason: 'npm audit printed nothing' });
    expect(readAudit('npm error audit endpoint returned an error')).toMatchObject({ kind: 'unreachable' });
  });
});
