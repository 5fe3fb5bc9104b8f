import { BALLOT_MEASURE_TRANSLATED_FIELDS, type TBallotMeasure } from '../../../shared/ballot-measures';
import { untranslatedFields } from '../../../shared/constants/translations';
import { SHARED } from '../../plugins/http-cache';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('ballotMeasures.list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers anyone the November 4, 2025 proposals in ballot order, as a read every cache may keep', async () => {
    const response = await t.app.inject('/trpc/ballotMeasures.list');

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(SHARED);
    const measures = (response.json() as { result: { data: { name: string; measureNumber: string }[] } })
      .result.data;
    expect(measures.map((measure) => [measure.measureNumber, measure.name])).toEqual([
      ['Proposal 1 · Statewide', 'Adirondack Land Swap'],
      ['Proposal 2 · New York City', 'Expedited Affordable Housing Process'],
      ['Proposal 3 · New York City', 'Small Land-Use Changes'],
      ['Proposal 4 · New York City', 'Affordable Housing Appeals Board'],
      ['Proposal 5 · New York City', 'City Map Updates'],
      ['Proposal 6 · New York City', 'Even-Year City Elections'],
    ]);
  });

  it('answers them in Spanish when asked, every text written, and refuses a language it does not have', async () => {
    const ask = (input: unknown) =>
      t.app.inject(`/trpc/ballotMeasures.list?input=${encodeURIComponent(JSON.stringify(input))}`);
    const inEnglish = (await ask({ lang: 'en' })).json().result.data as TBallotMeasure[];
    const inSpanish = (await ask({ lang: 'es' })).json().result.data as TBallotMeasure[];

    expect(inSpanish.map((measure) => [measure.measureNumber, measure.name])[1]).toEqual([
      'Propuesta 2 · Ciudad de Nueva York',
      'Proceso acelerado para vivienda asequible',
    ]);
    for (const [index, measure] of inSpanish.entries()) {
      expect(untranslatedFields(measure, 'es', BALLOT_MEASURE_TRANSLATED_FIELDS)).toEqual([]);
      expect(measure.recommendation).toBe(inEnglish[index]!.recommendation);
      expect(measure.whatItSays).toHaveLength(inEnglish[index]!.whatItSays.length);
    }
    expect(inEnglish[1]!.name).toBe('Expedited Affordable Housing Process');
    expect((await ask({ lang: 'fr' })).statusCode).toBe(400);
  });
});
