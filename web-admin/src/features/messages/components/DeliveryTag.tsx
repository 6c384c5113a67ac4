// A contact message's delivery state as a coloured tag: Sent green, Pending or Sending blue, Retrying amber, Failed
// red. Our own shades: antd's preset tag colours fail WCAG AA contrast for their text.
import { Tag } from 'antd';
import type { ContactDeliveryState } from '@forecourt/contracts/contact';
import { STATE_TAGS, type Shade } from '../delivery-state.ts';

const SHADES: Record<Shade, { color: string; background: string; borderColor: string }> = {
  green: { color: '#1b5e20', background: '#e7f4e8', borderColor: '#a5d6a7' },
  blue: { color: '#0b4f8a', background: '#e6f1fb', borderColor: '#9cc6ee' },
  amber: { color: '#8a4500', background: '#fff3e0', borderColor: '#ffcc80' },
  red: { color: '#a31515', background: '#fdecea', borderColor: '#f5b5b0' },
};

export function DeliveryTag({ status }: { status: ContactDeliveryState }) {
  const { label, shade } = STATE_TAGS[status];
  return (
    <Tag style={{ ...SHADES[shade], fontWeight: 600, marginInlineEnd: 0 }} data-shade={shade}>
      {label}
    </Tag>
  );
}
