import type { TBillAction } from '../../providers/congress-gov/types';
import { stageFromActions, stageFromStatus } from './bill-stage';

/** An action as Congress.gov lists it; House and Library of Congress rows carry codes, Senate rows none. */
const act = (
  actionDate: string,
  text: string,
  type: string | null = 'Floor',
  actionCode: string | null = null,
) => ({ actionDate, text, type, actionCode }) satisfies TBillAction;

const INTRODUCED_HOUSE = [
  act('2025-01-03', 'Introduced in House', 'IntroReferral', 'Intro-H'),
  act('2025-01-03', 'Referred to the House Committee on Education and Workforce.', 'IntroReferral', 'H11100'),
];
const PASSED_HOUSE_CODE = act(
  '2025-03-05',
  'Passed/agreed to in House: On passage Passed by recorded vote: 220 - 210 (Roll no. 61).',
  'Floor',
  '8000',
);
const PASSED_SENATE_TEXT = act(
  '2025-05-01',
  'Passed Senate without amendment by Yea-Nay Vote. 52 - 48. Record Vote Number: 112.',
);
const PRESENTED = act('2025-05-06', 'Presented to President.', 'President', '28000');

describe('stageFromActions (Congress.gov actions)', () => {
  it.each<[string, TBillAction[], boolean, ReturnType<typeof stageFromActions>]>([
    ['no actions at all', [], false, { stage: 'Introduced', stop: null }],
    ['introduced and referred', INTRODUCED_HOUSE, false, { stage: 'Introduced', stop: null }],
    [
      'House passage by code 8000',
      [...INTRODUCED_HOUSE, PASSED_HOUSE_CODE],
      false,
      { stage: 'Passed House', stop: null },
    ],
    [
      'House passage by text only',
      [
        act(
          '2025-03-05',
          'On passage Passed by the Yeas and Nays: 230 - 200 (Roll no. 70).',
          'Floor',
          'H38310',
        ),
      ],
      false,
      { stage: 'Passed House', stop: null },
    ],
    [
      'House passage under suspension, by text',
      [
        act(
          '2025-03-05',
          'On motion to suspend the rules and pass the bill, as amended Agreed to by the Yeas and Nays: (2/3 required): 390 - 20 (Roll no. 80).',
        ),
      ],
      false,
      { stage: 'Passed House', stop: null },
    ],
    [
      'Senate passage by text (Senate rows have no code)',
      [PASSED_SENATE_TEXT],
      false,
      { stage: 'Passed Senate', stop: null },
    ],
    [
      'Senate passage by code 17000',
      [
        act(
          '2025-05-01',
          'Passed/agreed to in Senate: Passed Senate with an amendment by Voice Vote.',
          'Floor',
          '17000',
        ),
      ],
      false,
      { stage: 'Passed Senate', stop: null },
    ],
    [
      'both chambers: the fixed order shows Passed Senate',
      [...INTRODUCED_HOUSE, PASSED_HOUSE_CODE, PASSED_SENATE_TEXT],
      false,
      { stage: 'Passed Senate', stop: null },
    ],
    [
      'resolving differences by type',
      [
        PASSED_HOUSE_CODE,
        PASSED_SENATE_TEXT,
        act('2025-05-10', 'Motion to concur in the Senate amendment.', 'ResolvingDifferences'),
      ],
      false,
      { stage: 'Resolving Differences', stop: null },
    ],
    [
      'resolving differences by code (19000–23000)',
      [PASSED_HOUSE_CODE, act('2025-05-10', 'Conference report agreed to in Senate.', 'Floor', '23000')],
      false,
      { stage: 'Resolving Differences', stop: null },
    ],
    [
      'resolving differences by text',
      [act('2025-05-10', 'House agreed to Senate amendment with an amendment.', null)],
      false,
      { stage: 'Resolving Differences', stop: null },
    ],
    [
      'presented by code 28000',
      [PASSED_HOUSE_CODE, PASSED_SENATE_TEXT, PRESENTED],
      false,
      { stage: 'To President', stop: null },
    ],
    [
      'presented by President-type text',
      [act('2025-05-06', 'Presented to President.', 'President')],
      false,
      { stage: 'To President', stop: null },
    ],
    [
      'became law by BecameLaw type',
      [
        PASSED_HOUSE_CODE,
        PASSED_SENATE_TEXT,
        PRESENTED,
        act('2025-05-12', 'Became Public Law No: 119-7.', 'BecameLaw'),
      ],
      false,
      { stage: 'Became Law', stop: null },
    ],
    [
      'became law by code 36000',
      [act('2025-05-12', 'Became Public Law No: 119-7.', null, '36000')],
      false,
      { stage: 'Became Law', stop: null },
    ],
    [
      'became law by text alone',
      [act('2025-05-12', 'Became Public Law No: 119-7.', null)],
      false,
      { stage: 'Became Law', stop: null },
    ],
    [
      'became law because the bill lists a law',
      [PASSED_HOUSE_CODE],
      true,
      { stage: 'Became Law', stop: null },
    ],
    [
      'failed in the House (code 9000)',
      [
        ...INTRODUCED_HOUSE,
        act(
          '2025-03-05',
          'Failed of passage/not agreed to in House: On passage Failed by the Yeas and Nays: 200 - 230 (Roll no. 62).',
          'Floor',
          '9000',
        ),
      ],
      false,
      { stage: 'Introduced', stop: 'failed' },
    ],
    [
      'failed in the House, by text',
      [
        act(
          '2025-03-05',
          'On passage Failed by the Yeas and Nays: 200 - 230 (Roll no. 62).',
          'Floor',
          'H37300',
        ),
      ],
      false,
      { stage: 'Introduced', stop: 'failed' },
    ],
    [
      'failed in the Senate, by text',
      [act('2025-05-01', 'Failed of passage in Senate by Yea-Nay Vote. 45 - 55. Record Vote Number: 113.')],
      false,
      { stage: 'Introduced', stop: 'failed' },
    ],
    [
      'failed in the Senate by code 18000 after passing the House',
      [PASSED_HOUSE_CODE, act('2025-05-01', 'Failed of passage/not agreed to in Senate.', 'Floor', '18000')],
      false,
      { stage: 'Passed House', stop: 'failed' },
    ],
    [
      'failed under suspension, then passed under a rule: not failed',
      [
        act(
          '2025-03-01',
          'On motion to suspend the rules and pass the bill Failed by the Yeas and Nays: (2/3 required): 250 - 180 (Roll no. 50).',
        ),
        PASSED_HOUSE_CODE,
      ],
      false,
      { stage: 'Passed House', stop: null },
    ],
    [
      'vetoed (type Veto, code 31000)',
      [
        PASSED_HOUSE_CODE,
        PASSED_SENATE_TEXT,
        PRESENTED,
        act('2025-05-16', 'Vetoed by President.', 'Veto', '31000'),
      ],
      false,
      { stage: 'To President', stop: 'vetoed' },
    ],
    [
      'pocket vetoed (code 30000), no presentation row',
      [
        PASSED_HOUSE_CODE,
        PASSED_SENATE_TEXT,
        act('2025-05-16', 'Pocket Vetoed by President.', null, '30000'),
      ],
      false,
      { stage: 'To President', stop: 'vetoed' },
    ],
    [
      'vetoed, and the override failed: still vetoed, not failed',
      [
        PRESENTED,
        act('2025-05-16', 'Vetoed by President.', 'Veto', '31000'),
        act(
          '2025-05-20',
          'Failed of passage in Senate over veto by Yea-Nay Vote. 60 - 40. Record Vote Number: 130.',
          'Veto',
        ),
      ],
      false,
      { stage: 'To President', stop: 'vetoed' },
    ],
    [
      'vetoed, then overridden into law',
      [
        PRESENTED,
        act('2025-05-16', 'Vetoed by President.', 'Veto', '31000'),
        act(
          '2025-05-20',
          'Passed House over veto by the Yeas and Nays: 300 - 130 (Roll no. 99).',
          'Veto',
          '8000',
        ),
        act(
          '2025-05-22',
          'Passed Senate over veto by Yea-Nay Vote. 70 - 30. Record Vote Number: 140.',
          'Veto',
        ),
        act('2025-05-23', 'Became Public Law No: 119-9.', 'BecameLaw', '36000'),
      ],
      false,
      { stage: 'Became Law', stop: null },
    ],
    [
      'a House simple resolution agreed to',
      [
        act(
          '2025-02-01',
          'Passed/agreed to in House: On agreeing to the resolution Agreed to by voice vote.',
          'Floor',
          '8000',
        ),
      ],
      false,
      { stage: 'Passed House', stop: null },
    ],
    [
      'a Senate simple resolution agreed to, text only',
      [
        act(
          '2025-02-01',
          'Submitted in the Senate, considered, and agreed to without amendment and with a preamble by Unanimous Consent.',
          'IntroReferral',
        ),
      ],
      false,
      { stage: 'Passed Senate', stop: null },
    ],
    [
      'a Senate amendment agreed to is not passage',
      [act('2025-02-01', 'S.Amdt.12 Amendment SA 12 agreed to in Senate by Voice Vote.')],
      false,
      { stage: 'Introduced', stop: null },
    ],
    [
      'unknown types and codes say nothing',
      [
        act('2025-02-01', 'Placed on the Union Calendar, Calendar No. 4.', 'Calendars', 'H12410'),
        act('2025-02-02', 'Something new.', 'NotUsed', '99999'),
      ],
      false,
      { stage: 'Introduced', stop: null },
    ],
  ])('%s', (_, actions, becameLaw, expected) => {
    expect(stageFromActions(actions, becameLaw)).toEqual(expected);
  });

  it('reads the actions oldest first whichever way Congress.gov lists them (newest first by default)', () => {
    const failedAfterPassing = [
      act(
        '2025-03-01',
        'On motion to suspend the rules and pass the bill Failed by the Yeas and Nays: (2/3 required): 250 - 180 (Roll no. 50).',
      ),
      PASSED_HOUSE_CODE,
    ];
    expect(stageFromActions([...failedAfterPassing].reverse(), false)).toEqual({
      stage: 'Passed House',
      stop: null,
    });
    const passedThenFailed = [
      PASSED_HOUSE_CODE,
      act('2025-06-01', 'Failed of passage in Senate by Yea-Nay Vote. 45 - 55.'),
    ];
    expect(stageFromActions([...passedThenFailed].reverse(), false)).toEqual({
      stage: 'Passed House',
      stop: 'failed',
    });
  });
});

