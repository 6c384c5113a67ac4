// The avatar menu's pop-up (UserMenu.tsx): antd's Dropdown and its menu, whose code comes once the screen is drawn.
import { useState, type ReactElement } from 'react';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';

export interface AccountMenuProps {
  items: MenuProps['items'];
  /** Open as it is first drawn: the avatar was tapped before this code had come. */
  openAtFirst: boolean;
  children: ReactElement;
}

export function AccountMenu({ items, openAtFirst, children }: AccountMenuProps) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
