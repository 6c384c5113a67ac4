// The band at the top of an inner page: the page's one heading and a short lead under it.
import type { ReactNode } from 'react';
import './page-banner.css';

export function PageBanner({ title, lead, eyebrow }: { title: string; lead?: ReactNode; eyebrow?: string }) {
  return (
    <div className="page-banner">
      <div className="container">
        {eyebrow && <p className="page-banner__eyebrow">{eyebrow}</p>}
        <h1 className="page-banner__title">{title}</h1>
        {lead && <p className="page-banner__lead">{lead}</p>}
      </div>
    </div>
  );
}
