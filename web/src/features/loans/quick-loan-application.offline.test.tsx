import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aVerifiedUser } from '../../test/fixtures';
import { renderWithProviders, screen } from '../../test/render';
import { QuickLoanApplication } from './quick-loan-application';

const maria = aVerifiedUser({ id: 1 });

afterEach(() => onlineManager.setOnline(true));

describe('QuickLoanApplication offline', () => {
  it('disables APPLY IMMEDIATELY with the reason, and gives it back online', async () => {
    const { user } = await renderWithProviders(<QuickLoanApplication user={maria} onSubmitted={() => {}} />, {
      path: '/dashboard',
    });
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    const apply = screen.getByRole('button', { name: 'APPLY IMMEDIATELY' });
    expect(apply).toBeEnabled();

    act(() => onlineManager.setOnline(false));
    expect(apply).toBeDisabled();
    expect(screen.getByText('You are offline. This needs a connection.')).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    expect(apply).toBeEnabled();
    expect(screen.queryByText('You are offline. This needs a connection.')).not.toBeInTheDocument();
  });
});
