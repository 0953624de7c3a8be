import { NOTICES, SERVER_MESSAGES } from '@app/domain/messages';
import { NOTIFICATION_COLORS, SendNotificationSchema } from '@app/domain/schemas';
import { Button, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useSchemaForm } from '../../lib/form';
import { notifySuccess } from '../../lib/notices';
import { useSendNotification } from './admin.queries';
import { useSubmit } from '../../lib/error-text';

const COLOR_CHOICES = [
  { value: NOTIFICATION_COLORS.approve, label: 'Green (good news)' },
  { value: NOTIFICATION_COLORS.accountIssue, label: 'Amber (needs attention)' },
  { value: NOTIFICATION_COLORS.decline, label: 'Red (bad news)' },
];

/** A message to one member, shown in their app (POST /api/admin/send-notification). */
export function SendNotificationForm({ userId }: { userId: number }) {
  const send = useSendNotification();
  const form = useSchemaForm(SendNotificationSchema, { userId, title: '', message: '', type: 'info', color: NOTIFICATION_COLORS.approve });
  const { errors } = form.formState;
  const submit = useSubmit(form, send, { failedNotice: NOTICES.sendNotificationFailed });

  const onSubmit = form.handleSubmit((input) =>
    submit(input, () => {
      notifySuccess({ title: SERVER_MESSAGES.notificationSent });
      form.reset({ userId, title: '', message: '', type: 'info', color: input.color });
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The member sees this in the app as their latest notification.
        </Text>
        <TextInput label="Title" required {...form.register('title')} error={errors.title?.message} />
        <Textarea label="Message" required autosize minRows={3} {...form.register('message')} error={errors.message?.message} />
        <Controller
          control={form.control}
          name="color"
          render={({ field }) => (
            <Select
              label="Colour"
              data={COLOR_CHOICES}
              allowDeselect={false}
              value={field.value ?? NOTIFICATION_COLORS.approve}
              onChange={(value) => field.onChange(value ?? NOTIFICATION_COLORS.approve)}
              error={errors.color?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send notification
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
