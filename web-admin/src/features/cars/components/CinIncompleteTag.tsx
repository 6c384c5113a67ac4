// Beside a car whose Consumer Information Notice lacks items: it cannot be made available until they are filled in
// (an older car already on sale shows it until someone completes its notice). The items missing are in its title.
import { Tag } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import type { Car } from '@forecourt/contracts/car';
import { missingCinItems } from '@forecourt/contracts/cin';

export function CinIncompleteTag({ car }: { car: Car }) {
  const missing = missingCinItems(car);
  if (missing.length === 0) return null;
  return (
    <Tag icon={<WarningOutlined aria-hidden />} title={`Missing: ${missing.join(', ')}`} style={{ color: '#8a4b00', background: '#fff4e0', borderColor: '#f0c27a', fontWeight: 500 }}>
      CIN incomplete
    </Tag>
  );
}
