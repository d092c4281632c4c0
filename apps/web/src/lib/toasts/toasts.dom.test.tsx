import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { toast } from './toasts';

describe('toasts, loaded with the first one', () => {
  it('shows nothing and fetches nothing until a toast is shown', () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    toast.dismiss('nothing-yet');
    expect(container.innerHTML).toBe('');
  });

  it('delivers the toasts shown while sonner loads, in order', async () => {
    render(<Toaster />);
    toast.success('Invitation sent to pat@example.com');
    toast.error('Something unexpected happened');
    // The first toast fetches sonner (compiled on the fly here, which takes a moment).
    expect(
      await screen.findByText('Something unexpected happened', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    const texts = Array.from(document.querySelectorAll('[data-title]')).map((t) => t.textContent);
    expect(texts).toEqual(['Something unexpected happened', 'Invitation sent to pat@example.com']);
  });
});
