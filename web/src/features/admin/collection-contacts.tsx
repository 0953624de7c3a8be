import type { CollectionQueueItem } from '@app/domain/contract';
import { formatDate, formatDateTime } from '@app/domain/format';
import { COLLECTION_LABELS as L, COLLECTION_VALIDATION_MESSAGES as M } from '@app/domain/messages';
import { formatPhp } from '@app/domain/money';
import type { CollectionContactInput } from '@app/domain/schemas';
import { Button, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { Notice } from '../../components/notice';
import { useField, useSchemaForm } from '../../lib/form';
import { useSubmit } from '../../lib/error-text';
import { notifySuccess } from '../../lib/notices';
import { contactsQueryOptions, useLogContact } from './admin.queries';
import { CollectionMessagesBlock, ConsentBlock } from './collection-messages';

const CHANNELS = Object.keys(L.channels) as (keyof typeof L.channels)[];
const OUTCOMES = Object.keys(L.outcomes) as (keyof typeof L.outcomes)[];

/** The form's fields as typed; the body is built from them and the API checks it again with CollectionContactSchema. */
const ContactFormSchema = v.pipe(
  v.object({
    channel: v.picklist(CHANNELS, M.channelInvalid),
    outcome: v.picklist(OUTCOMES, M.outcomeInvalid),
    note: v.pipe(v.string(), v.trim(), v.nonEmpty(M.noteRequired), v.maxLength(1000, M.noteTooLong)),
    nextActionAt: v.string(),
    promiseAmount: v.pipe(v.string(), v.trim(), v.check((text) => text === '' || (/^\d+(\.\d{1,2})?$/.test(text) && Number(text) > 0), M.promiseAmountInvalid)),
    promiseDate: v.string(),
  }),
  v.forward(
    v.check((form) => (form.promiseAmount === '') === (form.promiseDate === '') && (form.outcome !== 'promise_to_pay' || form.promiseAmount !== ''), M.promiseRequired),
    ['promiseAmount'],
  ),
);
type ContactForm = v.InferOutput<typeof ContactFormSchema>;

/** The API's body: a next action typed in Manila time carries Manila's offset; a promise only when one was given. */
function contactOf(form: ContactForm): CollectionContactInput {
  return {
    channel: form.channel,
    outcome: form.outcome,
    note: form.note,
    ...(form.nextActionAt ? { nextActionAt: `${form.nextActionAt}:00+08:00` } : {}),
    ...(form.promiseAmount ? { promise: { amount: Number(form.promiseAmount), date: form.promiseDate } } : {}),
  };
}

/** A loan's contact log and the form that logs a contact (issue 32); a refusal by SEC MC 18 shows the rule the API names. */
export function CollectionContactsDialog({ item, onClose }: { item: CollectionQueueItem; onClose: () => void }) {
  const contacts = useQuery(contactsQueryOptions(item.loanId));
  const log = useLogContact();
  const form = useSchemaForm(ContactFormSchema, { channel: 'call', outcome: 'reached', note: '', nextActionAt: '', promiseAmount: '', promiseDate: '' });
  const field = useField(form);
  const submitContact = useSubmit(form, log, { fallback: 'Please try again.' });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    void submitContact({ loanId: item.loanId, contact: contactOf(input) }, () => {
      notifySuccess({ title: L.contactLogged });
      form.reset();
    }),
  );

  return (
    <Modal opened onClose={onClose} title={L.openContacts(item.fullName)} centered size="lg" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <Stack>
        <Text size="sm">
          {item.contactNumber} · loan #{item.loanId} · {item.daysPastDue} days past due · {formatPhp(item.amountDue)}
        </Text>
        <CollectionMessagesBlock item={item} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit();
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={2}>
              <Controller
                control={form.control}
                name="channel"
                render={({ field: select }) => (
                  <Select label={L.channel} data={CHANNELS.map((value) => ({ value, label: L.channels[value] }))} value={select.value} onChange={(value) => select.onChange(value)} allowDeselect={false} />
                )}
              />
              <Controller
                control={form.control}
                name="outcome"
                render={({ field: select }) => (
                  <Select label={L.outcome} data={OUTCOMES.map((value) => ({ value, label: L.outcomes[value] }))} value={select.value} onChange={(value) => select.onChange(value)} allowDeselect={false} />
                )}
              />
            </SimpleGrid>
            <Textarea label={L.note} rows={3} {...field('note')} />
            <TextInput label={L.nextActionAt} type="datetime-local" {...field('nextActionAt')} />
            <Text size="xs" c="dimmed">
              {L.promiseOptional}
            </Text>
            <SimpleGrid cols={2}>
              <TextInput label={L.promiseAmount} inputMode="decimal" {...field('promiseAmount')} />
              <TextInput label={L.promiseDate} type="date" {...field('promiseDate')} />
            </SimpleGrid>
            {errors.root?.message && (
              <Notice tone="error" title={L.contactRefused} role="alert">
                {errors.root.message}
              </Notice>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={log.isPending}>
                {L.logContact}
              </Button>
            </Group>
          </Stack>
        </form>
        <Text size="sm" fw={700}>
          {L.contactLog}
        </Text>
        {contacts.isPending && <Loader size="sm" aria-label="Loading contacts" />}
        {contacts.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {L.noContacts}
          </Text>
        )}
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={L.contactLog}>
          {contacts.data?.map((contact) => (
            <li key={contact.id}>
              <Text size="sm" fw={600}>
                {formatDateTime(contact.createdAt)} · {L.channels[contact.channel as keyof typeof L.channels] ?? contact.channel} ·{' '}
                {L.outcomes[contact.outcome as keyof typeof L.outcomes] ?? contact.outcome}
              </Text>
              <Text size="sm">{contact.note}</Text>
              {contact.promise && (
                <Text size="xs">
                  {L.promise}: {formatPhp(contact.promise.amount)} by {formatDate(`${contact.promise.date}T12:00:00+08:00`)}
                </Text>
              )}
              {contact.nextActionAt && (
                <Text size="xs" c="dimmed">
                  {L.nextActionAt}: {formatDateTime(contact.nextActionAt)}
                </Text>
              )}
            </li>
          ))}
        </Stack>
        <ConsentBlock item={item} />
      </Stack>
    </Modal>
  );
}
