// A staff screen whose build is still to come: its title inside the layout and a 'Coming soon' notice, so the
// navigation, guards and addresses can already be used and tested.
import { Result } from 'antd';
import { usePageTitle } from '../lib/page-title.ts';
import { PageHeading } from './PageHeading.tsx';

export function ComingSoonPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <>
      <PageHeading title={title} />
      <Result status="info" title="Coming soon" subTitle="This screen is on its way." />
    </>
  );
}
