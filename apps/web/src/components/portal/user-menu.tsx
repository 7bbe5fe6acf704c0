import { Avatar, Button, Menu, Text } from '@mantine/core';
import type { UserMenuPage } from '@sirkula/domain/auth/portals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function UserMenu({
  name,
  profilePath,
  pages = [],
  onLogout,
}: {
  name: string;
  profilePath: string;
  /** The portal's pages outside its module menu (the provider's settings), after the profile. */
  pages?: ReadonlyArray<{ key: UserMenuPage; path: string }>;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={6}
          aria-label={t('portal.userMenu')}
          leftSection={
            <Avatar size={26} color="green">
              {initials}
            </Avatar>
          }
        >
          <Text size="sm" visibleFrom="sm" span>
            {name}
          </Text>
        </Button>
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
