// The page for any address the site does not have (SPEC §2); the server answers such addresses with status 404.
import { Link } from 'wouter';
import { NOT_FOUND_PAGE } from '@forecourt/contracts/site';
import { usePageTitle } from '../../lib/page-meta.ts';
import './not-found.css';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_PAGE.title);
  return (
    <section className="section not-found">
      <div className="container not-found__box">
        <h1 className="not-found__title">404 Page Not Found</h1>
        <p className="not-found__text">The page you are looking for doesn't exist or has been moved.</p>
        <Link href="/" className="btn btn-primary">
          Return to Home
        </Link>
      </div>
    </section>
  );
}
