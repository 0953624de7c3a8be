import type { CollectionTemplate, PublicUser } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import { COLLECTION_DESK_TEXTS } from '@app/domain/messages';
import { COLLECTION_PLACEHOLDERS } from '@app/domain/repayment';
import { CollectionTemplateSchema } from '@app/domain/schemas';
import { Badge, Button, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../components/notice';
import { errorMessage } from '../../lib/api';
import { useErrorText, useSubmit } from '../../lib/error-text';
import { useField, useSchemaForm } from '../../lib/form';
import { defineTexts, useTexts } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notices';
import { collectionTemplatesQueryOptions, useApproveTemplate, useDraftTemplate } from './admin.queries';

export const collectionDeskTexts = defineTexts({ COLLECTION_DESK_TEXTS });
type Texts = typeof COLLECTION_DESK_TEXTS;

/** Holds a duty, or is the main admin (who holds them all). */
export const holdsDuty = (admin: PublicUser, duty: 'collections' | 'compliance') => admin.role === 'main_admin' || (admin.duties ?? []).includes(duty);

const PLACEHOLDER_LIST = COLLECTION_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');

/**
 * COLLECTIONS' templates (issue 32, decisions 070 and 074): a collector (or
 * compliance) drafts one; a compliance officer other than its author approves
 * it. Only an approved template can be sent, and it never changes.
 */
export function CollectionTemplates({ admin }: { admin: PublicUser }) {
  const t = useTexts(collectionDeskTexts);
  const templates = useQuery(collectionTemplatesQueryOptions);
  return (
    <Stack gap="md" maw={900}>
      <DraftTemplateForm t={t} />
      <Title order={3} size="h5">
        {t.templates}
      </Title>
      {templates.isPending && <Loader size="sm" aria-label="Loading templates" />}
      {templates.isError && (
        <Notice tone="error" title={t.loadFailed}>
          {errorMessage(templates.error, t.tryAgain)}
        </Notice>
      )}
      {templates.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.noTemplates}
        </Text>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t.templates}>
        {templates.data?.map((template) => (
          <li key={template.id}>
            <TemplateCard template={template} admin={admin} t={t} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function TemplateCard({ template, admin, t }: { template: CollectionTemplate; admin: PublicUser; t: Texts }) {
  const approve = useApproveTemplate();
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const isOwn = template.createdBy.id === admin.id;
  const canApprove = template.state === 'pending' && holdsDuty(admin, 'compliance');
  const onApprove = () => {
    setRefusal(null);
    approve.mutate(template.id, {
      onSuccess: () => notifySuccess({ title: t.approved }),
      onError: (error) => setRefusal(errorText(error, t.tryAgain)),
    });
  };
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={template.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} size="sm">
            {template.name}
          </Text>
          <Group gap={4}>
            <Badge color="gray.8" autoContrast>
              {t.channels[template.channel]} · {t.languages[template.language]}
            </Badge>
            <Badge color={template.state === 'approved' ? 'teal.9' : 'blue.9'} autoContrast>
              {t.states[template.state]}
            </Badge>
          </Group>
        </Group>
        {template.subject !== null && (
          <Text size="sm" fw={600}>
            {template.subject}
          </Text>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {template.body}
        </Text>
        <Text size="xs" c="dimmed">
          {t.writtenBy({ name: template.createdBy.fullName })} · {formatDateTime(template.createdAt)}
          {template.approvedBy && template.approvedAt && ` · ${t.approvedBy({ name: template.approvedBy.fullName })} · ${formatDateTime(template.approvedAt)}`}
        </Text>
        {canApprove && isOwn && (
          <Text size="xs" c="dimmed">
            {t.ownTemplate}
          </Text>
        )}
        {canApprove && !isOwn && (
          <Group justify="flex-end">
            <Button size="xs" onClick={onApprove} loading={approve.isPending} aria-label={t.approveTemplate({ name: template.name })}>
              {t.approve}
            </Button>
          </Group>
        )}
        {refusal && (
          <Notice tone="error" title={t.approveRefused} role="alert">
            {refusal}
          </Notice>
        )}
      </Stack>
    </Paper>
  );
}

function DraftTemplateForm({ t }: { t: Texts }) {
  const draft = useDraftTemplate();
  const form = useSchemaForm(CollectionTemplateSchema, { name: '', channel: 'sms', language: 'en', subject: '', body: '' });
  const field = useField(form);
  const submit = useSubmit(form, draft, { fallback: t.tryAgain });
  const isEmail = form.watch('channel') === 'email';
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((template) =>
    void submit(template, () => {
      notifySuccess({ title: t.drafted });
      form.reset();
    }),
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t.draftTitle}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t.draftTitle}
          </Title>
          <Text size="xs" c="dimmed">
            {t.draftIntro}
          </Text>
          <TextInput label={t.name} {...field('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect label={t.channel} data={(['sms', 'email'] as const).map((value) => ({ value, label: t.channels[value] }))} {...field('channel')} />
            <NativeSelect label={t.language} data={(['en', 'fil'] as const).map((value) => ({ value, label: t.languages[value] }))} {...field('language')} />
          </SimpleGrid>
          {isEmail && <TextInput label={t.subject} {...field('subject')} />}
          <Textarea label={t.body} rows={4} description={t.placeholders({ list: PLACEHOLDER_LIST })} {...field('body')} />
          {errors.root?.message && (
            <Notice tone="error" title={t.draftRefused} role="alert">
              {errors.root.message}
            </Notice>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={draft.isPending}>
              {t.submitDraft}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
