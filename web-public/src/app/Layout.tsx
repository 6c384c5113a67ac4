// Header, page and footer around every public page; scrolls to the top on a new page, or to the URL's hash.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Toaster } from '../components/Toaster.tsx';
import { useSession } from '../lib/session.ts';
import { scrollToSectionWithRetry } from '../lib/scroll.ts';
import { Header } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { LoginDialog } from './login-dialog-loader.ts';
import './layout.css';

/**
 * Addresses that show the same list: opening or closing a vehicle's detail, or a new search, stays on the list
 * and keeps its scroll position.
 */
const listOf = (path: string): string =>
  /^\/(cars(\/.*)?)?$/.test(path) ? 'cars' : /^\/(campervan-hire|campervans\/.*)$/.test(path) ? 'campervans' : path;

export function Layout({ children }: { children: ReactNode }) {
  const session = useSession();
  const [pathname] = useLocation();
  const previous = useRef<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  useEffect(() => {
    const hash = window.location.hash;
    const samePage = previous.current !== null && listOf(previous.current) === listOf(pathname);
    previous.current = pathname;
    // Opening or closing a vehicle over its list leaves the page where the visitor was, hash or not.
    if (samePage) return;
    if (hash) scrollToSectionWithRetry(hash.slice(1));
    else window.scrollTo({ top: 0 });
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
      <Footer signedIn={Boolean(session.user)} onAdminLogin={() => setLoginOpen(true)} />
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog open onClose={() => setLoginOpen(false)} />
        </Suspense>
      )}
    </Toaster>
  );
}
