import { Avatar, Button, Text } from '@mantine/core';
import type { UserMenuPage } from '@sirkula/domain/auth/portals';
import { type ComponentPropsWithRef, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface UserMenuProps {
  name: string;
  profilePath: string;
  /** The portal's pages outside its module menu (the provider's settings), after the profile. */
  pages?: ReadonlyArray<{ key: UserMenuPage; path: string }>;
  onLogout: () => void;
}

/** The header's button with the user's initials and name, which opens the user menu. */
export function UserMenuButton({ name, ...props }: { name: string } & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <Button
      variant="subtle"
      color="gray"
      px={6}
      aria-label={t('portal.userMenu')}
      aria-haspopup="menu"
      leftSection={
        <Avatar size={26} color="green">
          {initials}
        </Avatar>
      }
      {...props}
    >
      <Text size="sm" visibleFrom="sm" span>
        {name}
      </Text>
    </Button>
  );
}

const loadDropdown = () => import('./user-menu-dropdown.tsx');
const UserMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.UserMenuDropdown })));

/**
 * The user menu. Its button is drawn at once; the menu's code (user-menu-dropdown.tsx) is fetched when a
 * pointer or the keyboard's focus reaches the button, and a click that comes before it opens the menu
 * as soon as it is there.
 */
export function UserMenu(props: UserMenuProps) {
  const [opened, setOpened] = useState(false);
  const button = (
    <UserMenuButton
      name={props.name}
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setOpened(true)}
    />
  );
  if (!opened) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown {...props} opened />
    </Suspense>
  );
}
