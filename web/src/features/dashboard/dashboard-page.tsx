import { LABELS } from '@app/domain/messages';
import { AppShell, Center, Container, Loader, Tabs, VisuallyHidden } from '@mantine/core';
import { IconHome, IconInfoCircle, IconUser, IconWallet } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { lazy, type ReactNode, Suspense } from 'react';
import { defineTexts, useTexts } from '../../lib/i18n';
import { mePollingQueryOptions } from '../auth';
import { HomeTab } from '../loans';
import { DashboardHeader } from './dashboard-header';
import { DashboardViewProvider, useDashboardViewSetting } from '../../lib/dashboard-view';
import { lazyTab } from '../../lib/tab-prefetch';
import type { DashboardTab } from './tabs';

const route = getRouteApi('/_borrower/dashboard');

// Home is what a borrower opens; the other tabs (the carousel, the
// statements, the account forms) are downloaded when first opened, and
// precached by the service worker for offline use (decision 020). On a first
// visit every tab's code is fetched ahead while the borrower signs in (lazyTab,
// decision 038), one tab after the other in this order: all at once, their
// 17 files took the 6 connections a phone opens to the server just when LOG IN
// was tapped.
const WalletTab = lazyTab(() => import('../wallet').then((module) => ({ default: module.WalletTab })));
const AccountTab = lazyTab(() => import('../account').then((module) => ({ default: module.AccountTab })));
const PayFromWalletDialog = lazy(() => import('../wallet').then((module) => ({ default: module.PayFromWalletDialog })));
const AboutTab = lazyTab(() => import('../about').then((module) => ({ default: module.AboutTab })));

function TabLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

const labels = defineTexts({ LABELS });

const TAB_ITEMS = [
  { value: 'home', icon: IconHome },
  { value: 'wallet', icon: IconWallet },
  { value: 'account', icon: IconUser },
  { value: 'about', icon: IconInfoCircle },
] as const satisfies ReadonlyArray<{ value: DashboardTab; icon: unknown }>;

export function DashboardPage() {
  const { data: user } = useSuspenseQuery(mePollingQueryOptions);
  const { tab = 'home' } = route.useSearch();
  const navigate = route.useNavigate();
  const [view, setView] = useDashboardViewSetting();
  const label = useTexts(labels);
  const goTo = (next: DashboardTab) => void navigate({ search: { tab: next } });

  if (!user) return null;
  return (
    <DashboardViewProvider view={view}>
      {/* A phone's header has two rows (dashboard-header.tsx). */}
      <AppShell header={{ height: { base: 112, xs: 64 } }} padding={0}>
        <AppShell.Header>
          <Container size={view === 'mobile' ? 480 : 'lg'} h="100%" px={0}>
            <DashboardHeader user={user} view={view} onViewChange={setView} />
          </Container>
        </AppShell.Header>
        <AppShell.Main>
          {/* AppShell.Main is the page's one main landmark; the screen's title is its tab (axe: one main, one h1). */}
          <Container size={view === 'mobile' ? 480 : 'lg'} px="sm" py="md">
            <VisuallyHidden component="h1">{label[tab]}</VisuallyHidden>
            <OfflineBanner />
            <Tabs value={tab} onChange={(value) => value && goTo(value as DashboardTab)} keepMounted={false}>
              <Tabs.List grow={view === 'mobile'} mb="md">
                {TAB_ITEMS.map(({ value, icon: Icon }) => (
                  <Tabs.Tab
                    key={value}
                    value={value}
                    leftSection={view === 'desktop' ? <Icon size={16} aria-hidden /> : undefined}
                    fw={700}
                    fz={{ base: 'sm', xs: 'md' }}
                    px={6}
                  >
                    {label[value]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="home">
                <HomeTab user={user} onOpenWallet={() => goTo('wallet')} PayDialog={PayFromWalletDialog} />
              </Tabs.Panel>
              <Tabs.Panel value="wallet">
                <TabLoading>
                  <WalletTab user={user} />
                </TabLoading>
              </Tabs.Panel>
              <Tabs.Panel value="account">
                <TabLoading>
                  <AccountTab user={user} />
                </TabLoading>
              </Tabs.Panel>
              <Tabs.Panel value="about">
                <TabLoading>
                  <AboutTab user={user} />
                </TabLoading>
              </Tabs.Panel>
            </Tabs>
          </Container>
        </AppShell.Main>
      </AppShell>
    </DashboardViewProvider>
  );
}
