import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../app/app';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { mockTrpcFetch, trpcError, type TTrpcHandlers } from '../../test/trpc-fetch';
import { TEST_VIDEOS, testLibraryPage } from '../../test/videos';

/** Stands in for the browser's XMLHttpRequest; the test answers it with `respond`. */
class FakeRequest extends EventTarget {
  static sent: FakeRequest[] = [];
  readonly upload = new EventTarget();
  responseType = '';
  status = 0;
  response: unknown = null;
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    this.dispatchEvent(new Event('load'));
  }
}

const [VIDEO] = TEST_VIDEOS;

/** The app at `path` for a signed-in admin; `pageCalls` counts the calls to `videos.page`. */
function openAsAdmin(path: string, handlers: TTrpcHandlers = {}) {
  window.history.pushState({}, '', path);
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  const pageCalls = { count: 0 };
  mockTrpcFetch({
    'auth.session': () => ({ userRole: 'admin', user: { name: 'Admin', email: 'admin@example.org' } }),
    'videos.page': (input) => {
      pageCalls.count++;
      return testLibraryPage(input);
    },
    'videos.byId': () => VIDEO!,
    ...handlers,
  });
  render(<App config={TEST_PUBLIC_CONFIG} />);
  return { user: userEvent.setup({ applyAccept: false }), pageCalls };
}

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add More' }));
  return screen.getByRole('dialog', { name: 'Add More Videos' });
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'thumb.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the admin dashboard', () => {
  it('lists the videos with their category, an edit link and a delete button', async () => {
    openAsAdmin('/admindashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const card = (await screen.findByText(VIDEO!.title!)).closest('li')!;
    expect(within(card).getByText(VIDEO!.category)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Edit Video: ${VIDEO!.title}` })).toHaveAttribute(
      'href',
      `/adminedit/${VIDEO!.id}`,
    );
    expect(within(card).getByRole('button', { name: `Delete: ${VIDEO!.title}` })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('deletes a video once confirmed, and the item leaves the grid', async () => {
    const deleted: string[] = [];
    const { user } = openAsAdmin('/admin/library', {
      'videos.page': (input) => {
        const page = testLibraryPage(input);
        return { ...page, data: page.data.filter((video) => !deleted.includes(video.id)) };
      },
      'videos.delete': (input) => {
        deleted.push(input.id);
      },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const button = await screen.findByRole('button', { name: `Delete: ${VIDEO!.title}` });

    await user.click(button);
    expect(deleted).toEqual([]);
    await user.click(button);
    expect(confirm).toHaveBeenLastCalledWith(`Delete the video "${VIDEO!.title}"?`);
    await waitFor(() => expect(screen.queryByText(VIDEO!.title!)).not.toBeInTheDocument());
    expect(deleted).toEqual([VIDEO!.id]);
  });
});

describe("the 'Add More Videos' dialog", () => {
  it('shows every validation message before anything is sent', async () => {
    const { user } = openAsAdmin('/admin/library');
    const dialog = await openAddDialog(user);
    const add = within(dialog).getByRole('button', { name: 'Add Video' });
    expect(within(dialog).getByLabelText('Thumbnail image')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg',
    );

    await user.click(add);
    expect(within(dialog).getByText('Video id must be a number')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a category')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a PNG or JPEG image')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Video id'), '74x12');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Current Events');
    const gif = new File(['GIF89a'], 'funny.gif', { type: 'image/gif' });
    await user.upload(within(dialog).getByLabelText('Thumbnail image'), gif);
    await user.click(add);
    expect(within(dialog).getByText('Video id must be a number')).toBeInTheDocument();
    expect(within(dialog).queryByText('Choose a category')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Choose a PNG or JPEG image')).toBeInTheDocument();
    expect(FakeRequest.sent).toEqual([]);
  });

  it('uploads with progress, then closes, goes to /admin/library and reloads the grid', async () => {
    const { user, pageCalls } = openAsAdmin('/admindashboard');
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('Video id'), ' 7412345678901234567 ');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Current Events');
    await user.upload(within(dialog).getByLabelText('Thumbnail image'), png());
    await user.type(within(dialog).getByLabelText('Title (optional)'), 'A new one');
    await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));

    const [request] = FakeRequest.sent;
    expect([request!.method, request!.url]).toEqual(['POST', '/api/books']);
    expect(Object.fromEntries(request!.body!.entries())).toEqual({
      url: '7412345678901234567',
      category: 'Current Events',
      title: 'A new one',
      image: expect.any(File),
    });
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    act(() => request!.progress(42, 100));
    expect(await within(dialog).findByText('Uploading… 42%')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '42',
    );

    const callsBefore = pageCalls.count;
    act(() => request!.respond(200, { success: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/admin/library');
    await waitFor(() => expect(pageCalls.count).toBeGreaterThan(callsBefore));
  });

  it("shows the server's refusal in the dialog", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openAsAdmin('/admin/library');
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('Video id'), '7412345678901234567');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Current Events');
    await user.upload(within(dialog).getByLabelText('Thumbnail image'), png());
    await user.click(within(dialog).getByRole('button', { name: 'Add Video' }));

    act(() =>
      FakeRequest.sent[0]!.respond(415, {
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Choose a PNG or JPEG image',
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a PNG or JPEG image');
    expect(within(dialog).getByRole('button', { name: 'Add Video' })).toBeEnabled();
  });
});

describe('the edit video page', () => {
  it('fills the form from the video, keeps the image when none is chosen, and returns to the dashboard', async () => {
    const { user } = openAsAdmin(`/adminedit/${VIDEO!.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Video' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Video id')).toHaveValue(VIDEO!.videoId);
    expect(screen.getByLabelText('Category')).toHaveValue(VIDEO!.category);
    expect(screen.getByLabelText('Title (optional)')).toHaveValue(VIDEO!.title);
    expect(screen.getByText('Current thumbnail')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'Why Voting Matters');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const [request] = FakeRequest.sent;
    expect([request!.method, request!.url]).toEqual(['PUT', `/api/books/${VIDEO!.id}`]);
    expect(request!.body!.get('category')).toBe('Why Voting Matters');
    expect(request!.body!.has('image')).toBe(false);

    act(() =>
      request!.respond(200, {
        success: true,
        amendedBook: { category: 'Why Voting Matters', thumbnail_url: '/m' },
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/admindashboard'));
  });

  // A well-formed id nobody has is NOT_FOUND; one that cannot be an id (this path's) is BAD_REQUEST.
  it.each(['NOT_FOUND', 'BAD_REQUEST'] as const)(
    "logs 'Error at backend' and says there is no such video when the lookup answers %s",
    async (code) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      openAsAdmin('/adminedit/no-such-video', {
        'videos.byId': () => {
          throw trpcError(code);
        },
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('There is no such video');
      expect(error).toHaveBeenCalledWith('Error at backend', expect.anything());
      expect(screen.queryByLabelText('Video id')).not.toBeInTheDocument();
    },
  );
});
