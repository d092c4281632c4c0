import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileUploadField } from './file-upload-field';
import type { UploadFieldValue } from './upload-field-value';

const uploaded: UploadFieldValue = {
  status: 'done',
  document: {
    uuid: '6f1c2f0e-8a4b-4c4e-9d55-2f1f0a7c9b11',
    type: 'USER_UPLOADED_PAYSTUB',
    fileName: 'paystub.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2048,
    created: '2026-11-27T10:00:00Z',
  },
};

const field = (value: UploadFieldValue) => (
  <FileUploadField
    name="paystub"
    label="Your most recent paystub"
    applicationUuid="0b8e1b1e-3c3a-4a8e-8f2a-1d2c3b4a5e6f"
    documentType="USER_UPLOADED_PAYSTUB"
    value={value}
    onChange={() => undefined}
  />
);

describe('FileUploadField', () => {
  it('names the uploaded file, and the browser’s own button and “No file chosen” never show', () => {
    render(field(uploaded));
    expect(screen.getByText('paystub.pdf')).toBeTruthy();
    const input = screen.getByLabelText('Your most recent paystub');
    expect(input.getAttribute('type')).toBe('file');
    // The real input lies, transparent, over the drawn button; it keeps its label and focus.
    expect(input.className).toContain('opacity-0');
    expect(input.className).toContain('absolute');
    const drawn = input.nextElementSibling;
    expect(drawn?.getAttribute('aria-hidden')).toBe('true');
    expect(drawn?.textContent).toBe('Choose another file');
  });

  it('offers to choose a file while nothing is uploaded', () => {
    render(field(null));
    const input = screen.getByLabelText('Your most recent paystub');
    expect(input.className).toContain('opacity-0');
    expect(input.nextElementSibling?.textContent).toBe('Choose a file');
    expect(screen.queryByText(/uploaded/)).toBeNull();
  });
});
