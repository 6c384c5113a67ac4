// What a non-administrator sees on an administrator's screen (SPEC §2 Manage Campervans, §8 'Access').
import { Button, Result } from 'antd';
import { usePageTitle } from '../lib/page-title.ts';

export function AccessDenied() {
  usePageTitle('Access Denied');
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>Access Denied</h1>}
      subTitle="You do not have permission to access this page."
      extra={
        // The home page is the public site: a full page load, not a route of this app.
        <Button type="primary" href="/">
          Return to Home
        </Button>
      }
    />
  );
}
