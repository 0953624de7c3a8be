import type { AdminLoanDetail } from '@app/domain/contract';
import { DOCUMENT_LABELS, DOCUMENT_TYPES, documentUrl, latestPerType, type DocumentType } from '@app/domain/documents';
import { formatDate, formatDateTime } from '@app/domain/format';
import { LOAN_REVIEW_LABELS as L } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import { Alert, Anchor, Image, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { memberDocumentsQueryOptions } from './admin.queries';

type Review = AdminLoanDetail['review'];

/** 0.5889 as "58.89%": the share the API sends, rounded to 4 decimals (decision 057). */
function formatShare(share: number): string {
  return `${(share * 100).toFixed(2)}%`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** The installment against the declared income, with the warning above MAX_INSTALLMENT_TO_INCOME. */
function Affordability({ review }: { review: Review }) {
  const { monthlyInstallment, monthlyIncome, installmentToIncome, limit, isAboveLimit } = review;
  return (
    <Stack gap={4}>
      <Fact label={L.installmentToIncome}>
        {monthlyIncome === null || installmentToIncome === null ? (
          `${formatPhp(monthlyInstallment)} · ${L.noIncome}`
        ) : (
          <>
            <b className="tabular">{formatShare(installmentToIncome)}</b>: <span className="tabular">{formatPhp(monthlyInstallment)}</span> of{' '}
            <span className="tabular">{formatPhp(monthlyIncome)}</span> a month
          </>
        )}
      </Fact>
      {isAboveLimit && (
        <Alert color="orange" variant="light" p="xs">
          {L.aboveLimit(formatShare(limit))}
        </Alert>
      )}
    </Stack>
  );
}

/** The borrower's three ID images; each one loaded is a view the server logs (issue 15), as in the member dialog. */
function IdImages({ userId }: { userId: number }) {
  const documents = useQuery(memberDocumentsQueryOptions(userId));
  if (documents.isPending) return <Loader size="sm" aria-label="Loading ID images" />;
  const latest = new Map(latestPerType(documents.data ?? []).map((doc) => [doc.type as DocumentType, doc]));
  return (
    <SimpleGrid cols={3} spacing="xs">
      {DOCUMENT_TYPES.map((type) => {
        const doc = latest.get(type);
        const label = DOCUMENT_LABELS[type];
        return (
          <Stack key={type} gap={2}>
            <Text size="xs">{label}</Text>
            {doc ? (
              <Anchor href={documentUrl(doc)} target="_blank" rel="noreferrer" aria-label={`Open ${label} in a new tab`}>
                <Image src={documentUrl(doc)} alt={`${label} of the borrower`} h={80} fit="contain" />
              </Anchor>
            ) : (
              <Text size="xs" c="dimmed">
                {L.notUploaded}
              </Text>
            )}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

/** What the officer decides with (issue 32, decision 057): GET /api/admin/loans/{id}'s `review` and `audit`. */
export function LoanReviewFacts({ detail, userId }: { detail: AdminLoanDetail; userId: number }) {
  const { review, audit } = detail;
  return (
    <Stack gap="sm">
      <Affordability review={review} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Fact label={L.creditScore}>
          <span className="tabular">{review.creditScore}</span> · {review.creditBand}
        </Fact>
        <Fact label={L.verification}>{review.isVerified ? L.verified : L.notVerified}</Fact>
        <Fact label={L.countryWorking}>{review.countryWorking ?? L.notGiven}</Fact>
      </SimpleGrid>
      <Fact label={L.idImages}>
        <IdImages userId={userId} />
      </Fact>
      <Fact label={L.earlierLoans}>
        {review.earlierLoans.length === 0 ? (
          L.noEarlierLoans
        ) : (
          <Table fz="xs" withRowBorders={false} aria-label={L.earlierLoans}>
            <Table.Tbody>
              {review.earlierLoans.map((earlier) => (
                <Table.Tr key={earlier.id}>
                  <Table.Td>
                    #{earlier.id} · {formatDate(earlier.createdAt)}
                  </Table.Td>
                  <Table.Td className="tabular">
                    {formatPhp(earlier.amount)} · {earlier.term} mo
                  </Table.Td>
                  <Table.Td>{earlier.status}</Table.Td>
                  <Table.Td>
                    {earlier.installmentsPaid} paid · {earlier.installmentsOverdue} overdue · at most {earlier.daysPastDue} days past due
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Fact>
      <Fact label={L.openWithdrawals}>
        {review.openWithdrawals.length === 0
          ? L.noOpenWithdrawals
          : review.openWithdrawals.map((withdrawal) => (
              <div key={withdrawal.id}>
                {formatPhp(withdrawal.amount)} · {withdrawal.status} · {formatDate(withdrawal.createdAt)}
              </div>
            ))}
      </Fact>
      <Fact label={L.history}>
        {audit.length === 0
          ? L.noHistory
          : audit.slice(0, 10).map((entry) => (
              <div key={entry.id}>
                {formatDateTime(entry.createdAt)} · {entry.action}
                {entry.actorEmail ? ` · ${entry.actorEmail}` : ''}
              </div>
            ))}
      </Fact>
    </Stack>
  );
}
