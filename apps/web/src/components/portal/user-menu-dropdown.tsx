import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserMenuButton, type UserMenuProps } from './user-menu.tsx';

/**
 * The user menu itself, loaded the first time someone points at or opens it (user-menu.tsx): Mantine's
 * menu and its positioning library are several KB no home needs to show.
 */
export function UserMenuDropdown({
  name,
  profilePath,
  pages = [],
  onLogout,
  opened,
}: UserMenuProps & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={opened}>
      <Menu.Target>
        <UserMenuButton name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={profilePath}>
          {t('portal.viewProfile')}
        </Menu.Item>
        {pages.map((page) => (
          <Menu.Item key={page.key} component={Link} to={page.path}>
            {t(`portal.pages.${page.key}`)}
          </Menu.Item>
        ))}
        <Menu.Item color="red" onClick={onLogout}>
          {t('portal.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
