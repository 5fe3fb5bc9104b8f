import { ZPublicConfigSchema } from '../../shared/schemas/public-config';
import { parsePublicConfig, readPublicConfig } from './public-config';

function documentWith(headHtml: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = headHtml;
  return doc;
}

describe('readPublicConfig', () => {
  it('reads the config the server embeds in the page', () => {
    const config = {
      countdown: { target: '2025-11-04T06:00:00-05:00', electionName: 'NYC General Election' },
      gtmId: 'GTM-AB12',
      candidateFormUrl: 'https://forms.example.org/candidates',
      pollSiteFinderUrl: 'https://vote.example.gov/where',
    };
    const doc = documentWith(
      `<script type="application/json" id="app-config">${JSON.stringify(config)}</script>`,
    );

    expect(readPublicConfig(doc)).toEqual(config);
  });

  it('falls back to no countdown override and no analytics when the page has no config', () => {
    expect(readPublicConfig(documentWith(''))).toEqual({
      countdown: null,
      gtmId: null,
      candidateFormUrl: null,
      pollSiteFinderUrl: 'https://findmypollsite.vote.nyc/',
    });
  });

  it('refuses config that does not match the schema', () => {
    const doc = documentWith('<script type="application/json" id="app-config">{"gtmId":1}</script>');

    expect(() => readPublicConfig(doc)).toThrow(/Malformed public config/);
  });
});

describe('parsePublicConfig', () => {
  const valid = {
    countdown: { target: '2025-11-04T06:00:00-05:00', electionName: 'NYC General Election' },
    gtmId: null,
    candidateFormUrl: null,
  };
  const cases: Array<[string, unknown]> = [
    ['a full config', valid],
    ['no countdown override', { ...valid, countdown: null }],
    ['no candidateFormUrl (optional)', { countdown: null, gtmId: 'GTM-1' }],
    ['extra fields (dropped)', { ...valid, extra: 1, countdown: { ...valid.countdown, extra: 2 } }],
    ['not an object', 'config'],
    ['null', null],
    ['an array', []],
    ['a missing countdown', { gtmId: null, candidateFormUrl: null }],
    ['a countdown without a name', { ...valid, countdown: { target: 'x' } }],
    ['a countdown with a number', { ...valid, countdown: { target: 1, electionName: 'x' } }],
    ['a countdown array', { ...valid, countdown: [] }],
    ['a missing gtmId', { countdown: null, candidateFormUrl: null }],
    ['a numeric gtmId', { ...valid, gtmId: 12 }],
    ['a candidateFormUrl object', { ...valid, candidateFormUrl: {} }],
    ['a poll-site finder', { ...valid, pollSiteFinderUrl: 'https://vote.example.gov/where' }],
    ['a null poll-site finder', { ...valid, pollSiteFinderUrl: null }],
  ];

  // The hand-written check stands in for ZPublicConfigSchema in the browser: they must agree.
  it.each(cases)('agrees with the shared schema on %s', (_label, input) => {
    const expected = ZPublicConfigSchema.safeParse(input);
    if (expected.success) expect(parsePublicConfig(input)).toEqual(expected.data);
    else expect(() => parsePublicConfig(input)).toThrow(/^Malformed public config/);
  });
});
