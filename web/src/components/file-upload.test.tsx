import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readInFilipino } from '../test/filipino';
import { renderWithProviders, screen } from '../test/render';
import { checkFile, FileUpload } from './file-upload';

const MB = 1024 * 1024;

/** A file claiming `size` bytes without allocating them. */
function fileOf({ name = 'front.jpg', type = 'image/jpeg', size = 1536 }: { name?: string; type?: string; size?: number } = {}) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

// The group and its file input share the label.
const fileInput = () => screen.getByLabelText('Front of ID', { selector: 'input' });

function Harness({ onChange }: { onChange?: (file: File | null) => void }) {
  const [value, setValue] = useState<File | null>(null);
  return (
    <FileUpload
      label="Front of ID"
      value={value}
      onChange={(file) => {
        onChange?.(file);
        setValue(file);
      }}
    />
  );
}

describe('checkFile', () => {
  it('accepts JPEG, PNG and WebP up to exactly 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkFile({ type, size: 5 * MB })).toEqual({ ok: true });
    }
  });

  it("refuses a non-image with 'Invalid File Type'", () => {
    for (const type of ['application/pdf', 'text/plain', 'image/svg+xml', '']) {
      expect(checkFile({ type, size: 10 })).toEqual({
        ok: false,
        title: 'Invalid File Type',
        message: 'Please select a valid file type.',
      });
    }
  });

  it("refuses one byte over 5 MB with 'File Too Large'", () => {
    expect(checkFile({ type: 'image/png', size: 5 * MB + 1 })).toEqual({
      ok: false,
      title: 'File Too Large',
      message: 'File size must be less than 5 MB',
    });
  });

  it('names a custom limit and honours a custom type list', () => {
    expect(checkFile({ type: 'image/png', size: 3 * MB }, { maxBytes: 2 * MB })).toEqual({
      ok: false,
      title: 'File Too Large',
      message: 'File size must be less than 2 MB',
    });
    expect(checkFile({ type: 'application/pdf', size: 10 }, { accept: ['application/pdf'] })).toEqual({ ok: true });
  });
});

describe('FileUpload', () => {
  it('offers images only through a labelled file input', async () => {
    await renderWithProviders(<Harness />);
    const input = fileInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(screen.getByRole('group', { name: 'Front of ID' })).toBeInTheDocument();
    expect(screen.getByText('JPEG, PNG or WebP, up to 5 MB.')).toBeInTheDocument();
  });

  it("refuses a non-image with 'Invalid File Type'", async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);
    // The picker filters by type; a phone's gallery may not, so the check must hold on its own.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), fileOf({ name: 'id.pdf', type: 'application/pdf' }));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please select a valid file type.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses an image over 5 MB with 'File Too Large'", async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Harness onChange={onChange} />);
    await user.upload(fileInput(), fileOf({ size: 6 * MB }));
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('File size must be less than 5 MB')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    [500, '500 Bytes'],
    [1536, '1.5 KB'],
    [2.5 * MB, '2.5 MB'],
  ])('previews a %d-byte image and shows its size as %s', async (size, shown) => {
    const { user } = await renderWithProviders(<Harness />);
    await user.upload(fileInput(), fileOf({ name: 'front.jpg', size }));
    expect(await screen.findByRole('img', { name: 'Preview of Front of ID' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByText('front.jpg')).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another image' })).toBeInTheDocument();
  });

  it('hides a preview that fails to load', async () => {
    const { user } = await renderWithProviders(<Harness />);
    await user.upload(fileInput(), fileOf());
    fireEvent.error(await screen.findByRole('img', { name: 'Preview of Front of ID' }));
    expect(screen.queryByRole('img', { name: 'Preview of Front of ID' })).not.toBeInTheDocument();
    expect(screen.getByText('front.jpg')).toBeInTheDocument();
  });

  it('removes the chosen image', async () => {
    const { user } = await renderWithProviders(<Harness />);
    await user.upload(fileInput(), fileOf());
    await user.click(await screen.findByRole('button', { name: 'Remove Front of ID' }));
    expect(screen.queryByText('front.jpg')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  });
});

describe('FileUpload in Filipino', () => {
  it('offers, previews and refuses in Filipino', async () => {
    await readInFilipino();
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Harness onChange={onChange} />);
    expect(await screen.findByText('JPEG, PNG o WebP, hanggang 5 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pumili ng larawan' })).toBeInTheDocument();
    await user.upload(fileInput(), fileOf({ size: 6 * MB }));
    expect(await screen.findByText('Masyadong Malaki ang File')).toBeInTheDocument();
    expect(screen.getByText('Dapat mas maliit sa 5 MB ang file')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
