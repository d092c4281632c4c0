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
  it('names the uploaded file and hides the browser’s “No file chosen” beside the button', () => {
    render(field(uploaded));
    expect(screen.getByText('paystub.pdf')).toBeTruthy();
    const input = screen.getByLabelText('Your most recent paystub');
    expect(input.className).toContain('text-transparent');
    expect(input.className).not.toContain('text-ink');
  });

  it('shows the browser’s own text while nothing is uploaded', () => {
    render(field(null));
    const input = screen.getByLabelText('Your most recent paystub');
    expect(input.className).toContain('text-ink');
    expect(input.className).not.toContain('text-transparent');
  });
});
