import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { theme } from '../../styles/theme';
import { renderWithProviders, TrpcProviders } from '../../test/render-with-providers';
import { TEST_PUBLIC_CONFIG } from '../../test/public-config';
import { PublicConfigContext } from '../../lib/public-config';
import { SEEDED_ELECTIONS, SEEDED_GENERAL, SEEDED_PRIMARY, testElection } from '../../test/elections';
import { mockTrpcFetch, trpcError } from '../../test/trpc-fetch';
import HomePage from './home-page';
import { TEST_BALLOT_MEASURES } from '../../test/ballot-measures';

const SECTION_IDS = [
  'mission',
  'findCandidates',
  'upcomingElections',
  'ballotMeasures',
  'resources',
  'deadlines',
  'forCandidates',
];

function section(id: string) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No section #${id}`);
  return element;
}

/** Renders the home page in a router that records where it navigates. */
function renderRecordingNavigation() {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <TrpcProviders>
      <ThemeProvider theme={theme}>
        <Router hook={location.hook}>
          <HomePage />
        </Router>
      </ThemeProvider>
    </TrpcProviders>,
  );
  return location.history!;
}

/** The home page, once its later sections (a chunk of their own, ADR 41) are in. */
async function renderHomePage() {
  renderWithProviders(<HomePage />);
  await screen.findByRole('heading', { level: 2, name: 'For Candidates' });
}

let scrolledTo: string[];

