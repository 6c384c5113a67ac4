// The sidebar's links (SPEC §2 Admin layout), also drawn as a rail of icons (collapsed) on the tablet in landscape:
// four for everyone; Manage Users, Login History, Messages and Activity for administrators.
// They are antd's inline menu as it draws itself (its classes, its CSS variables from antd's own style hook, the
// label in a tooltip on the rail), without antd's Menu: a list of links wants none of the menu library's keyboard
// roving, pop-up submenus and overflow measuring (about 11 KB gzip, on every signed-in screen), and a screen reader
// meets it as what it is, a list of links in the Staff navigation, each reached with Tab.
import { cloneElement, type ReactElement } from 'react';
import { Tooltip } from 'antd';
import useMenuStyle from 'antd/es/menu/style';
import { CarOutlined, DashboardOutlined, FieldTimeOutlined, HistoryOutlined, InboxOutlined, MailOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from '../lib/router/Link.tsx';
import { useLocation } from '../lib/router/RouterProvider.tsx';
import { CampervanIcon } from './CampervanIcon.tsx';
import { names, useAntdClasses } from './antd-classes.ts';

interface NavLink {
  to: string;
  label: string;
  icon: ReactElement<{ className?: string }>;
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

/** How far antd's inline menu sets its first-level items in (its `inlineIndent`). */
const INLINE_INDENT = 24;

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function SideNav({ isAdmin, onNavigate, collapsed = false }: { isAdmin: boolean; onNavigate?: () => void; collapsed?: boolean }) {
  const { pathname } = useLocation();
  // antd's classes and CSS variables of the menu, as its Menu gives them (the dealership's item height, colours…).
  const { prefixCls, classes } = useAntdClasses('menu', useMenuStyle);
  const links = LINKS.filter((link) => isAdmin || !link.adminOnly);
  const selected = links.find((link) => [link.to, ...(link.also ?? [])].some((p) => matches(pathname, p)));
  return (
    <nav aria-label="Staff">
      <ul
        className={names(prefixCls, `${prefixCls}-root`, collapsed ? `${prefixCls}-vertical` : `${prefixCls}-inline`, `${prefixCls}-light`, collapsed && `${prefixCls}-inline-collapsed`, ...classes)}
        style={{ borderInlineEnd: 'none' }}
      >
        {links.map((link) => {
          const item = (
            <li key={link.to} className={names(`${prefixCls}-item`, selected === link && `${prefixCls}-item-selected`)} style={collapsed ? undefined : { paddingLeft: INLINE_INDENT }}>
              {cloneElement(link.icon, { className: names(link.icon.props.className, `${prefixCls}-item-icon`) })}
              <span className={`${prefixCls}-title-content`}>
                <Link to={link.to} onClick={onNavigate} aria-current={selected === link ? 'page' : undefined}>
                  {link.label}
                </Link>
              </span>
            </li>
          );
          // On the rail the label shows beside its icon while a finger or the pointer is on it, as antd's menu does.
          return collapsed ? (
            <Tooltip key={link.to} title={link.label} placement="right" classNames={{ root: `${prefixCls}-inline-collapsed-tooltip` }}>
              {item}
            </Tooltip>
          ) : (
            item
          );
        })}
      </ul>
    </nav>
  );
}
