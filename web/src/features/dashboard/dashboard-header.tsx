import type { PublicUser } from '@app/domain/contract';
import { DASHBOARD_TEXTS, NOTICES } from '@app/domain/messages';
import {
  ActionIcon,
  Button,
  Flex,
  Group,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
  VisuallyHidden,
} from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { Hint } from '../../components/hint';
import { LanguageSwitch } from '../../components/language-switch';
import { COMPANY } from '../../config/company';
import { defineTexts, useTexts } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notices';
import { useLogout } from '../auth';
import type { DashboardView } from '../../lib/dashboard-view';

/** A finger's touch target (WCAG 2.5.5, Android's 48 dp less the gaps): no control of the header is smaller. */
const TOUCH = 44;

const dashboardTexts = defineTexts({ DASHBOARD_TEXTS });
const noticeTexts = defineTexts({ NOTICES });

export function DashboardHeader({
  user,
  view,
  onViewChange,
}: {
  user: PublicUser;
  view: DashboardView;
  onViewChange: (view: DashboardView) => void;
}) {
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const logout = useLogout();
  const navigate = useNavigate();
  const t = useTexts(dashboardTexts);
  const notices = useTexts(noticeTexts);
  const nextView: DashboardView = view === 'mobile' ? 'desktop' : 'mobile';
  const viewLabel = nextView === 'desktop' ? t.switchToDesktop : t.switchToMobile;
  const colorLabel = colorScheme === 'dark' ? t.switchToLight : t.switchToDark;

  // mutateAsync, not mutate's callbacks: logging out unmounts this header, and
  // React Query skips the callbacks of a component that is gone.
  const onLogout = async () => {
    await logout.mutateAsync().catch(() => undefined);
    notifySuccess(notices.loggedOut);
    await navigate({ to: '/' });
  };

  return (
    // On a phone two rows (the greeting whole above, 44 px controls below); from `xs` one row.
    <Flex
      direction={{ base: 'column', xs: 'row' }}
      justify={{ base: 'center', xs: 'space-between' }}
      align={{ base: 'stretch', xs: 'center' }}
      gap={{ base: 4, xs: 'xs' }}
      h="100%"
      px="md"
    >
      <div style={{ minWidth: 0 }}>
        <Text fw={800} c="var(--mantine-color-anchor)" size="sm" truncate>
          {COMPANY.shortName}
        </Text>
        <Text size="sm" truncate>
          {t.welcome} <b>{user.fullName}</b>
        </Text>
      </div>
      <Group gap={6} wrap="nowrap" justify="flex-end">
        <LanguageSwitch />
        <Hint label={viewLabel}>
          <ActionIcon variant="default" size={TOUCH} onClick={() => onViewChange(nextView)} aria-label={viewLabel}>
            {nextView === 'desktop' ? <IconDeviceDesktop size={18} /> : <IconDeviceMobile size={18} />}
          </ActionIcon>
        </Hint>
        <Hint label={colorLabel}>
          <ActionIcon
            variant="default"
            size={TOUCH}
            onClick={() => setColorScheme(colorScheme === 'dark' ? 'light' : 'dark')}
            aria-label={colorLabel}
          >
            {colorScheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
          </ActionIcon>
        </Hint>
        <Button
          variant="light"
          color="red"
          size="sm"
          h={TOUCH}
          px="sm"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void onLogout()}
          loading={logout.isPending}
        >
          {/* On a phone the icon alone: the greeting needs the room the language switch took. */}
          <span className="label-on-wide">{t.logout}</span>
        </Button>
      </Group>
      <VisuallyHidden>
        {t.signedInAs} {user.email}
      </VisuallyHidden>
    </Flex>
  );
}
