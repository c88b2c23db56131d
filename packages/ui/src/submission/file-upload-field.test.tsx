import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUploadField } from './file-upload-field';

const RULES = { extensions: ['pdf', 'zip'], maxBytes: 1024 };

describe('FileUploadField', () => {
  it('says what is accepted before anything is chosen', () => {
    render(<FileUploadField name="file" label="Manuscript" rules={RULES} required />);
    const input = screen.getByLabelText('Manuscript');
    expect(input.getAttribute('accept')).toBe('.pdf,.zip');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('PDF or ZIP · up to 1.00 KB');
  });

  it('shows the chosen file’s name, extension and size', async () => {
    const onFileChange = vi.fn();
    render(
      <FileUploadField name="file" label="Manuscript" rules={RULES} onFileChange={onFileChange} />,
    );
    const file = new File(['x'.repeat(512)], 'Paper.PDF');
    await userEvent.upload(screen.getByLabelText(/Manuscript/), file);
    expect(screen.getByText('Paper.PDF')).toBeTruthy();
    expect(screen.getByText('(PDF, 512.00 B)')).toBeTruthy();
    expect(onFileChange).toHaveBeenCalledWith(file, null);
  });

  it('refuses a file over the limit at once and blocks the form', async () => {
    const onFileChange = vi.fn();
    render(
      <FileUploadField name="file" label="Manuscript" rules={RULES} onFileChange={onFileChange} />,
    );
    const input = screen.getByLabelText(/Manuscript/) as HTMLInputElement;
    await userEvent.upload(input, new File(['x'.repeat(2048)], 'big.pdf'));
    const message = 'This file is 2.00 KB; files may be at most 1.00 KB.';
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(input.validationMessage).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onFileChange).toHaveBeenCalledWith(expect.any(File), message);
  });

  it('accepts a dropped file', () => {
    render(<FileUploadField name="file" label="Manuscript" rules={RULES} />);
    const zone = screen.getByLabelText(/Manuscript/).parentElement as HTMLElement;
    const file = new File(['zip'], 'data.zip');
    // jsdom cannot assign a FileList to input.files from a plain array; a real drop does.
    const files = Object.assign([file], { item: (index: number) => [file][index] ?? null });
    const original = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'files');
    Object.defineProperty(HTMLInputElement.prototype, 'files', {
      configurable: true,
      set() {},
      get() {
        return files;
      },
    });
    try {
      fireEvent.drop(zone, { dataTransfer: { files } });
      expect(screen.getByText('data.zip')).toBeTruthy();
    } finally {
      if (original) Object.defineProperty(HTMLInputElement.prototype, 'files', original);
    }
  });

  it('shows a server message and the upload progress', () => {
    render(
      <FileUploadField
        name="file"
        label="Manuscript"
        rules={RULES}
        error="The file is too large."
        progress={0.426}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The file is too large.');
    expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(43);
  });
});
