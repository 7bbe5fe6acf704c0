import { Anchor, AppShell, Box, Burger, Group, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type MenuEntry, type Portal, portalHome } from '@sirkula/domain/auth/portals';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Brand } from '../brand.tsx';
import { Footer } from '../footer.tsx';
import { LanguageToggle } from '../language-toggle.tsx';
import classes from './portal-frame.module.css';

// Decorative, so they come just after the menu's words rather than weigh on the first screen.
const MenuIcon = lazy(() => import('./menu-icons.tsx').then((module) => ({ default: module.MenuIcon })));

interface Props {
  portal: Portal;
  menu: MenuEntry[];
  /** The signed-in user's menu, once the server has said who that is. */
  userMenu?: ReactNode;
  children: ReactNode;
}

/** A portal's header, menu and footer around its page area. */
export function PortalFrame({ portal, menu, userMenu, children }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  // A menu choice on a phone closes the slide-over.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 228, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(opened ? 'portal.closeMenu' : 'portal.openMenu')}
            />
            <Anchor
              component={Link}
              to={portalHome(portal)}
              underline="never"
              aria-label={t('portal.homeLink')}
            >
              <Brand suffix={t(`portal.suffix.${portal}`)} />
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageToggle />
            {userMenu}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        px={6}
        py="xs"
        aria-label={t('portal.mainNavigation')}
        component="nav"
        withBorder={false}
      >
        {/* The browser's own scrolling: Mantine's ScrollArea cost the first screen several KB. */}
        <Box className={classes.menu}>
          {menu.map((entry) => (
            <NavLink
              key={entry.key}
              component={Link}
              to={entry.path}
              label={t(`menu.${entry.key}`)}
              leftSection={
                <Suspense fallback={<Box w={18} h={18} />}>
                  <MenuIcon entry={entry.key} />
                </Suspense>
              }
              active={pathname === entry.path}
              color="green"
              variant="filled"
            />
          ))}
        </Box>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        {children}
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
