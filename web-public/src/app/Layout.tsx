// Header, page and footer around every public page; scrolls to the top on a new page, or to the URL's hash.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Toaster } from '../components/Toaster.tsx';
import { useSession } from '../lib/session.ts';
import { scrollToSectionWithRetry } from '../lib/scroll.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import './layout.css';

export function Layout({ children }: { children: ReactNode }) {
  const session = useSession();
  const [pathname] = useLocation();
  useEffect(() => {
    const hash = window.location.hash;
    if (hash) scrollToSectionWithRetry(hash.slice(1));
    // A vehicle address opens its detail over the list; the list keeps its scroll position.
    else if (!/^\/(cars|campervans)\//.test(pathname)) window.scrollTo({ top: 0 });
  }, [pathname]);
  return (
    <Toaster>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header session={session} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer signedIn={Boolean(session.user)} />
    </Toaster>
  );
}
