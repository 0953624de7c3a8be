import type { DocumentView } from '@app/domain/contract';
import { DOCUMENT_LABELS } from '@app/domain/documents';
import { formatDateTime } from '@app/domain/format';
import { PRIVACY_TEXTS } from '@app/domain/messages';
import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { documentViewsQueryOptions } from './privacy.queries';

/** A staff member as the borrower sees them: their name and what they do. */
function viewerOf(view: Pick<DocumentView, 'viewerName' | 'viewerRole'>): string {
  return PRIVACY_TEXTS.viewedBy(view.viewerName, PRIVACY_TEXTS.staffRoles[view.viewerRole] ?? view.viewerRole);
}

/** The table of views, shared by the ACCOUNT tab and the admin panel's member history. */
export function DocumentViewsTable({ views, emptyText }: { views: readonly DocumentView[]; emptyText: string }) {
  if (views.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    // Three short columns wrap within a phone's width: no scrolling region.
    <Table striped>
      <Table.Tbody>
        {views.map((view) => (
          <Table.Tr key={view.id}>
            <Table.Td className="tabular">{formatDateTime(view.viewedAt)}</Table.Td>
            <Table.Td>{DOCUMENT_LABELS[view.documentType]}</Table.Td>
            <Table.Td>{viewerOf(view)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** ACCOUNT tab: who of the staff opened the borrower's ID images, and when (RA 10173). */
export function DocumentViewsCard() {
  const views = useQuery(documentViewsQueryOptions);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {PRIVACY_TEXTS.viewsTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {PRIVACY_TEXTS.viewsIntro}
        </Text>
        {views.data ? <DocumentViewsTable views={views.data} emptyText={PRIVACY_TEXTS.viewsEmpty} /> : <Skeleton h={60} />}
      </Stack>
    </Card>
  );
}
