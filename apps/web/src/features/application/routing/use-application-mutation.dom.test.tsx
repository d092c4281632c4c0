import { INITIAL_STATUS_FLAGS } from '@openheloc/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applicationKeys, type StatusResponse } from './application-api';
import { ApplicationContext, type ApplicationContextValue } from './application-context';
import { useApplicationMutation, type SubmitOptions } from './use-application-mutation';

const UUID = '5b1c2d3e-1111-4222-8333-444455556666';

const NEW_STATUS: StatusResponse = {
  uuid: UUID,
  state: 'APP_SUBMISSION',
  waiting: false,
  terminal: false,
  actions: ['SAVE_CONTACT'],
  status: INITIAL_STATUS_FLAGS,
  decision: {
    uwDecision: INITIAL_STATUS_FLAGS.uwDecision,
    uwSubDecision: INITIAL_STATUS_FLAGS.uwSubDecision,
    adverseActionReasons: [],
  },
  updatedAt: '2026-06-15T19:00:00.000Z',
};

let answer: () => Response;
const fetchMock = vi.fn((url: string, init: RequestInit) => {
  void url;
  void init;
  return Promise.resolve(answer());
});

beforeEach(() => {
  answer = () => Response.json(NEW_STATUS);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

function SaveButton({ options }: { options?: SubmitOptions }) {
  const { submit, isPending, failure } = useApplicationMutation<{ phone: string }>('/profile', {
    method: 'PUT',
  });
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        disabled={isPending}
        onClick={() =>
          void submit({ phone: '3035550142' }, options).then((o) => setOutcome(o.kind))
        }
      >
        Save
      </button>
      <output aria-label="outcome">{outcome}</output>
      {failure ? (
        <p role="alert">
          {failure.kind === 'invalid' ? failure.fieldErrors[0]?.message : failure.message}
        </p>
      ) : null}
    </>
  );
}

function renderSave(options?: SubmitOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const followResolvedRoute = vi.fn();
  const context = { uuid: UUID, followResolvedRoute } as unknown as ApplicationContextValue;
  render(
    <QueryClientProvider client={queryClient}>
      <ApplicationContext.Provider value={context}>
        <SaveButton options={options} />
      </ApplicationContext.Provider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient, followResolvedRoute };
}

const outcome = () => screen.getByRole('status', { name: 'outcome' }).textContent;

describe('useApplicationMutation, as a screen uses it', () => {
  it('sends the answer under the application, keeps the new status and follows it', async () => {
    const { user, queryClient, followResolvedRoute } = renderSave({ next: 'start/contact' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(outcome()).toBe('done'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/service-application/api/v1/application/heloc/${UUID}/profile`);
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ phone: '3035550142' }) });
    expect(queryClient.getQueryData(applicationKeys.status(UUID))).toEqual(NEW_STATUS);
    expect(followResolvedRoute).toHaveBeenCalledExactlyOnceWith({ next: 'start/contact' });
  });

  it('with follow: false keeps the new status and leaves the borrower where they are', async () => {
    const { user, queryClient, followResolvedRoute } = renderSave({ follow: false });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(outcome()).toBe('done'));
    expect(queryClient.getQueryData(applicationKeys.status(UUID))).toEqual(NEW_STATUS);
    expect(followResolvedRoute).not.toHaveBeenCalled();
  });

  it('is pending while the request is in flight', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const { user } = renderSave();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
    );
    release(Response.json(NEW_STATUS));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false),
    );
  });

  it("shows a refused answer's messages and stays", async () => {
    answer = () =>
      Response.json(
        { errors: [{ code: 'invalid_input', field: 'phone', message: 'Invalid phone number' }] },
        { status: 400 },
      );
    const { user, followResolvedRoute } = renderSave();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid phone number');
    expect(outcome()).toBe('invalid');
    expect(followResolvedRoute).not.toHaveBeenCalled();
  });

  it('on a conflict reads the application again and moves the borrower on with the message', async () => {
    answer = () =>
      Response.json(
        { errors: [{ code: 'conflict', message: 'This step is already complete' }] },
        { status: 409 },
      );
    const { user, queryClient, followResolvedRoute } = renderSave();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(outcome()).toBe('conflict'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: applicationKeys.all(UUID) });
    expect(followResolvedRoute).toHaveBeenCalledExactlyOnceWith({
      notice: 'This step is already complete.',
    });
  });
});
