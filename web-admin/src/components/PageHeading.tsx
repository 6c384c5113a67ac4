// The title and optional subtitle at the top of every staff screen: one h1 per screen.
import type { ReactNode } from 'react';
import { Paragraph, Title } from './typography.tsx';

export function PageHeading({ title, subtitle, extra }: { title: string; subtitle?: string; extra?: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', justifyContent: 'space-between', marginBottom: 20 }}>
      <div>
        <Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {title}
        </Title>
        {subtitle && <Paragraph type="secondary" style={{ margin: '4px 0 0' }}>{subtitle}</Paragraph>}
      </div>
      {extra}
    </div>
  );
}
