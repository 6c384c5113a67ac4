// A campervan's status as a coloured badge: Available, Reserved or Rented (SPEC §4).
import { CAMPERVAN_STATUS_LABELS, type CampervanStatus } from '@forecourt/contracts/options';

export function StatusBadge({ status }: { status: string }) {
  const label = CAMPERVAN_STATUS_LABELS[status as CampervanStatus] ?? status;
  return <span className={`badge badge-${status}`}>{label}</span>;
}
