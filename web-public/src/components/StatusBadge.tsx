// A vehicle's status as a coloured badge (SPEC §4): Available (green), Reserved (amber), Sold or Rented (grey).
import { CAMPERVAN_STATUS_LABELS, CAR_STATUS_LABELS } from '@forecourt/contracts/options';

const LABELS: Record<string, string> = { ...CAR_STATUS_LABELS, ...CAMPERVAN_STATUS_LABELS };

export function StatusBadge({ status }: { status: string }) {
  const known = status in LABELS;
  return <span className={`badge badge-${known ? status : 'sold'}`}>{known ? LABELS[status] : status}</span>;
}
