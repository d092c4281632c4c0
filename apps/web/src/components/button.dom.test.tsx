import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button in the browser', () => {
  it('stays focusable while busy: a disabled button would drop the keyboard user’s place', () => {
    render(<Button busy>Save</Button>);
    const button = screen.getByRole('button', { name: 'Submitting' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it("is enabled once the browser has taken over the server's markup", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Button>Continue</Button>);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    const root = await act(async () => hydrateRoot(container, <Button>Continue</Button>));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false);
    act(() => root.unmount());
    container.remove();
  });
});
