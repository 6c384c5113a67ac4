// The public routes (SPEC §2 plus an address per vehicle). Home is in the first bundle; other pages load on demand.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { Layout } from './Layout.tsx';
import { HomePage } from './HomePage.tsx';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const CampervanHirePage = named(() => import('../features/campervans/CampervanHirePage.tsx'), 'CampervanHirePage');
const AboutPage = named(() => import('../features/about/AboutPage.tsx'), 'AboutPage');
const ContactPage = named(() => import('../features/contact/ContactPage.tsx'), 'ContactPage');
const FinancePage = named(() => import('../features/finance/FinancePage.tsx'), 'FinancePage');
const ValuationPage = named(() => import('../features/valuation/ValuationPage.tsx'), 'ValuationPage');
const NotFoundPage = named(() => import('../features/not-found/NotFoundPage.tsx'), 'NotFoundPage');

export function App() {
  return (
    <Layout>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/cars" component={HomePage} />
        <Route path="/cars/:slug" component={HomePage} />
        <Route path="/campervan-hire">{lazyPage(<CampervanHirePage />)}</Route>
        <Route path="/campervans/:slug">{lazyPage(<CampervanHirePage />)}</Route>
        <Route path="/about">{lazyPage(<AboutPage />)}</Route>
        <Route path="/contact">{lazyPage(<ContactPage />)}</Route>
        <Route path="/finance">{lazyPage(<FinancePage />)}</Route>
        <Route path="/valuation">{lazyPage(<ValuationPage />)}</Route>
        <Route>{lazyPage(<NotFoundPage />)}</Route>
      </Switch>
    </Layout>
  );
}

const lazyPage = (page: ReactNode) => <Suspense fallback={<div className="page-loading" aria-busy="true" />}>{page}</Suspense>;
