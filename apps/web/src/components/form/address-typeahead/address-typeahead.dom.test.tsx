import type { AddressSuggestion } from '@openheloc/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressTypeahead, NOT_LISTED_LABEL } from './address-typeahead';
import type { AddressValue } from './address-value';

const SPRINGFIELD: AddressSuggestion = {
  fullAddress: '100 Main St, Springfield, IL 62704',
  street1: '100 Main St',
  street2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
};
const AUSTIN: AddressSuggestion = {
  fullAddress: '100 Main Ave, Austin, TX 78704',
  street1: '100 Main Ave',
  street2: '',
  city: 'Austin',
  state: 'TX',
  zip: '78704',
};

let answer: () => Response;
const fetchMock = vi.fn((url: string) => {
  void url;
  return Promise.resolve(answer());
});

beforeEach(() => {
  answer = () => Response.json([SPRINGFIELD, AUSTIN]);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

function Harness() {
  const { control } = useForm<{ address?: AddressValue }>();
  const chosen = useWatch({ control, name: 'address' });
  return (
    <>
      <AddressTypeahead control={control} name="address" label="Property address" />
      <output aria-label="form value">{JSON.stringify(chosen ?? null)}</output>
    </>
  );
}

/** The address the form holds. */
const chosen = (): unknown =>
  JSON.parse(screen.getByRole('status', { name: 'form value' }).textContent ?? 'null');

function renderTypeahead() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Harness />
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    input: screen.getByRole('combobox', { name: 'Property address' }),
  };
}

const status = () => screen.getByRole('status', { name: '' });

describe('the address typeahead, as a user fills it', () => {
  it('looks up what is typed after a pause, once, and lists the answers and Address not listed', async () => {
    const { user, input } = renderTypeahead();
    await user.type(input, '100 Main');

    const list = await screen.findByRole('listbox', { name: 'Property address suggestions' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      SPRINGFIELD.fullAddress,
      AUSTIN.fullAddress,
      NOT_LISTED_LABEL,
    ]);
    expect(list).toBeDefined();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(status().textContent).toBe(
      '2 addresses found. Use the up and down arrow keys to choose one.',
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/service-address/api/v1/typeahead/100%20Main',
    ]);
  });

  it('asks nothing for text too short to be an address', async () => {
    const { user, input } = renderTypeahead();
    await user.type(input, '10');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses with the arrow keys and Enter, then shows the parts of the address', async () => {
    const { user, input } = renderTypeahead();
    await user.type(input, '100 Main');
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: AUSTIN.fullAddress }).id,
    );
    await user.keyboard('{Enter}');

    expect(input).toHaveProperty('value', '100 Main Ave');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveProperty('value', 'Austin');
    expect(screen.getByRole('textbox', { name: /State/ })).toHaveProperty('value', 'TX');
    expect(screen.getByRole('textbox', { name: /ZIP code/ })).toHaveProperty('value', '78704');
    expect(chosen()).toMatchObject({ street1: '100 Main Ave', city: 'Austin', zip: '78704' });
  });

  it('lets the user enter an address that is not listed, keeping what was typed', async () => {
    const { user, input } = renderTypeahead();
    await user.type(input, '7 Hidden Lane');
    await user.click(await screen.findByRole('option', { name: NOT_LISTED_LABEL }));

    expect(screen.getByRole('textbox', { name: 'City' })).toHaveProperty('value', '');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Boulder');
    await user.type(screen.getByRole('textbox', { name: /State/ }), 'co');
    expect(chosen()).toMatchObject({ street1: '7 Hidden Lane', city: 'Boulder', state: 'CO' });
  });

  it('closes with Escape, and says so when the lookup fails', async () => {
    answer = () => new Response('', { status: 503 });
    const { user, input } = renderTypeahead();
    await user.type(input, '100 Main');

    await waitFor(() =>
      expect(status().textContent).toBe(
        `Addresses could not be looked up. Choose ${NOT_LISTED_LABEL} to enter it yourself.`,
      ),
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      NOT_LISTED_LABEL,
    ]);
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
