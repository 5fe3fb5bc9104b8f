import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { callsTo, mockTrpcFetch, trpcError } from '../../test/trpc-fetch';

function openFeedback() {
  window.history.pushState({}, '', '/feedback');
  vi.spyOn(console, 'info').mockImplementation(() => {});
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('the feedback form', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has the heading, the three fields and a feedback area of 10 rows', async () => {
    openFeedback();
    expect(await screen.findByRole('heading', { name: 'Send Us Your Feedback!' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Feedback')).toHaveAttribute('rows', '10');
  });

  it('shows the field messages and the error banner, which editing clears and time hides', async () => {
    const user = openFeedback();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('cannot be blank!')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error');

    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('not a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error');
    act(() => vi.advanceTimersByTime(6_900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  async function fillAndSubmit(user: ReturnType<typeof openFeedback>) {
    await user.type(await screen.findByLabelText('Full Name'), 'Writer One');
    await user.type(screen.getByLabelText('Email'), 'writer1@example.org');
    await user.type(screen.getByLabelText('Feedback'), 'A message');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  }

  it("keeps the error banner and adds the server's reason below it when the server refuses", async () => {
    const limit = 'You have sent several messages in a short time. Please wait a few minutes and try again.';
    const fetchSpy = mockTrpcFetch({
      'feedback.submit': () => {
        throw trpcError('TOO_MANY_REQUESTS', limit);
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = openFeedback();
    await fillAndSubmit(user);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`There was an error${limit}`);
    expect(callsTo(fetchSpy, 'feedback.submit')).toHaveLength(1);
    expect(screen.getByLabelText('Feedback')).toHaveValue('A message');
  });

  it('shows only the error banner when the server fails', async () => {
    mockTrpcFetch({
      'feedback.submit': () => {
        throw trpcError('INTERNAL_SERVER_ERROR', 'Internal server error');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = openFeedback();
    await fillAndSubmit(user);

    expect((await screen.findByRole('alert')).textContent).toBe('There was an error');
  });
});
