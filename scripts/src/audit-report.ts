// Reads what `npm audit --json` printed: the advisories that fail the check (high and critical), or that the audit
// service could not be asked at all (a registry without the audit endpoint answers 405), which is not a pass.
export const FAILING_SEVERITIES = ['high', 'critical'] as const;

export interface AuditAdvisory {
  name: string;
  severity: string;
  titles: string[];
  range: string;
}

export type AuditVerdict =
  | { kind: 'checked'; counts: Record<string, number>; failing: AuditAdvisory[] }
  | { kind: 'unreachable'; reason: string };

interface Vulnerability {
  name?: string;
  severity?: string;
  range?: string;
  via?: (string | { title?: string; url?: string })[];
}

export function readAudit(stdout: string): AuditVerdict {
  let report: {
    metadata?: { vulnerabilities?: Record<string, number> };
    vulnerabilities?: Record<string, Vulnerability>;
    message?: string;
    statusCode?: number;
    error?: { summary?: string; code?: string };
  };
  try {
    report = JSON.parse(stdout);
  } catch {
    return { kind: 'unreachable', reason: stdout.trim() ? 'npm audit printed something that is not its JSON report' : 'npm audit printed nothing' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.message || report.error?.summary || report.error?.code || (report.statusCode ? `HTTP ${report.statusCode}` : 'no report in the answer');
    return { kind: 'unreachable', reason };
  }
  const failing = Object.entries(report.vulnerabilities ?? {})
    .filter(([, v]) => (FAILING_SEVERITIES as readonly string[]).includes(v.severity ?? ''))
    .map(([name, v]) => ({
      name: v.name ?? name,
      severity: v.severity ?? 'unknown',
      range: v.range ?? '',
      // `via` names either advisories (objects) or the dependency that brings one in (strings).
      titles: (v.via ?? []).map((via) => (typeof via === 'string' ? `through ${via}` : `${via.title ?? 'advisory'}${via.url ? ` (${via.url})` : ''}`)),
    }));
  return { kind: 'checked', counts, failing };
}
