import { ALL_OFFICES, STATE_EXTRA_OFFICES } from './constants/offices';
import { enclosingDivisions, OFFICES_WITHOUT_SCOPE, parseDivisionId, toDivisionId } from './divisions';

const NY = 'ocd-division/country:us/state:ny';

describe('toDivisionId', () => {
  it('knows every office of the spec, common and per-state', () => {
    expect(OFFICES_WITHOUT_SCOPE).toEqual([]);
    expect(ALL_OFFICES).toEqual(expect.arrayContaining(Object.values(STATE_EXTRA_OFFICES).flat()));
  });

  it.each([
    [{ state: 'New York', office: 'Governor', district: 'New York' }, NY],
    [{ state: 'New York', office: 'Senate', district: '' }, NY],
    [{ state: 'New York', office: 'AG', district: 'Statewide' }, NY],
    [{ state: 'New York', office: 'House of Representatives', district: '10' }, `${NY}/cd:10`],
    [{ state: 'NY', office: 'House of Representatives', district: 'District 07' }, `${NY}/cd:7`],
    [{ state: 'New York', office: 'State Senate', district: '26' }, `${NY}/sldu:26`],
    [{ state: 'New York', office: 'State HOR', district: 'Assembly District 74' }, `${NY}/sldl:74`],
    [{ state: 'New York', office: 'Mayor', district: 'New York City' }, `${NY}/place:new_york`],
    [{ state: 'New York', office: 'Public Advocate', district: 'NYC' }, `${NY}/place:new_york`],
    [{ state: 'New York', office: 'Comptroller', district: '' }, `${NY}/place:new_york`],
    [
      { state: 'New York', office: 'City Council', district: '33' },
      `${NY}/place:new_york/council_district:33`,
    ],
    [
      { state: 'New York', office: 'City Council', district: 'District 3' },
      `${NY}/place:new_york/council_district:3`,
    ],
    [
      { state: 'New York', office: 'Borough President', district: 'Staten Island' },
      `${NY}/place:new_york/borough:staten_island`,
    ],
    [{ state: 'New York', office: 'District Attorney', district: 'Brooklyn' }, `${NY}/county:kings`],
    [{ state: 'New York', office: "Surrogate's Court", district: 'Queens County' }, `${NY}/county:queens`],
    [{ state: 'New York', office: 'Civil Court', district: 'Manhattan' }, `${NY}/county:new_york`],
    [{ state: 'New York', office: 'City Court', district: 'Albany' }, `${NY}/county:albany`],
    [
      { state: 'New York', office: 'School Board', district: 'District 2' },
      `${NY}/school_district:district_2`,
    ],
    [
      { state: 'Arizona', office: 'Mayor', district: 'Phoenix' },
      'ocd-division/country:us/state:az/place:phoenix',
    ],
    [
      { state: 'Arizona', office: 'City Council', district: 'Phoenix District 8' },
      'ocd-division/country:us/state:az/place:phoenix/council_district:8',
    ],
    [
      { state: 'Arizona', office: 'County Sheriff', district: 'Maricopa County' },
      'ocd-division/country:us/state:az/county:maricopa',
    ],
    [
      { state: 'Arizona', office: 'Corporation Commission', district: 'Arizona' },
      'ocd-division/country:us/state:az',
    ],
    [
      { state: 'Arizona', office: 'Justice of Peace', district: 'Encanto' },
      'ocd-division/country:us/state:az/justice_precinct:encanto',
    ],
    [
      { state: 'Arizona', office: 'Community College District', district: 'Maricopa' },
      'ocd-division/country:us/state:az/community_college_district:maricopa',
    ],
    [
      { state: 'Ohio', office: 'District Court of Appeals', district: '8th District 8' },
      'ocd-division/country:us/state:oh/court_of_appeals:8',
    ],
    [
      { state: 'Ohio', office: 'Board of Education', district: 'Cleveland' },
      'ocd-division/country:us/state:oh/school_district:cleveland',
    ],
    [
      { state: 'Ohio', office: 'Common Pleas', district: 'Cuyahoga' },
      'ocd-division/country:us/state:oh/county:cuyahoga',
    ],
    [
      { state: 'Wisconsin', office: 'County Executive', district: 'Milwaukee County' },
      'ocd-division/country:us/state:wi/county:milwaukee',
    ],
    [
      { state: 'Georgia', office: 'City Council', district: 'Atlanta, 5' },
      'ocd-division/country:us/state:ga/place:atlanta/council_district:5',
    ],
    [
      { state: 'Pennsylvania', office: 'Treasurer', district: 'Pennsylvania' },
      'ocd-division/country:us/state:pa',
    ],
  ])('maps %j to %s', (input, expected) => {
    expect(toDivisionId(input)).toBe(expected);
  });

  it.each([
    { state: 'N/A', office: 'Governor', district: 'x' },
    { state: 'New York', office: 'Dog Catcher', district: '1' },
    { state: 'New York', office: 'House of Representatives', district: 'at large' },
    { state: 'Ohio', office: 'Borough President', district: 'Brooklyn' },
  ])('gives no division for %j', (input) => {
    expect(toDivisionId(input)).toBeNull();
  });
});

describe('parseDivisionId', () => {
  it.each([
    [NY, { state: 'New York', scope: 'state', value: null }],
    [`${NY}/cd:10`, { state: 'New York', scope: 'cd', value: '10' }],
    [`${NY}/sldu:26`, { state: 'New York', scope: 'sldu', value: '26' }],
    [`${NY}/sldl:74`, { state: 'New York', scope: 'sldl', value: '74' }],
    [`${NY}/place:new_york`, { state: 'New York', scope: 'place', value: 'new_york' }],
    [
      `${NY}/place:new_york/council_district:33`,
      { state: 'New York', scope: 'council_district', value: '33', place: 'new_york' },
    ],
    [
      `${NY}/place:new_york/borough:brooklyn`,
      { state: 'New York', scope: 'borough', value: 'brooklyn', place: 'new_york' },
    ],
    [
      'ocd-division/country:us/state:az/county:maricopa',
      { state: 'Arizona', scope: 'county', value: 'maricopa' },
    ],
  ])('reads %s', (id, expected) => {
    expect(parseDivisionId(id)).toEqual(expected);
  });

  it('round-trips what toDivisionId makes', () => {
    for (const [office, district] of [
      ['House of Representatives', '12'],
      ['State Senate', '59'],
      ['State HOR', '65'],
      ['City Council', '1'],
    ] as const) {
      const id = toDivisionId({ state: 'New York', office, district })!;
      expect(parseDivisionId(id)).toMatchObject({ state: 'New York', value: district });
    }
  });

  it.each(['', 'ocd-division/country:ca/province:on', 'ocd-division/country:us/state:zz', 'not an id'])(
    'refuses %j',
    (id) => {
      expect(parseDivisionId(id)).toBeNull();
    },
  );
});

describe('enclosingDivisions', () => {
  it('lists a division and everything around it', () => {
    expect(enclosingDivisions(`${NY}/place:new_york/council_district:33`)).toEqual([
      NY,
      `${NY}/place:new_york`,
      `${NY}/place:new_york/council_district:33`,
    ]);
  });
});
