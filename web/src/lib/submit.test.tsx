import { LoginSchema } from '@app/domain/schemas';
import { useMutation } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderWithProviders, screen } from '../test/render';
import { server } from '../test/server';
import { apiRequest, HttpError } from './api';
import { useSchemaForm } from './form';
import { useSubmit } from './error-text';

/** A form of the real path: react-hook-form, a mutation over HTTP (msw), useSubmit with or without a notice. */
function TryForm({ withNotice, answers }: { withNotice: boolean; answers?: (error: unknown) => boolean }) {
  const form = useSchemaForm(LoginSchema, { email: 'ana@example.com', password: 'secret-pass', rememberMe: false });
  const save = useMutation({ mutationFn: (body: unknown) => apiRequest('/api/try', { method: 'POST', body }) });
  const submit = useSubmit(
    form,
    save,
    withNotice ? { failedNotice: { title: 'Saving failed', message: 'Please try again.' }, answers } : { fallback: 'Please try again.', answers },
  );
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => submit(values))}>
      <p>email: {errors.email?.message ?? 'none'}</p>
      <p>root: {errors.root?.message ?? 'none'}</p>
      <button type="submit">Save</button>
    </form>
  );
}

const refuse = (status: number, body: object) => server.use(http.post('/api/try', () => HttpResponse.json(body, { status })));

describe('useSubmit', () => {
  it("puts the API's field message on its field and shows the notice with the text of the refusal's code", async () => {
    refuse(409, { message: 'written otherwise', code: 'email_taken', fieldErrors: { email: ['An account with this email already exists'] } });
    const { user } = await renderWithProviders(<TryForm withNotice />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('email: An account with this email already exists')).toBeInTheDocument();
    expect(await screen.findByText('Saving failed')).toBeInTheDocument();
    // Found by its code, not the English the server wrote beside it.
    expect(screen.getAllByText('An account with this email already exists')).toHaveLength(1);
    expect(screen.queryByText('written otherwise')).not.toBeInTheDocument();
    expect(screen.getByText('root: none')).toBeInTheDocument();
  });

  it("without a notice, sets the refusal's words as the form's error, and the fallback for a plain 500", async () => {
    refuse(409, { message: 'You already have a withdrawal in progress', code: 'withdrawal_pending', fieldErrors: {} });
    const { user } = await renderWithProviders(<TryForm withNotice={false} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('root: You already have a withdrawal in progress')).toBeInTheDocument();

    refuse(500, { message: 'Internal server error', code: 'internal_error', fieldErrors: {} });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('root: Please try again.')).toBeInTheDocument();
    expect(screen.getByText('email: none')).toBeInTheDocument();
  });

  it('leaves a refusal the form answers in its own way to it: no notice, no field or form error', async () => {
    refuse(409, { message: 'You already have a withdrawal in progress', code: 'withdrawal_pending', fieldErrors: { email: ['An account with this email already exists'] } });
    const answered: string[] = [];
    const answers = (error: unknown) => {
      const code = error instanceof HttpError ? error.code : undefined;
      if (code !== 'withdrawal_pending') return false;
      answered.push(code);
      return true;
    };
    const { user } = await renderWithProviders(<TryForm withNotice answers={answers} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(answered).toEqual(['withdrawal_pending']));
    expect(screen.getByText('email: none')).toBeInTheDocument();
    expect(screen.getByText('root: none')).toBeInTheDocument();
    expect(screen.queryByText('Saving failed')).not.toBeInTheDocument();

    // One it does not answer takes the usual path.
    refuse(409, { message: 'written otherwise', code: 'email_taken', fieldErrors: { email: ['An account with this email already exists'] } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saving failed')).toBeInTheDocument();
    expect(screen.getByText('email: An account with this email already exists')).toBeInTheDocument();
    expect(answered).toEqual(['withdrawal_pending']);
  });
});
