// The sidebar's links (SPEC §2 Admin layout), also drawn as a rail of icons (collapsed) on the tablet in landscape:
// four for everyone; Manage Users, Login History, Messages and Activity for administrators.
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { CarOutlined, DashboardOutlined, FieldTimeOutlined, HistoryOutlined, InboxOutlined, MailOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from '../lib/router/Link.tsx';
import { useLocation } from '../lib/router/RouterProvider.tsx';
import { CampervanIcon } from './CampervanIcon.tsx';

interface NavLink {
  to: string;
  label: string;
  icon: React.ReactNode;
  adminOnly?: boolean;
  /** Other addresses that belong to the same screen, for the highlight. */
  also?: string[];
}

const LINKS: NavLink[] = [
  { to: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  { to: '/admin/cars', label: 'Manage Cars', icon: <CarOutlined />, also: ['/manage-cars'] },
  { to: '/manage-campervans', label: 'Manage Campervans', icon: <CampervanIcon />, also: ['/edit-campervan'] },
  { to: '/email-settings', label: 'Email Settings', icon: <MailOutlined /> },
  { to: '/manage-users', label: 'Manage Users', icon: <TeamOutlined />, adminOnly: true },
  { to: '/login-history', label: 'Login History', icon: <HistoryOutlined />, adminOnly: true },
  // Beyond SPEC §2: every contact message with its delivery state, so a lost enquiry is seen and sent again.
  { to: '/messages', label: 'Messages', icon: <InboxOutlined />, adminOnly: true },
  // Beyond SPEC §2: the owner's view of every change, from the event log.
  { to: '/activity', label: 'Activity', icon: <FieldTimeOutlined />, adminOnly: true },
];

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function SideNav({ isAdmin, onNavigate, collapsed = false }: { isAdmin: boolean; onNavigate?: () => void; collapsed?: boolean }) {
  const { pathname } = useLocation();
  const links = LINKS.filter((link) => isAdmin || !link.adminOnly);
  const selected = links.find((link) => [link.to, ...(link.also ?? [])].some((p) => matches(pathname, p)));
  const items: MenuProps['items'] = links.map((link) => ({
    key: link.to,
    icon: link.icon,
    label: (
      <Link to={link.to} onClick={onNavigate} aria-current={selected === link ? 'page' : undefined}>
        {link.label}
      </Link>
    ),
  }));
  return (
    <nav aria-label="Staff">
      <Menu mode="inline" inlineCollapsed={collapsed} items={items} selectedKeys={selected ? [selected.to] : []} style={{ borderInlineEnd: 'none' }} />
    </nav>
  );
}
