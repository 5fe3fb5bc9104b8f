import { readPublicConfig } from './public-config';

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
    });
  });

  it('refuses config that does not match the schema', () => {
    const doc = documentWith('<script type="application/json" id="app-config">{"gtmId":1}</script>');

    expect(() => readPublicConfig(doc)).toThrow();
  });
});
