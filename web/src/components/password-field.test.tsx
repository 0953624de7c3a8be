import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../test/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('is marked invalid, with its error as description, while it has an error', async () => {
    await renderWithProviders(<PasswordField label="New password" error="Password is required" />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password is required');
  });

  it('is not marked invalid without one', async () => {
    await renderWithProviders(<PasswordField label="New password" />);
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid');
  });
});
