// The capitalised status badge of a vehicle, in the colours of SPEC §2: cars green / amber / grey, campervans
// green / yellow / red. Our own shades: antd's preset tag colours fail WCAG AA contrast for their text.
import { Tag } from 'antd';
import { CAMPERVAN_STATUS_LABELS, CAR_STATUS_LABELS, type CampervanStatus, type CarStatus } from '@forecourt/contracts/options';

const SHADES = {
  green: { color: '#1b5e20', background: '#e7f4e8', borderColor: '#a5d6a7' },
  amber: { color: '#8a4500', background: '#fff3e0', borderColor: '#ffcc80' },
  yellow: { color: '#6b5200', background: '#fff8d6', borderColor: '#f3dc74' },
  grey: { color: '#3f3f3f', background: '#f1f1f1', borderColor: '#d0d0d0' },
  red: { color: '#a31515', background: '#fdecea', borderColor: '#f5b5b0' },
} as const;

const CAR_SHADES: Record<string, keyof typeof SHADES> = { available: 'green', reserved: 'amber' };
const CAMPERVAN_SHADES: Record<string, keyof typeof SHADES> = { available: 'green', reserved: 'yellow' };

export function StatusTag({ kind, status }: { kind: 'car' | 'campervan'; status: string }) {
  const label =
    kind === 'car' ? CAR_STATUS_LABELS[status as CarStatus] : CAMPERVAN_STATUS_LABELS[status as CampervanStatus];
  const shade = kind === 'car' ? (CAR_SHADES[status] ?? 'grey') : (CAMPERVAN_SHADES[status] ?? 'red');
  return (
    <Tag style={{ ...SHADES[shade], fontWeight: 500 }} data-shade={shade}>
      {label ?? status.charAt(0).toUpperCase() + status.slice(1)}
    </Tag>
  );
}
