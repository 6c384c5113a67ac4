// A staff address that is no screen: the same words as the public site's 404 (SPEC §2), with the way home.
import { Button, Result } from 'antd';
import { usePageTitle } from '../lib/page-title.ts';

export function NotFoundPage() {
  usePageTitle('404 Page Not Found');
  return (
    <main>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>404 Page Not Found</h1>}
        subTitle="The page you are looking for doesn't exist or has been moved."
        extra={
          <Button type="primary" href="/">
            Return to Home
          </Button>
        }
      />
    </main>
  );
}
