import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';

// patches/@mantine__hooks@9.7.3.patch (decision 029): Mantine's useId swapped
// React's id for a random one in a layout effect, so every field rendered a
// second time, synchronously, right after its first commit.
describe("Mantine's ids (patched useId)", () => {
  it('renders a labelled field once, with the id it first rendered with', () => {
    const phases: string[] = [];
    render(
      <MantineProvider theme={theme}>
        <Profiler id="field" onRender={(_id, phase) => phases.push(phase)}>
          <TextInput label="Mobile number" />
        </Profiler>
      </MantineProvider>,
    );
    expect(phases).toEqual(['mount']);
    const input = screen.getByLabelText('Mobile number');
    expect(input.id).toMatch(/^mantine-/);
  });

  it('gives two fields different ids', () => {
    render(
      <MantineProvider theme={theme}>
        <TextInput label="Given name" />
        <TextInput label="Surname" />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Given name').id).not.toBe(screen.getByLabelText('Surname').id);
  });
});
