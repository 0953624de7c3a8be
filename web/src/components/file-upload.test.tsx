import { fireEvent, within } from '@testing-library/react';
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

// Each card has the camera's input and the gallery's (issue 28), each named after the card.
const fileInput = () => screen.getByLabelText('Front of ID: Choose from gallery', { selector: 'input' });
const cameraInput = () => screen.getByLabelText('Front of ID: Take a photo', { selector: 'input' });

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
  it('offers images only through two labelled file inputs: the camera (capture) and the gallery', async () => {
    await renderWithProviders(<Harness />);
    const camera = cameraInput();
    const gallery = fileInput();
    for (const input of [camera, gallery]) {
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    }
    // The back camera opens straight away on a phone; the gallery input leaves the choice to the phone.
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(gallery).not.toHaveAttribute('capture');
    const card = screen.getByRole('group', { name: 'Front of ID' });
    expect(within(card).getByRole('button', { name: 'Take a photo' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Choose from gallery' })).toBeInTheDocument();
    expect(screen.getByText('JPEG, PNG or WebP, up to 5 MB.')).toBeInTheDocument();
  });

  it("refuses a non-image on its card with 'Invalid File Type', naming the card and saying what to do", async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);
    // The picker filters by type; a phone's gallery may not, so the check must hold on its own.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), fileOf({ name: 'id.pdf', type: 'application/pdf' }));
    const card = screen.getByRole('group', { name: 'Front of ID' });
    const alert = await within(card).findByRole('alert');
    expect(within(alert).getByText('Invalid File Type')).toBeInTheDocument();
    expect(
      within(alert).getByText('Front of ID: This file is not a photo. Take a photo or choose a JPG, PNG or WebP image.'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the refusal on the card until a photo is picked, from the camera as from the gallery', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    await renderWithProviders(<Harness onChange={onChange} />);
    await user.upload(cameraInput(), fileOf({ name: 'notes.txt', type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Front of ID: This file is not a photo.');
    await user.upload(cameraInput(), fileOf({ name: 'front.jpg' }));
    expect(await screen.findByText('front.jpg')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("refuses on its card an image over 5 MB that cannot be made smaller, with 'File Too Large'", async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Harness onChange={onChange} />);
    // One byte of 'x' claiming 6 MB: no browser decodes it, so it cannot be scaled down.
    await user.upload(fileInput(), fileOf({ size: 6 * MB }));
    const alert = await within(screen.getByRole('group', { name: 'Front of ID' })).findByRole('alert');
    expect(within(alert).getByText('File Too Large')).toBeInTheDocument();
    expect(
      within(alert).getByText('Front of ID: This photo is over 5 MB and could not be made smaller. Take a new photo or choose another one.'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a refusal given from later (the upload) on the card', async () => {
    await renderWithProviders(
      <FileUpload
        label="Back of ID"
        value={null}
        onChange={() => {}}
        error={{ title: 'Failed to upload back_id', message: 'Back of ID: The file is not a JPEG, PNG or WebP image' }}
      />,
    );
    const alert = within(screen.getByRole('group', { name: 'Back of ID' })).getByRole('alert');
    expect(alert).toHaveTextContent('Failed to upload back_id');
    expect(alert).toHaveTextContent('Back of ID: The file is not a JPEG, PNG or WebP image');
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
    expect(screen.getByRole('button', { name: 'Choose from gallery' })).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Take a photo' })).toBeInTheDocument();
  });
});

describe('FileUpload in Filipino', () => {
  it('offers, previews and refuses in Filipino', async () => {
    await readInFilipino();
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Harness onChange={onChange} />);
    expect(await screen.findByText('JPEG, PNG o WebP, hanggang 5 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kumuha ng litrato' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pumili mula sa gallery' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Front of ID: Pumili mula sa gallery', { selector: 'input' }), fileOf({ size: 6 * MB }));
    expect(await screen.findByText('Masyadong Malaki ang File')).toBeInTheDocument();
    expect(
      screen.getByText('Front of ID: Lampas 5 MB ang litratong ito at hindi ito napaliit. Kumuha ng bagong litrato o pumili ng iba.'),
    ).toBeInTheDocument();
    await userEvent.setup({ applyAccept: false }).upload(
      screen.getByLabelText('Front of ID: Kumuha ng litrato', { selector: 'input' }),
      fileOf({ name: 'id.pdf', type: 'application/pdf' }),
    );
    expect(await screen.findByText('Maling Uri ng File')).toBeInTheDocument();
    expect(
      screen.getByText('Front of ID: Hindi litrato ang file na ito. Kumuha ng litrato o pumili ng JPG, PNG o WebP na larawan.'),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
