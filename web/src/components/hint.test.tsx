import { ActionIcon } from '@mantine/core';
import { act, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '../test/render';
import { Hint } from './hint';

describe('Hint', () => {
  it('sets up no tooltip until a mouse comes over the button, then shows it at once and hides it on leaving', async () => {
    const phases: string[] = [];
    const { user } = await renderWithProviders(
      <Profiler id="hint" onRender={(_id, phase) => phases.push(phase)}>
        <Hint label="Switch to dark mode">
          <ActionIcon aria-label="Switch to dark mode">D</ActionIcon>
        </Hint>
      </Profiler>,
    );
    // Past the render after the first paint, where the tooltip used to be set up.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(phases).toEqual(['mount']);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark mode');

    // The button under the tooltip is a new element, which a real mouse is
    // over from then on: user-event's pointer is moved onto it.
    await user.hover(screen.getByRole('button', { name: 'Switch to dark mode' }));
    await user.unhover(screen.getByRole('button', { name: 'Switch to dark mode' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it("keeps the button's own handlers", async () => {
    const onPointerEnter = vi.fn();
    const onClick = vi.fn();
    const { user } = await renderWithProviders(
      <Hint label="Switch to desktop view">
        <ActionIcon aria-label="Switch to desktop view" onPointerEnter={onPointerEnter} onClick={onClick}>
          V
        </ActionIcon>
      </Hint>,
    );
    await user.hover(screen.getByRole('button', { name: 'Switch to desktop view' }));
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to desktop view');
    await user.click(screen.getByRole('button', { name: 'Switch to desktop view' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
