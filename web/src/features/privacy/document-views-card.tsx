import type { DocumentView } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { ACCOUNT_TEXTS, type PRIVACY_TEXTS } from '@app/domain/messages';
import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { defineTexts, useTexts } from '../../lib/i18n';
import { documentViewsQueryOptions } from './privacy.queries';
import { privacyTexts } from './privacy-texts';

const accountTexts = defineTexts({ ACCOUNT_TEXTS });

/** A staff member as the borrower sees them: their name and what they do. */
function viewerOf(view: Pick<DocumentView, 'viewerName' | 'viewerRole'>, t: typeof PRIVACY_TEXTS): string {
  return t.viewedBy({ name: view.viewerName, role: t.staffRoles[view.viewerRole] ?? view.viewerRole });
}

/** The table of views, shared by the ACCOUNT tab and the admin panel's member history. */
export function DocumentViewsTable({ views, emptyText }: { views: readonly DocumentView[]; emptyText: string }) {
  const t = useTexts(privacyTexts);
  const documentLabels = useTexts(accountTexts).documentLabels;
  if (views.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    // Three short columns wrap within a phone's width: no scrolling region.
    <Table striped>
      <Table.Tbody>
        {views.map((view) => (
          <Table.Tr key={view.id}>
            <Table.Td className="tabular">{formatDateTime(view.viewedAt)}</Table.Td>
            <Table.Td>{documentLabels[view.documentType]}</Table.Td>
            <Table.Td>{viewerOf(view, t)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** ACCOUNT tab: who of the staff opened the borrower's ID images, and when (RA 10173). */
export function DocumentViewsCard() {
  const views = useQuery(documentViewsQueryOptions);
  const t = useTexts(privacyTexts);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t.viewsTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {t.viewsIntro}
        </Text>
        {views.data ? <DocumentViewsTable views={views.data} emptyText={t.viewsEmpty} /> : <Skeleton h={60} />}
      </Stack>
    </Card>
  );
}
