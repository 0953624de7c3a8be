import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '../test/render';
import { OfflineBanner, OfflineHint } from './offline-banner';
import { authKeys } from '../lib/query-keys';

afterEach(() => onlineManager.setOnline(true));

describe('OfflineBanner', () => {
  it('says how old the data is while offline, and goes away online', async () => {
    const { queryClient } = await renderWithProviders(
      <>
        <OfflineBanner />
        <OfflineHint />
      </>,
    );
    queryClient.setQueryData(authKeys.me, { id: 1 }, { updatedAt: Date.parse('2026-03-05T01:30:00Z') });
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText(/^Offline — showing data from .*2026/)).toBeInTheDocument();
    expect(screen.getByText('You are offline. This needs a connection.')).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(/Offline/)).not.toBeInTheDocument();
    expect(screen.queryByText('You are offline. This needs a connection.')).not.toBeInTheDocument();
  });
});
