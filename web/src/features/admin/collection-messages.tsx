import { COMPANY } from '@app/domain/company';
import type { CollectionQueueItem } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { fillCollectionTemplate, paymentReference } from '@app/domain/repayment';
import { CollectionConsentSchema } from '@app/domain/schemas';
import { Button, Group, Loader, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../components/notice';
import { useErrorText, useSubmit } from '../../lib/error-text';
import { useField, useSchemaForm } from '../../lib/form';
import { useTexts } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notices';
import { collectionMessagesQueryOptions, collectionTemplatesQueryOptions, useRecordConsent, useSendCollectionMessage, useWithdrawConsent } from './admin.queries';
import { collectionDeskTexts } from './collection-templates';

/*
 * A loan's collection messages (issue 32, decisions 070 and 074): pick a
 * template compliance approved, read it filled with the loan's facts as the
 * borrower will, and send it on its channel. The API decides every rule of
 * SEC MC 18 and a refusal shows its words, which name the rule.
 */
export function CollectionMessagesBlock({ item }: { item: CollectionQueueItem }) {
  const t = useTexts(collectionDeskTexts);
  const templates = useQuery({ ...collectionTemplatesQueryOptions, select: (all) => all.filter((template) => template.state === 'approved') });
  const messages = useQuery(collectionMessagesQueryOptions(item.loanId));
  const send = useSendCollectionMessage();
  const errorText = useErrorText();
  const [chosen, setChosen] = useState<string>('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const template = templates.data?.find((candidate) => String(candidate.id) === chosen) ?? templates.data?.[0];
  const facts = {
    name: item.fullName,
    amountDue: item.amountDue,
    daysPastDue: item.daysPastDue,
    paymentReference: paymentReference({ loanId: item.loanId }),
    company: COMPANY.name,
    hotline: COMPANY.hotline,
  };
  const onSend = () => {
    if (!template) return;
    setRefusal(null);
    send.mutate(
      { loanId: item.loanId, templateId: template.id },
      { onSuccess: () => notifySuccess({ title: t.sent }), onError: (error) => setRefusal(errorText(error, t.tryAgain)) },
    );
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t.sendTitle}>
      <Stack gap="sm">
        <Title order={3} size="h6">
          {t.sendTitle}
        </Title>
        {templates.isPending && <Loader size="sm" aria-label="Loading templates" />}
        {templates.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t.noApproved}
          </Text>
        )}
        {template && (
          <>
            <NativeSelect
              label={t.template}
              value={String(template.id)}
              onChange={(event) => {
                setChosen(event.currentTarget.value);
                setRefusal(null);
              }}
              data={(templates.data ?? []).map((candidate) => ({
                value: String(candidate.id),
                label: `${candidate.name} (${t.channels[candidate.channel]}, ${t.languages[candidate.language]})`,
              }))}
            />
            <div>
              <Text size="xs" fw={600} id={`preview-${item.loanId}`}>
                {t.preview}
              </Text>
              <Paper bg="var(--mantine-color-default-hover)" p="xs" radius="sm" aria-labelledby={`preview-${item.loanId}`} role="region">
                {template.subject !== null && (
                  <Text size="sm" fw={600}>
                    {fillCollectionTemplate(template.subject, facts)}
                  </Text>
                )}
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {fillCollectionTemplate(template.body, facts)}
                </Text>
              </Paper>
            </div>
            {refusal && (
              <Notice tone="error" title={t.sendRefused} role="alert">
                {refusal}
              </Notice>
            )}
            <Group justify="flex-end">
              <Button onClick={onSend} loading={send.isPending}>
                {t.send}
              </Button>
            </Group>
          </>
        )}
        <Text size="sm" fw={700}>
          {t.messages}
        </Text>
        {messages.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t.noMessages}
          </Text>
        )}
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t.messages}>
          {messages.data?.map((message) => (
            <li key={message.id}>
              <Text size="xs" c="dimmed">
                {formatDateTime(message.sentAt)} · {t.channels[message.channel]} · {message.reaches.join(', ')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.text}
              </Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The borrower's written agreement to be contacted outside 06:00–22:00 (MC 18): recorded with its evidence, or withdrawn. */
export function ConsentBlock({ item }: { item: CollectionQueueItem }) {
  const t = useTexts(collectionDeskTexts);
  const [hasConsent, setHasConsent] = useState(item.hasNightConsent);
  const record = useRecordConsent();
  const withdraw = useWithdrawConsent();
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm(CollectionConsentSchema, { note: '' });
  const field = useField(form);
  const submit = useSubmit(form, record, { fallback: t.tryAgain });
  const { errors } = form.formState;
  const onRecord = form.handleSubmit((consent) =>
    void submit({ loanId: item.loanId, consent }, () => {
      notifySuccess({ title: t.consentSaved });
      form.reset();
      setHasConsent(true);
    }),
  );
  const onWithdraw = () => {
    setRefusal(null);
    withdraw.mutate(item.loanId, {
      onSuccess: () => {
        notifySuccess({ title: t.consentWithdrawn });
        setHasConsent(false);
      },
      onError: (error) => setRefusal(errorText(error, t.tryAgain)),
    });
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t.consentTitle}>
      <Stack gap="sm">
        <Title order={3} size="h6">
          {t.consentTitle}
        </Title>
        <Text size="sm">{hasConsent ? t.consentOnFile : t.consentNone}</Text>
        {hasConsent ? (
          <Group justify="flex-end">
            <Button variant="outline" color="red.9" onClick={onWithdraw} loading={withdraw.isPending}>
              {t.withdrawConsent}
            </Button>
          </Group>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void onRecord();
            }}
          >
            <Stack gap="sm">
              <Textarea label={t.consentNote} rows={2} {...field('note')} />
              {errors.root?.message && (
                <Notice tone="error" title={t.consentRefused} role="alert">
                  {errors.root.message}
                </Notice>
              )}
              <Group justify="flex-end">
                <Button type="submit" variant="default" loading={record.isPending}>
                  {t.recordConsent}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {refusal && (
          <Notice tone="error" title={t.consentRefused} role="alert">
            {refusal}
          </Notice>
        )}
      </Stack>
    </Paper>
  );
}
