// The centred card the signed-out screens share (/auth's look): one h1, then the screen's content. It looks like
// antd's Card but is the app's own markup (auth-card.css), so the login page loads none of the Card's script.
import type { ReactNode } from 'react';
import './auth-card.css';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f6f4' }}>
      <div className="auth-card">
        <h1 className="auth-card__title">
          {title}
        </h1>
        {children}
      </div>
    </main>
  );
}
