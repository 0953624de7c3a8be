import { COMPLAINT_CATEGORIES, COMPLAINT_EVIDENCE_MAX, type ComplaintState } from '@app/domain/complaints';
import type { Complaint } from '@app/domain/contract';
import { formatDateTime } from '@app/domain/format';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_SERVER_MESSAGES,
  COMPLAINT_STATE_LABELS,
  COMPLAINT_TEXTS,
  COMPLAINT_VALIDATION_MESSAGES,
} from '@app/domain/messages';
import { ComplaintFilingSchema } from '@app/domain/schemas';
import { Anchor, Badge, Button, Card, Group, Image, Modal, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { FileUpload } from '../../components/file-upload';
import { useSchemaForm } from '../../lib/form';
import { defineTexts, useTexts, useTranslateText } from '../../lib/i18n';
import { useOfflineInfo } from '../../lib/online';
import { complaintsQueryOptions, useFileComplaint } from './complaints.queries';
import { Notice } from '../../components/notice';
import { useErrorText, useSubmit } from '../../lib/error-text';

export const STATE_COLORS: Record<ComplaintState, string> = {
  submitted: 'gray.7',
  acknowledged: 'blue.8',
  in_progress: 'yellow',
  escalated: 'red.9',
  resolved: 'green',
};

const FormSchema = v.pick(ComplaintFilingSchema, ['category', 'description']);
const EMPTY: v.InferInput<typeof FormSchema> = { category: '', description: '' };
const DAY_MS = 24 * 60 * 60 * 1000;

const complaintTexts = defineTexts({ COMPLAINT_TEXTS });
const categoryLabels = defineTexts({ COMPLAINT_CATEGORY_LABELS });
const stateLabels = defineTexts({ COMPLAINT_STATE_LABELS });
const complaintRules = defineTexts({ COMPLAINT_VALIDATION_MESSAGES });
const complaintAnswers = defineTexts({ COMPLAINT_SERVER_MESSAGES });
/** The schema's field errors and the API's refusals, in the language on screen. */
const ANSWER_TEXTS = [complaintRules, complaintAnswers];

/** The days of a complaint's clock, read back from its due dates. */
function clockDays(complaint: Complaint): { ackDays: number; resolveDays: number } {
  const filed = Date.parse(complaint.createdAt);
  return {
    ackDays: Math.round((Date.parse(complaint.ackDueAt) - filed) / DAY_MS),
    resolveDays: Math.round((Date.parse(complaint.resolveDueAt) - filed) / DAY_MS),
  };
}

/** The acknowledgement of complaintReceivedMessage, in the language on screen. */
function receivedMessage(T: ReturnType<typeof complaintTexts.get>, complaint: Complaint): string {
  const { ackDays, resolveDays } = clockDays(complaint);
  return T.receivedMessage({ reference: complaint.reference, resolveDays })(ackDays);
}

function FilingForm({ onFiled, onCancel }: { onFiled: (complaint: Complaint) => void; onCancel: () => void }) {
  const file = useFileComplaint();
  const { isOffline } = useOfflineInfo();
  const [images, setImages] = useState<(File | null)[]>(Array.from({ length: COMPLAINT_EVIDENCE_MAX }, () => null));
  const form = useSchemaForm(FormSchema, EMPTY);
  const { errors } = form.formState;
  const T = useTexts(complaintTexts);
  const categories = useTexts(categoryLabels);
  const answerText = useTranslateText(ANSWER_TEXTS);
  // A refusal no field took is said under the form, in the refusal's own words (found by code).
  const submit = useSubmit(form, file, { fallback: T.fileFailed });
  const categoryOptions = COMPLAINT_CATEGORIES.map((category) => ({ value: category, label: categories[category] }));
  const fieldError = (message: string | undefined) => message && answerText(message);
  const onSubmit = form.handleSubmit(({ category, description }) =>
    submit({ category, description, images: images.filter((image) => image !== null) }, onFiled),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <Select
              label={T.category}
              placeholder={T.categoryPlaceholder}
              data={categoryOptions}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={fieldError(errors.category?.message)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <Textarea
          label={T.description}
          placeholder={T.descriptionPlaceholder}
          autosize
          minRows={4}
          maxRows={10}
          error={fieldError(errors.description?.message)}
          {...form.register('description')}
        />
        <Text fw={600} size="sm">
          {T.evidence}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {images.map((image, index) => (
            <FileUpload
              key={index}
              label={`${T.evidenceAdd} ${index + 1}`}
              value={image}
              onChange={(next) => setImages((current) => current.map((old, at) => (at === index ? next : old)))}
            />
          ))}
        </SimpleGrid>
        {errors.root?.message && (
          <Notice tone="error" role="alert">
            {errors.root.message}
          </Notice>
        )}
        {isOffline && (
          <Text size="sm" c="dimmed">
            {T.offlineReason}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={file.isPending} disabled={isOffline}>
            {T.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ComplaintItem({ complaint }: { complaint: Complaint }) {
  const answers = complaint.messages;
  const T = useTexts(complaintTexts);
  const categories = useTexts(categoryLabels);
  const states = useTexts(stateLabels);
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={700} size="sm" className="tabular">
          {complaint.reference}
        </Text>
        <Badge color={STATE_COLORS[complaint.state]} variant="filled" autoContrast>
          {states[complaint.state]}
        </Badge>
      </Group>
      <Text size="sm" fw={600} mt={4}>
        {categories[complaint.category]}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {complaint.description}
      </Text>
      <Text size="xs" c="dimmed" className="tabular" mt={4}>
        {T.filedOn} {formatDateTime(complaint.createdAt)}
        {complaint.resolvedAt ? ` · ${T.resolvedOn} ${formatDateTime(complaint.resolvedAt)}` : ` · ${T.answerBy} ${formatDateTime(complaint.resolveDueAt)}`}
      </Text>
      {complaint.evidence.length > 0 && (
        <Group gap="xs" mt="xs" aria-label={T.evidenceShown} role="group">
          {complaint.evidence.map((image, index) => (
            <Anchor key={image.id} href={image.url} target="_blank" rel="noopener">
              <Image src={image.url} alt={`${T.evidenceShown} ${index + 1}`} w={64} h={64} radius="sm" fit="cover" />
            </Anchor>
          ))}
        </Group>
      )}
      {answers.length > 0 && (
        <Stack gap={6} mt="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={T.replies}>
          {answers.map((answer) => (
            <Paper component="li" key={answer.id} bg="var(--mantine-color-default-hover)" p="xs" radius="sm">
              <Text size="xs" fw={700}>
                {answer.kind === 'resolution' ? T.resolution : answer.kind === 'escalation' ? T.escalation : T.fromUs} · {formatDateTime(answer.createdAt)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {answer.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** ACCOUNT tab (issue 15, RA 11765): file a complaint, get its reference at once, and follow it, offline too. */
export function ComplaintsCard() {
  const complaints = useQuery(complaintsQueryOptions);
  const { isOffline } = useOfflineInfo();
  const [isFiling, setFiling] = useState(false);
  const [filed, setFiled] = useState<Complaint | null>(null);
  const T = useTexts(complaintTexts);
  const errorText = useErrorText();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-complaints">
      <Group gap={8} mb="xs" wrap="nowrap">
        <IconMessageReport size={20} aria-hidden />
        <Title order={2} fz="lg" id="account-complaints">
          {T.cardTitle}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {T.intro}
      </Text>
      {filed && (
        <Notice tone="success" title={T.filedTitle} mb="sm" role="status">
          <Text size="sm">
            {T.yourReference}: <strong className="tabular">{filed.reference}</strong>
          </Text>
          <Text size="sm">{receivedMessage(T, filed)}</Text>
        </Notice>
      )}
      <Stack gap={4} align="flex-start" mb="md">
        <Button onClick={() => setFiling(true)} disabled={isOffline}>
          {T.fileButton}
        </Button>
        {isOffline && (
          <Text size="sm" c="dimmed">
            {T.offlineReason}
          </Text>
        )}
      </Stack>
      {complaints.isError && !complaints.data && (
        <Notice tone="error">
          {errorText(complaints.error, T.loadFailed)}
        </Notice>
      )}
      {complaints.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {T.none}
        </Text>
      )}
      {complaints.data && complaints.data.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {complaints.data.map((complaint) => (
            <ComplaintItem key={complaint.id} complaint={complaint} />
          ))}
        </Stack>
      )}
      <Modal opened={isFiling} onClose={() => setFiling(false)} title={T.formTitle} size="lg" closeButtonProps={{ 'aria-label': T.close }}>
        <FilingForm
          onCancel={() => setFiling(false)}
          onFiled={(complaint) => {
            setFiling(false);
            setFiled(complaint);
          }}
        />
      </Modal>
    </Card>
  );
}
