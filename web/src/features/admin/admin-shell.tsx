import { APPROVAL_DUTIES, DUTIES_TO_READ, STAFF_DUTIES, type PublicUser, type StaffDuty } from '@app/domain/contract';
import {
  APPROVAL_MESSAGES,
  BACK_OFFICE_REPAYMENT_LABELS,
  COLLECTION_LABELS,
  COMPLAINTS_SEARCH_PLACEHOLDER,
  COMPLAINTS_SECTION_LABEL,
  LABELS,
  NOTICES,
  ROLE_LABELS,
  STAFF_MESSAGE_TEXTS,
  FINANCE_TEXTS,
  COMPLIANCE_DESK_TEXTS,
} from '@app/domain/messages';
import {
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  Loader,
  NavLink,
  Switch,
  Text,
  TextInput,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlarm, IconCash, IconShieldCheck, IconPhoneCall, IconChecklist, IconList, IconLogout, IconMessageReport, IconMessages, IconReceipt, IconReportMoney, IconSearch, IconSettings, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { COMPANY } from '../../config/company';
import { notifySuccess } from '../../lib/notices';
import { useLogout } from '../auth';
import { approvalsQueryOptions, messagesAttentionQueryOptions } from './admin.queries';
import { type AdminSection, useAdminSearch } from './admin-search';
import { useSearchBox } from './search-box';
import { ApprovalsSection } from './approvals-section';
import { LoanAccountDrawer } from './loan-account-drawer';
import { CollectionsSection } from './collections-section';
import { ComplaintsSection } from './complaints-section';
import { LoansSection } from './loans-section';
import { MessagesSection } from './member-messages';
import { MembersSection } from './members-section';
import { OverdueSection } from './overdue-section';
import { PaymentsSection } from './payments-section';
import { SettingsSection } from './settings-section';
import { WithdrawalsSection } from './withdrawals-section';

// FINANCE (issue 31) is the books' reports: its own chunk, fetched when an officer opens it.
const FinanceSection = lazy(() => import('./finance-section').then((module) => ({ default: module.FinanceSection })));
// COMPLIANCE (issue 33) is the compliance desk: its own chunk too, so none of it is in the pages anyone else loads.
const ComplianceSection = lazy(() => import('./compliance-section').then((module) => ({ default: module.ComplianceSection })));

// `duties`: the officer sees a section when they hold one of these (DEPARTURES 15); the server refuses the rest.
const NAV = [
  { section: 'members', label: LABELS.members, icon: IconUsers, duties: DUTIES_TO_READ.members },
  { section: 'loans', label: LABELS.borrowingList, icon: IconList, duties: DUTIES_TO_READ.loans },
  { section: 'withdrawals', label: LABELS.withdrawalList, icon: IconCash, duties: ['payouts'] },
  { section: 'payments', label: BACK_OFFICE_REPAYMENT_LABELS.payments, icon: IconReceipt, duties: ['payments'] },
  { section: 'overdue', label: BACK_OFFICE_REPAYMENT_LABELS.overdueReport, icon: IconAlarm, duties: ['finance'] },
  { section: 'finance', label: FINANCE_TEXTS.section, icon: IconReportMoney, duties: ['finance'] },
  { section: 'collections', label: COLLECTION_LABELS.section, icon: IconPhoneCall, duties: ['collections', 'compliance'] },
  { section: 'complaints', label: COMPLAINTS_SECTION_LABEL, icon: IconMessageReport, duties: ['compliance'] },
  { section: 'compliance', label: COMPLIANCE_DESK_TEXTS.section, icon: IconShieldCheck, duties: ['compliance'] },
  { section: 'approvals', label: APPROVAL_MESSAGES.section, icon: IconChecklist, duties: APPROVAL_DUTIES },
  { section: 'messages', label: STAFF_MESSAGE_TEXTS.section, icon: IconMessages, duties: ['members'] },
  { section: 'settings', label: LABELS.settings, icon: IconSettings, duties: STAFF_DUTIES },
] as const satisfies ReadonlyArray<{ section: AdminSection; label: string; icon: unknown; duties: readonly StaffDuty[] }>;

/** The sections an officer's duties open; an answer without duties (a server before issue 27) opens all, as before. */
function sectionsOf(admin: PublicUser): AdminSection[] {
  const held: readonly StaffDuty[] = admin.role === 'main_admin' ? STAFF_DUTIES : (admin.duties ?? STAFF_DUTIES);
  // SETTINGS (the staff directory) is every officer's, even one whose duties open nothing else.
  return NAV.filter(({ section, duties }) => section === 'settings' || duties.some((duty) => held.includes(duty))).map(({ section }) => section);
}

/** The sections whose lists the server searches by name or contact number (complaints also by reference). */
const SEARCHABLE: readonly AdminSection[] = ['members', 'loans', 'withdrawals', 'complaints'];

export function AdminShell({ admin }: { admin: PublicUser }) {
  const [isNavOpen, nav] = useDisclosure(false);
  const search = useAdminSearch();
  const { q, loan, update } = search;
  const sections = sectionsOf(admin);
  // A link or reload into a section the officer's duties do not open shows their first one.
  const section = sections.includes(search.section) ? search.section : (sections[0] ?? 'settings');
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const logout = useLogout();
  const navigate = useNavigate();
  const searchBox = useSearchBox(q, (text) => update({ q: text, page: 1 }));
  // The sidebar's badge: how many requests wait for a second staff member (issue 15).
  const waiting = useQuery({ ...approvalsQueryOptions(1), select: (data) => data.count, enabled: sections.includes('approvals') }).data ?? 0;
  // MESSAGES' badge: failed and waiting messages (issue 29), so a provider that is down is noticed from any section.
  const undelivered = useQuery({ ...messagesAttentionQueryOptions, select: (data) => data.failed + data.retrying, enabled: sections.includes('messages') }).data ?? 0;
  const searchPlaceholder = section === 'complaints' ? COMPLAINTS_SEARCH_PLACEHOLDER : LABELS.adminSearchPlaceholder;

  const onLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        notifySuccess(NOTICES.loggedOut);
        void navigate({ to: '/' });
      },
    });

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={isNavOpen} onClick={nav.toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <div style={{ minWidth: 0 }}>
              <Title order={1} size="h5" style={{ whiteSpace: 'nowrap' }}>
                {COMPANY.shortName} Admin
              </Title>
              <Text size="xs" c="dimmed" truncate>
                {admin.email} · {ROLE_LABELS[admin.role]}
              </Text>
            </div>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Switch
              label="Dark mode"
              checked={colorScheme === 'dark'}
              onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
            />
            <Button autoContrast color="red.9" leftSection={<IconLogout size={16} />} onClick={onLogout} loading={logout.isPending}>
              Logout
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label="Admin sections">
        {NAV.filter(({ section: target }) => sections.includes(target)).map(({ section: target, label, icon: Icon }) => (
          <NavLink
            key={target}
            component="button"
            label={label}
            fw={700}
            leftSection={<Icon size={18} aria-hidden />}
            rightSection={
              target === 'approvals' && waiting > 0 ? (
                <Badge size="sm" color="red.9" autoContrast aria-label={`${waiting} waiting`}>
                  {waiting}
                </Badge>
              ) : target === 'messages' && undelivered > 0 ? (
                <Badge size="sm" color="red.9" autoContrast aria-label={`${undelivered} failed or waiting`}>
                  {undelivered}
                </Badge>
              ) : undefined
            }
            active={section === target}
            aria-current={section === target ? 'page' : undefined}
            onClick={() => {
              update({ section: target, page: 1, q: '', sort: undefined, order: 'desc', loan: undefined, complaint: undefined });
              nav.close();
            }}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
          {SEARCHABLE.includes(section) && (
            <TextInput
              mb="md"
              maw={420}
              type="search"
              aria-label={searchPlaceholder}
              placeholder={searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={searchBox.text}
              maxLength={100}
              onChange={(event) => searchBox.onChange(event.currentTarget.value)}
            />
          )}
          {section === 'members' && <MembersSection />}
          {section === 'loans' && <LoansSection />}
          {section === 'withdrawals' && <WithdrawalsSection />}
          {section === 'payments' && <PaymentsSection />}
          {section === 'overdue' && <OverdueSection />}
          {section === 'finance' && (
            <Suspense fallback={<Loader aria-label="Loading" />}>
              <FinanceSection />
            </Suspense>
          )}
          {section === 'collections' && <CollectionsSection admin={admin} />}
          {section === 'complaints' && <ComplaintsSection />}
          {section === 'compliance' && (
            <Suspense fallback={<Loader aria-label="Loading" />}>
              <ComplianceSection />
            </Suspense>
          )}
          {section === 'approvals' && <ApprovalsSection admin={admin} />}
          {section === 'messages' && <MessagesSection />}
          {section === 'settings' && <SettingsSection admin={admin} />}
          {loan !== undefined && <LoanAccountDrawer loanId={loan} onClose={() => update({ loan: undefined })} />}
      </AppShell.Main>
    </AppShell>
  );
}
