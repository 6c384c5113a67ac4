// Top navigation (SPEC §2): Home, Cars (scrolls to the search), Campervan Hire, About Us, Contact Us; a mobile menu;
// the avatar menu for a signed-in user.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'wouter';
import { BUSINESS } from '@forecourt/contracts/business';
import { useToast } from '../components/Toaster.tsx';
import type { Session } from '../lib/session.ts';
import { FIND_YOUR_CAR_ID, scrollToSection } from '../lib/scroll.ts';

const CROSS_PAGE_SCROLL_DELAY_MS = 50;
/** The section an address belongs to, so a vehicle's own address keeps its list's link marked. */
const sectionOf = (path: string) => (path.startsWith('/campervans/') ? '/campervan-hire' : path.startsWith('/cars') ? '/' : path);

export function Header({ session }: { session: Session }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [pathname, navigate] = useLocation();
  const toast = useToast();
  useEffect(() => setMenuOpen(false), [pathname]);

  const goToCars = (event: React.MouseEvent) => {
    event.preventDefault();
    // The phone's menu closes first: measured with it open, the section sits the menu's height lower than it
    // will once the menu has gone, and the scroll would go that far past it.
    flushSync(() => setMenuOpen(false));
    if (pathname === '/') scrollToSection(FIND_YOUR_CAR_ID);
    else {
      navigate('/');
      window.setTimeout(() => scrollToSection(FIND_YOUR_CAR_ID), CROSS_PAGE_SCROLL_DELAY_MS);
    }
  };
  const logout = async () => {
    try {
      await session.logout();
      toast({ title: 'Logged out', description: 'You have been successfully logged out.' });
    } catch (err) {
      toast({ title: 'Logout failed', description: (err as Error).message, variant: 'destructive' });
    }
  };

  const current = (href: string) => (sectionOf(pathname) === href ? 'active' : '');
  const ariaCurrent = (href: string) => (sectionOf(pathname) === href ? ('page' as const) : undefined);
  const links = (
    <>
      <Link href="/" className={current('/')} aria-current={ariaCurrent('/')}>Home</Link>
      <a href="/#find-your-car" onClick={goToCars}>Cars</a>
      <Link href="/campervan-hire" className={current('/campervan-hire')} aria-current={ariaCurrent('/campervan-hire')}>Campervan Hire</Link>
      <Link href="/about" className={current('/about')} aria-current={ariaCurrent('/about')}>About Us</Link>
      <Link href="/contact" className={current('/contact')} aria-current={ariaCurrent('/contact')}>Contact Us</Link>
    </>
  );

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link href="/" className="brand">
          <span className="brand__mark" aria-hidden="true">F</span>
          <span className="brand__name">{BUSINESS.name}</span>
        </Link>
        <nav className="site-nav" aria-label="Main">{links}</nav>
        <div className="site-header__end">
          {session.user && <AvatarMenu session={session} onLogout={logout} />}
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? '×' : '☰'}</span>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" className="mobile-menu" aria-label="Mobile">
          {links}
          {session.user && (
            <button type="button" className="mobile-menu__logout" onClick={logout}>
              Logout
            </button>
          )}
        </nav>
      )}
    </header>
  );
}

function AvatarMenu({ session, onLogout }: { session: Session; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const user = session.user!;
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() || user.username.slice(0, 2).toUpperCase();
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="avatar-menu" ref={box}>
      <button type="button" className="avatar" aria-haspopup="menu" aria-expanded={open} aria-label="Account menu" onClick={() => setOpen((o) => !o)}>
        {initials}
      </button>
      {open && (
        <div className="avatar-menu__panel" role="menu">
          <div className="avatar-menu__who">
            <strong>{`${user.firstName} ${user.lastName}`.trim() || user.username}</strong>
            <span>{user.email}</span>
          </div>
          <a role="menuitem" href="/dashboard">Dashboard</a>
          <button role="menuitem" type="button" className="avatar-menu__logout" onClick={onLogout}>
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
