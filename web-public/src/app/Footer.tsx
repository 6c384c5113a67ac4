// Footer: address, phone, e-mail, hours, and 'Admin Login' only when nobody is signed in (SPEC §1). Given a login
// dialog handler, 'Admin Login' opens the dialog; without one it goes to /auth (SPEC §2).
import { Link } from 'wouter';
import { BUSINESS, businessAddressLine } from '@forecourt/contracts/business';
import { preloadLoginDialog } from './login-dialog-loader.ts';

export function Footer({ signedIn, onAdminLogin }: { signedIn: boolean; onAdminLogin?: () => void }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{BUSINESS.name}</p>
          <p>{BUSINESS.summary}</p>
        </div>
        <div>
          <h2 className="site-footer__title">Visit or call</h2>
          <address>
            {businessAddressLine()}
            <br />
            <a href={`tel:${BUSINESS.phoneE164}`}>{BUSINESS.phone}</a>
            <br />
            <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
          </address>
        </div>
        <div>
          <h2 className="site-footer__title">Opening hours</h2>
          <ul className="site-footer__hours">
            {BUSINESS.hours.map((h) => (
              <li key={h.days}>
                {h.days}: {'closed' in h ? 'Closed' : `${h.opens} - ${h.closes}`}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="site-footer__title">Explore</h2>
          <ul className="site-footer__links">
            <li><Link href="/campervan-hire">Campervan Hire</Link></li>
            <li><Link href="/finance">Finance</Link></li>
            <li><Link href="/valuation">Get a Valuation</Link></li>
            <li><Link href="/about">About Us</Link></li>
          </ul>
          {!signedIn &&
            (onAdminLogin ? (
              <button type="button" className="btn btn-light site-footer__admin" aria-haspopup="dialog" onClick={onAdminLogin} onPointerEnter={preloadLoginDialog} onFocus={preloadLoginDialog}>
                Admin Login
              </button>
            ) : (
              <a className="btn btn-light site-footer__admin" href="/auth">
                Admin Login
              </a>
            ))}
        </div>
      </div>
      <div className="container site-footer__legal">
        © {new Date().getFullYear()} {BUSINESS.legalName}. All prices in NZD and include GST.
      </div>
    </footer>
  );
}
