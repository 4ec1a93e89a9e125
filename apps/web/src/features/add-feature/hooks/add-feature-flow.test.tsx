import { notifications } from '@mantine/notifications';
import { ADD_FEATURE_TEXT, MESSAGES } from '@parley/domain';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import {
  AddFeatureFlowProvider,
  INITIAL_FLOW_STATE,
  addFeatureFlowReducer,
  useAddFeatureFlow,
} from './add-feature-flow';

function FlowProbe() {
  const flow = useAddFeatureFlow();
  return (
    <div>
      <output aria-label="status">{flow.status}</output>
      <output aria-label="added">{String(flow.added)}</output>
      <output aria-label="error">{flow.error ?? ''}</output>
      <button type="button" onClick={() => void flow.addFeature('chatbot')}>
        add chatbot
      </button>
    </div>
  );
}

const renderFlow = () =>
  renderWithProviders(
    <AddFeatureFlowProvider>
      <FlowProbe />
    </AddFeatureFlowProvider>,
  );
const state = (name: string) => screen.getByRole('status', { name }).textContent;

beforeEach(() => notifications.clean());

describe('the add-feature flow (doc 001 §4)', () => {
  it('moves idle → in progress (clearing error and added) → added or error', () => {
    const failed = addFeatureFlowReducer(INITIAL_FLOW_STATE, { type: 'failed', error: 'x' });
    expect(failed).toMatchObject({ status: 'error', error: 'x', added: false });
    const again = addFeatureFlowReducer({ ...failed, added: true }, { type: 'start', feature: 'dnclist' });
    expect(again).toEqual({ status: 'in-progress', feature: 'dnclist', added: false, error: null });
    expect(addFeatureFlowReducer(again, { type: 'added' })).toEqual({
      status: 'added',
      feature: 'dnclist',
      added: true,
      error: null,
    });
  });

  it("enables through the account service and toasts 'Succesfully added {feature}'", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = stubFetch({
      'POST /v3/account/feature/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderFlow();
    expect(state('status')).toBe('idle');
    await user.click(screen.getByRole('button', { name: 'add chatbot' }));
    expect(state('status')).toBe('in-progress');
    answer(ok({ feature: 'chatbot', enabled: true, changed: true, message: 'Feature chatbot enabled.' }));
    await waitFor(() => expect(state('status')).toBe('added'));
    expect(state('added')).toBe('true');
    expect(await screen.findByText(ADD_FEATURE_TEXT.added('AI Chatbot'))).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ featureName: 'chatbot' });
  });

  it('keeps the error and toasts it; a new attempt clears it', async () => {
    let calls = 0;
    stubFetch({
      'POST /v3/account/feature/': () =>
        ++calls === 1
          ? fail(402, { code: 'payment_required', message: MESSAGES.unfunded })
          : new Promise<Response>(() => {}),
    });
    const { user } = renderFlow();
    await user.click(screen.getByRole('button', { name: 'add chatbot' }));
    await waitFor(() => expect(state('status')).toBe('error'));
    expect(state('error')).toBe(MESSAGES.unfunded);
    expect(await screen.findByText(MESSAGES.unfunded, { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'add chatbot' }));
    expect(state('status')).toBe('in-progress');
    expect(state('error')).toBe('');
  });

  it('throws outside its provider', () => {
    // React reports the error it rethrows; the assertion is the throw itself
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<FlowProbe />)).toThrow(
        'useAddFeatureFlow must be used within AddFeatureFlowProvider',
      );
    } finally {
      console.error = quiet;
    }
  });
});
