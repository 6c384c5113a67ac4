// The menu of a narrow screen (a phone, the tablet in portrait), behind the header's menu button: its code (antd's
// Drawer) comes once the screen is drawn (AdminLayout.tsx), as no wide screen needs it.
import { Drawer } from 'antd';
import { SideNav } from './SideNav.tsx';

export interface MenuDrawerProps {
  open: boolean;
  width: number;
  isAdmin: boolean;
  onClose: () => void;
}

export function MenuDrawer({ open, width, isAdmin, onClose }: MenuDrawerProps) {
  return (
    <Drawer title="Menu" placement="left" size={width} open={open} onClose={onClose} styles={{ body: { padding: 8 } }}>
      <SideNav isAdmin={isAdmin} onNavigate={onClose} />
    </Drawer>
  );
}