beforeEach(() => {
  // A fresh install's elections (the fake's default) and no example addresses; tests about other
  // elections answer with their own.
  mockTrpcFetch({
    'districts.exampleAddresses': () => [],
    'ballotMeasures.list': () => TEST_BALLOT_MEASURES,
  });
  scrolledTo = [];
  // The tests' DOM does no layout, so nothing scrolls; record which element was asked to scroll instead.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('HomePage', () => {
  it('has the hero, then the seven sections in the spec order, each named by its heading', async () => {
    await renderHomePage();

    expect(screen.getByRole('heading', { level: 1, name: "Know who's on your ballot" })).toBeInTheDocument();
    const regions = screen.getAllByRole('region').filter((region) => region.id);
    expect(regions.map((region) => region.id)).toEqual(SECTION_IDS);
    expect(
      regions.map((region) => within(region).getAllByRole('heading', { level: 2 })[0]?.textContent),
    ).toEqual([
      'Our Mission',
      'Find Your Candidates',
      'Upcoming Elections',
      'Ballot Measures',
      'Resources & Tools',
      'Important Deadlines',
      'For Candidates',
    ]);
  });

  it('links the hero buttons to the find-candidates and mission anchors', async () => {
    await renderHomePage();

    expect(screen.getByRole('link', { name: 'Find my candidates' })).toHaveAttribute(
      'href',
      '/#findCandidates',
    );
    expect(screen.getByRole('link', { name: 'Our Mission' })).toHaveAttribute('href', '/#mission');
  });

  it('shows the four mission cards', async () => {
    await renderHomePage();

    const titles = within(section('mission')).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Contextualized Coverage',
      'Accountability Tracking',
      'Real-World Impact',
      'Progressive Values',
    ]);
  });

  it('says so when the mission cards cannot be loaded', async () => {
    mockTrpcFetch({
      'districts.exampleAddresses': () => [],
      'ballotMeasures.list': () => TEST_BALLOT_MEASURES,
      'content.section': () => {
        throw trpcError('INTERNAL_SERVER_ERROR');
      },
    });
    await renderHomePage();

    expect(
      await within(section('mission')).findByText('Our mission could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(within(section('mission')).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  }, 30_000);

  it('searches for the typed address at /candidateSearch with the address URL-encoded', async () => {
    const user = userEvent.setup();
    const history = renderRecordingNavigation();

    const input = screen.getByPlaceholderText('123 Main St, Brooklyn, NY 11217');
    expect(input).toHaveAccessibleName('Your address');
    await user.type(input, '350 5th Ave, New York, NY 10118');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(history.at(-1)).toBe('/candidateSearch?q=350%205th%20Ave%2C%20New%20York%2C%20NY%2010118');
  });

  it('searches with an empty address too, and from the Enter key', async () => {
    const user = userEvent.setup();
    const history = renderRecordingNavigation();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(history.at(-1)).toBe('/candidateSearch?q=');

    await user.type(screen.getByRole('textbox', { name: 'Your address' }), 'Flatbush & Church{Enter}');
    expect(history.at(-1)).toBe('/candidateSearch?q=Flatbush%20%26%20Church');
  });

  it('shows the NYC General Election card, collapsed', async () => {
    await renderHomePage();

    const toggle = await within(section('upcomingElections')).findByRole('button', {
      name: 'NYC General Election',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section('upcomingElections')).getByText('November 4, 2025')).toBeInTheDocument();
  });

  it('explains each ballot measure the server answers, in its order, with both lists, an icon and our call', async () => {
    await renderHomePage();
    await within(section('ballotMeasures')).findAllByRole('heading', { level: 3 });

    const cards = within(section('ballotMeasures'))
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      TEST_BALLOT_MEASURES.map((measure) => measure.name),
    );
    cards.forEach((card, index) => {
      const measure = TEST_BALLOT_MEASURES[index]!;
      expect(card).toHaveTextContent(measure.measureNumber);
      const [says, means] = within(card).getAllByRole('list');
      expect(within(card).getByRole('heading', { level: 4, name: 'What it says' })).toBeInTheDocument();
      expect(
        within(says!)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(measure.whatItSays);
      expect(
        within(card).getByRole('heading', { level: 4, name: 'What it really means' }),
      ).toBeInTheDocument();
      expect(
        within(means!)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(measure.impact);
      expect(card.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    });
    expect(cards[0]).not.toHaveTextContent('We recommend');
    expect(cards[1]).toHaveTextContent('We recommend: Vote Yes');
    expect(cards[1]).toHaveTextContent(TEST_BALLOT_MEASURES[1]!.recommendationReason!);
  });

  it('says so when the ballot measures cannot be loaded', async () => {
    mockTrpcFetch({
      'ballotMeasures.list': () => {
        throw trpcError('INTERNAL_SERVER_ERROR', 'Internal server error');
      },
    });
    await renderHomePage();

    expect(await within(section('ballotMeasures')).findByRole('alert')).toHaveTextContent(
      'The ballot measures could not be loaded. Please try again later.',
    );
  });

  it('lists five resource groups of three links, opening other sites in a new tab and the hotline by phone', async () => {
    await renderHomePage();

    const resources = section('resources');
    // The groups come from the server (content.section, ADR 47).
    const groups = await within(resources).findAllByRole('heading', { level: 3 });
    expect(groups.map((group) => group.textContent)).toEqual([
      'Voter Registration',
      'Ballot Information',
      'Know Your Rights',
      'Get Involved',
      'Political Education',
    ]);
    const links = within(resources).getAllByRole('link');
    expect(links).toHaveLength(15);
    const hotline = within(resources).getByRole('link', { name: /866-OUR-VOTE/ });
    expect(hotline).toHaveAttribute('href', 'tel:+18666878683');
    expect(hotline).not.toHaveAttribute('target');
    for (const link of links.filter((candidate) => candidate !== hotline)) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
  });

  it('shows the three deadlines with their exact texts', async () => {
    await renderHomePage();

    // The texts are the organisation's (the `deadlines` section of the page's content, ADR 47).
    await within(section('deadlines')).findByText('Varies by state - check early!');
    const deadlines = within(section('deadlines')).getAllByRole('listitem');
    expect(
      deadlines.map((deadline) => [
        within(deadline).getByRole('heading', { level: 3 }).textContent,
        deadline.querySelector('p')?.textContent,
      ]),
    ).toEqual([
      ['Voter registration', 'Varies by state - check early!'],
      ['Early voting', 'Available In Most States'],
      ['Mail-in ballot requests', "Deadlines vary - don't wait!"],
    ]);
  });

  it("offers candidates three services and 'Let's Work Together', which leads to the contact form", async () => {
    await renderHomePage();

    const forCandidates = section('forCandidates');
    expect(
      (await within(forCandidates).findAllByRole('heading', { level: 3 })).map((h) => h.textContent),
    ).toEqual(['Social Media Support', 'Creative Production', 'Digital Mobilization']);
    const button = within(forCandidates).getByRole('link', { name: "Let's Work Together" });
    expect(button).toHaveAttribute('href', '/feedback');
    expect(button).not.toHaveAttribute('target');
  });

  it('scrolls to the section named in the URL hash once it has rendered', async () => {
    window.history.replaceState(null, '', '/#resources');
    await renderHomePage();

    expect(scrolledTo).toContain('resources');
  });

  it('moves focus to the section a hash link names, so the keyboard carries on from there', async () => {
    const user = userEvent.setup();
    render(
      <TrpcProviders>
        <ThemeProvider theme={theme}>
          <HomePage />
        </ThemeProvider>
      </TrpcProviders>,
    );
    const link = screen.getByRole('link', { name: 'Our Mission' });
    link.focus();

    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe('#mission');
    expect(section('mission')).toHaveFocus();
    expect(section('mission')).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus to the section named in the URL hash on first load', async () => {
    window.history.replaceState(null, '', '/#deadlines');
    await renderHomePage();

    expect(section('deadlines')).toHaveFocus();
  });

  it('scrolls to the section each time a hash link is followed on the page', async () => {
    const user = userEvent.setup();
    // The browser's own location, as in the app, so that following a link changes the URL's hash.
    render(
      <TrpcProviders>
        <ThemeProvider theme={theme}>
          <HomePage />
        </ThemeProvider>
      </TrpcProviders>,
    );
    await screen.findByRole('heading', { level: 2, name: 'For Candidates' });
    expect(scrolledTo).toEqual([]);

    // Content still arriving after a click scrolls to the target again (useScrollToHash follows it), so
    // each click is judged by where it scrolled, not by how many times.
    await user.click(screen.getByRole('link', { name: 'Our Mission' }));
    expect(window.location.hash).toBe('#mission');
    expect(new Set(scrolledTo)).toEqual(new Set(['mission']));

    scrolledTo = [];
    await user.click(screen.getByRole('link', { name: 'Our Mission' }));
    expect(new Set(scrolledTo)).toEqual(new Set(['mission']));
  });
});

describe('the upcoming elections and deadlines, from the elections admins keep', () => {
  /** The home page on the visitor's `day` (local time), with `elections.list` answering `elections`. */
  async function renderOn(day: string, elections = SEEDED_ELECTIONS) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T10:00:00`));
    mockTrpcFetch({ 'elections.list': () => elections });
    await renderHomePage();
  }

  const cardNames = () =>
    within(section('upcomingElections'))
      .queryAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  const deadlineTexts = () =>
    within(section('deadlines'))
      .getAllByRole('listitem')
      .map((deadline) => deadline.querySelector('p')?.textContent);

  it('lists the elections ahead, nearest first, with no note', async () => {
    await renderOn('2025-05-01');

    await waitFor(() => expect(cardNames()).toEqual([SEEDED_PRIMARY.name, SEEDED_GENERAL.name]));
    expect(within(section('upcomingElections')).queryByText(/being prepared/)).not.toBeInTheDocument();
    expect(
      within(section('upcomingElections')).getAllByText('days to go')[0]!.nextElementSibling,
    ).toHaveTextContent('54');
  });

  it('counts election day itself as ahead', async () => {
    await renderOn('2025-11-04');

    await waitFor(() => expect(cardNames()).toEqual([SEEDED_GENERAL.name]));
    expect(within(section('upcomingElections')).getByText('days to go').nextElementSibling).toHaveTextContent(
      '0',
    );
  });

  it('shows the most recent election at 0 days, under a line saying the next guide is being prepared, when none is ahead', async () => {
    await renderOn('2026-11-23');

    const upcoming = section('upcomingElections');
    expect(
      await within(upcoming).findByText(
        'Our guide to the next election is being prepared. Until it is ready, here is the most recent one.',
      ),
    ).toBeInTheDocument();
    expect(cardNames()).toEqual([SEEDED_GENERAL.name]);
    expect(within(upcoming).getByText('November 4, 2025')).toBeInTheDocument();
    expect(within(upcoming).getByText('days to go').nextElementSibling).toHaveTextContent('0');
  });

  it('moves on to an election an admin added for next year', async () => {
    await renderOn('2026-11-23', [...SEEDED_ELECTIONS, testElection()]);

    await waitFor(() => expect(cardNames()).toEqual(['NYC Primary Election']));
    expect(within(section('upcomingElections')).queryByText(/being prepared/)).not.toBeInTheDocument();
  });

  it('says the next guide is being prepared when there are no elections at all', async () => {
    await renderOn('2026-11-23', []);

    expect(
      await within(section('upcomingElections')).findByText(
        'Our guide to the next election is being prepared. Check back soon.',
      ),
    ).toBeInTheDocument();
    expect(cardNames()).toEqual([]);
  });

  it('shows a placeholder while the elections load, and a message when they cannot be loaded', async () => {
    mockTrpcFetch({
      'elections.list': () => {
        throw trpcError('INTERNAL_SERVER_ERROR', 'Internal server error');
      },
    });
    await renderHomePage();
    const upcoming = section('upcomingElections');
    expect(upcoming.querySelector('[aria-busy="true"]')).not.toBeNull();

    expect(await within(upcoming).findByRole('alert')).toHaveTextContent(
      'The elections could not be loaded. Please try again later.',
    );
    expect(upcoming.querySelector('[aria-busy="true"]')).toBeNull();
    expect(deadlineTexts()).toEqual([
      'Varies by state - check early!',
      'Available In Most States',
      "Deadlines vary - don't wait!",
    ]);
  });

  it("shows the next election's deadlines when they are set", async () => {
    await renderOn('2025-07-01');

    await waitFor(() =>
      expect(deadlineTexts()).toEqual([
        'Register by October 25, 2025',
        'October 25 – November 2, 2025',
        'Request by October 25, 2025',
      ]),
    );
    expect(
      within(section('deadlines')).getByText('For the NYC General Election on November 4, 2025:'),
    ).toBeInTheDocument();
  });

  it("offers the next election's calendar as a download named for it", async () => {
    await renderOn('2025-07-01');
    const link = await within(section('deadlines')).findByRole('link', {
      name: 'Add to calendar: NYC General Election',
    });
    expect(link).toHaveAttribute('href', `/api/calendar/${SEEDED_GENERAL.id}.ics`);
    expect(link).toHaveAttribute('download');
    link.focus();
    expect(link).toHaveFocus();
  });

  it('offers the calendar of every election ahead to subscribe to, and its https link to copy', async () => {
    await renderOn('2025-07-01');
    const deadlines = section('deadlines');
    const subscribe = await within(deadlines).findByRole('link', { name: 'Subscribe to the calendar' });
    expect(subscribe).toHaveAttribute('href', `webcal://${window.location.host}/api/calendar/elections.ics`);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(deadlines).getByRole('button', { name: 'Copy the calendar link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/api/calendar/elections.ics`);
    expect(await within(deadlines).findByText('Link copied.')).toBeInTheDocument();

    writeText.mockImplementation(() => Promise.reject(new Error('not allowed')));
    await userEvent.click(within(deadlines).getByRole('button', { name: 'Copy the calendar link' }));
    expect(
      await within(deadlines).findByText(`${window.location.origin}/api/calendar/elections.ics`),
    ).toBeInTheDocument();
  });

  it('offers no calendar when no election is ahead', async () => {
    await renderOn('2026-11-23');
    await within(section('upcomingElections')).findByText(/being prepared/);
    expect(
      within(section('deadlines')).queryByRole('link', { name: /Add to calendar/ }),
    ).not.toBeInTheDocument();
  });

  it('keeps the general advice for the deadlines the next election has not set', async () => {
    await renderOn('2026-11-23', [
      ...SEEDED_ELECTIONS,
      testElection({ registrationDeadline: '2027-06-12', earlyVotingStart: null, earlyVotingEnd: null }),
    ]);

    await waitFor(() =>
      expect(deadlineTexts()).toEqual([
        'Register by June 12, 2027',
        'Available In Most States',
        "Deadlines vary - don't wait!",
      ]),
    );
  });

  it('keeps the three spec texts when no election is ahead', async () => {
    await renderOn('2026-11-23');

    await within(section('upcomingElections')).findByText(/being prepared/);
    expect(deadlineTexts()).toEqual([
      'Varies by state - check early!',
      'Available In Most States',
      "Deadlines vary - don't wait!",
    ]);
    expect(within(section('deadlines')).queryByText(/^For the /)).not.toBeInTheDocument();
  });
});

describe('the home page with a candidate form configured', () => {
  it("opens that form in a new tab from 'Let's Work Together'", async () => {
    // The home page alone, in the config the app provides: the whole app's first render (its lazy routes
    // and layout) took over the 5 s wait in CI's year-ahead pass, beside the Postgres pass.
    renderWithProviders(
      <PublicConfigContext.Provider
        value={{ ...TEST_PUBLIC_CONFIG, candidateFormUrl: 'https://forms.example.org/candidates' }}
      >
        <HomePage />
      </PublicConfigContext.Provider>,
    );
    const link = await screen.findByRole('link', { name: /Let's Work Together/ });
    expect(link).toHaveAttribute('href', 'https://forms.example.org/candidates');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