describe('stageFromStatus (unitedstates/congress status)', () => {
  it.each<[string, string, ReturnType<typeof stageFromStatus>]>([
    ['INTRODUCED', 'hr', { stage: 'Introduced', stop: null }],
    ['REFERRED', 'hr', { stage: 'Introduced', stop: null }],
    ['REPORTED', 's', { stage: 'Introduced', stop: null }],
    ['PROV_KILL:SUSPENSIONFAILED', 'hr', { stage: 'Introduced', stop: 'failed' }],
    ['PROV_KILL:CLOTUREFAILED', 's', { stage: 'Introduced', stop: 'failed' }],
    ['FAIL:ORIGINATING:HOUSE', 'hr', { stage: 'Introduced', stop: 'failed' }],
    ['FAIL:ORIGINATING:SENATE', 's', { stage: 'Introduced', stop: 'failed' }],
    ['PASS_OVER:HOUSE', 'hr', { stage: 'Passed House', stop: null }],
    ['FAIL:SECOND:SENATE', 'hr', { stage: 'Passed House', stop: 'failed' }],
    ['PASSED:SIMPLERES', 'hres', { stage: 'Passed House', stop: null }],
    ['PASS_OVER:SENATE', 's', { stage: 'Passed Senate', stop: null }],
    ['FAIL:SECOND:HOUSE', 's', { stage: 'Passed Senate', stop: 'failed' }],
    ['PASSED:SIMPLERES', 'sres', { stage: 'Passed Senate', stop: null }],
    ['PASSED:CONCURRENTRES', 'hconres', { stage: 'Passed Senate', stop: null }],
    ['PASSED:CONSTAMEND', 'hjres', { stage: 'Passed Senate', stop: null }],
    ['PASS_BACK:HOUSE', 's', { stage: 'Resolving Differences', stop: null }],
    ['PASS_BACK:SENATE', 'hr', { stage: 'Resolving Differences', stop: null }],
    ['CONFERENCE:PASSED:HOUSE', 'hr', { stage: 'Resolving Differences', stop: null }],
    ['CONFERENCE:PASSED:SENATE', 'hr', { stage: 'Resolving Differences', stop: null }],
    ['PROV_KILL:PINGPONGFAIL', 'hr', { stage: 'Resolving Differences', stop: 'failed' }],
    ['PASSED:BILL', 'hr', { stage: 'To President', stop: null }],
    ['PROV_KILL:VETO', 'hr', { stage: 'To President', stop: 'vetoed' }],
    ['VETOED:POCKET', 'hr', { stage: 'To President', stop: 'vetoed' }],
    ['VETOED:OVERRIDE_FAIL_ORIGINATING:HOUSE', 'hr', { stage: 'To President', stop: 'vetoed' }],
    ['VETOED:OVERRIDE_FAIL_ORIGINATING:SENATE', 's', { stage: 'To President', stop: 'vetoed' }],
    ['VETOED:OVERRIDE_FAIL_SECOND:HOUSE', 's', { stage: 'To President', stop: 'vetoed' }],
    ['VETOED:OVERRIDE_FAIL_SECOND:SENATE', 'hr', { stage: 'To President', stop: 'vetoed' }],
    ['VETOED:OVERRIDE_PASS_OVER:HOUSE', 'hr', { stage: 'To President', stop: 'vetoed' }],
    ['VETOED:OVERRIDE_PASS_OVER:SENATE', 's', { stage: 'To President', stop: 'vetoed' }],
    ['OVERRIDE_PASS_OVER:HOUSE', 'hr', { stage: 'To President', stop: 'vetoed' }],
    ['OVERRIDE_PASS_OVER:SENATE', 's', { stage: 'To President', stop: 'vetoed' }],
    ['ENACTED:SIGNED', 'hr', { stage: 'Became Law', stop: null }],
    ['ENACTED:VETO_OVERRIDE', 'hr', { stage: 'Became Law', stop: null }],
    ['ENACTED:TENDAYRULE', 's', { stage: 'Became Law', stop: null }],
    [' enacted:signed ', 'hr', { stage: 'Became Law', stop: null }],
    ['SOMETHING:NEW', 'hr', { stage: 'Introduced', stop: null }],
    ['', 'hr', { stage: 'Introduced', stop: null }],
  ])('%s (%s)', (status, billType, expected) => {
    expect(stageFromStatus(status, billType)).toEqual(expected);
  });

  it('takes an agreed simple resolution without a bill type as the House', () => {
    expect(stageFromStatus('PASSED:SIMPLERES')).toEqual({ stage: 'Passed House', stop: null });
  });
});
