// The staff layout (SPEC §2): the sidebar on a wide screen; on the tablet in landscape (under 1100 px) a rail of its
// icons, always in view, so a screen is one tap away; a drawer behind a menu button under 900 px (the tablet in
// portrait); and a header with the avatar menu. Screens render in the main area.
import { Suspense, useState } from 'react';
import { Button, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link } from '../lib/router/Link.tsx';
import { Outlet } from '../lib/router/RouterProvider.tsx';
import { useCurrentUser } from '../lib/session-api.ts';
import { SIDEBAR_DRAWER_QUERY, SIDEBAR_RAIL_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import { SideNav } from './SideNav.tsx';
import { Text } from './typography.tsx';
import { UserMenu } from './UserMenu.tsx';
import { SyncBadge } from './SyncBadge.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { PageSpinner } from './PageSpinner.tsx';
import { OnDemand } from './OnDemand.tsx';
import { OpeningFailed } from './RetryAlert.tsx';
import { usePreloadWhenIdle } from '../lib/preload-when-idle.ts';

const loadMenuDrawer = async () => (await import('./MenuDrawer.tsx')).MenuDrawer;

const SIDER_WIDTH = 240;
const RAIL_WIDTH = 76;
// The header's row, its name and its end are laid out by global.css (.staff-header…): on one line at every width.
function Brand() {
  return (
    <Link to="/dashboard" className="staff-brand">
      <Text strong>Forecourt staff</Text>
    </Link>
  );
}

export function AdminLayout() {
  const { user } = useCurrentUser();
  const narrow = useMediaQuery(SIDEBAR_DRAWER_QUERY);
  const rail = useMediaQuery(SIDEBAR_RAIL_QUERY) && !narrow;
  // Whether the menu has been opened on this screen: its drawer is drawn from then on (and its code loaded).
  const [drawerOpen, setDrawerOpen] = useState<boolean | null>(null);
  usePreloadWhenIdle(narrow ? loadMenuDrawer : undefined);
  if (!user) return null;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!narrow && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsed={rail}
          collapsedWidth={RAIL_WIDTH}
          trigger={null}
          theme="light"
          className="staff-sider"
          style={{ borderInlineEnd: '1px solid #e6e8e3', position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
        >
          <div style={{ height: 64, display: 'flex', alignItems: 'center', paddingInline: rail ? 0 : 24, borderBottom: '1px solid #e6e8e3' }}>
            {!rail && <Brand />}
          </div>
          <SideNav isAdmin={user.isAdmin} collapsed={rail} />
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className="staff-header">
          {rail && <Brand />}
          {narrow && (
            <>
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label="Open menu"
                aria-expanded={drawerOpen === true}
                onClick={() => setDrawerOpen(true)}
                style={{ width: 48, height: 48 }}
              />
              <Brand />
            </>
          )}
          <div className="staff-header-end">
            <SyncBadge />
            <UserMenu user={user} showName={!narrow} />
          </div>
        </Layout.Header>
        <OfflineBanner />
        {/* antd's Content is the page's one <main> landmark. */}
        <Layout.Content style={{ padding: narrow ? 16 : 24 }}>
          <Suspense fallback={<PageSpinner fullScreen={false} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {narrow && drawerOpen !== null && (
        <OnDemand
          load={loadMenuDrawer}
          props={{ open: drawerOpen, width: SIDER_WIDTH + 40, isAdmin: user.isAdmin, onClose: () => setDrawerOpen(false) }}
          loading={null}
          failure={(retry) => <OpeningFailed what="The menu" onRetry={retry} onClose={() => setDrawerOpen(null)} style={{ position: 'fixed', insetInline: 16, top: 72 }} />}
        />
      )}
    </Layout>
  );
}
