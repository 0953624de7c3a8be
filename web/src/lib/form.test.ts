import { AdminMemberUpdateSchema, LoginSchema } from '@app/domain/schemas';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from './form';
import { applyServerFieldErrors } from './submit';
import { HttpError } from './api';

function badRequest(fieldErrors: Record<string, string[]>) {
  return new HttpError({
    status: 400,
    statusText: 'Bad Request',
    body: JSON.stringify({ message: 'Please correct the highlighted fields', fieldErrors }),
  });
}

function renderLoginForm() {
  return renderHook(() => {
    const form = useSchemaForm(LoginSchema, { email: '', password: '', rememberMe: false });
    // Reading errors during render subscribes to them, as the forms do.
    void form.formState.errors;
    return form;
  }).result;
}

describe('applyServerFieldErrors', () => {
  it('puts the first message of each known field on that field', () => {
    const form = renderLoginForm();
    let hasApplied = false;
    act(() => {
      hasApplied = applyServerFieldErrors(
        form.current,
        badRequest({ email: ['An account with this email already exists', 'second'], password: ['Password is required'] }),
      );
    });
    expect(hasApplied).toBe(true);
    expect(form.current.formState.errors.email).toMatchObject({ type: 'server', message: 'An account with this email already exists' });
    expect(form.current.formState.errors.password).toMatchObject({ type: 'server', message: 'Password is required' });
  });

  it('ignores fields the form does not have, empty lists and non-HTTP errors', () => {
    const form = renderLoginForm();
    act(() => {
      expect(applyServerFieldErrors(form.current, badRequest({ role: ['nope'], email: [] }))).toBe(false);
      expect(applyServerFieldErrors(form.current, new TypeError('Failed to fetch'))).toBe(false);
    });
    expect(form.current.formState.errors).toEqual({});
  });
});

describe('useSchemaForm', () => {
  it("validates with the domain schema's messages on submit", async () => {
    const result = renderLoginForm();
    const onValid = vi.fn();
    await act(() => result.current.handleSubmit(onValid)());
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.formState.errors.email?.message).toBe('Email is required');
    expect(result.current.formState.errors.password?.message).toBe('Password is required');
  });

  it('hands the parsed output to the submit handler', async () => {
    const { result } = renderHook(() =>
      useSchemaForm(LoginSchema, { email: ' Maria@Example.PH ', password: 'secret123', rememberMe: true }),
    );
    const onValid = vi.fn();
    await act(() => result.current.handleSubmit(onValid)());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'maria@example.ph', password: 'secret123', rememberMe: true });
  });

  it('puts a message about the whole form, not one field, on errors.root', async () => {
    const { result } = renderHook(() => {
      const form = useSchemaForm(AdminMemberUpdateSchema, {});
      void form.formState.errors;
      return form;
    });
    await act(() => result.current.handleSubmit(vi.fn())());
    expect(result.current.formState.errors.root?.message).toBe('Please change at least one field');
  });
});
