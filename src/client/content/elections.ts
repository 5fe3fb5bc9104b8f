/** An election card (spec part 2 §3). */
export type TElection = {
  name: string;
  location: string;
  /** The calendar date of election day, YYYY-MM-DD. */
  date: string;
  type: string;
  desc: string;
  ballotPosition: string[];
  progressiveIssues: string[];
};

export const UPCOMING_ELECTIONS: TElection[] = [
  {
    name: 'NYC General Election',
    location: 'New York City, NY',
    date: '2025-11-04',
    type: 'Local',
    desc: 'New Yorkers choose who runs City Hall for the next four years. Every City Council seat is up, along with the mayor and the other citywide offices, and six ballot proposals sit on the back of the ballot. Early voting runs from October 25 to November 2; on Election Day, polls are open from 6 a.m. to 9 p.m.',
    ballotPosition: [
      'Mayor',
      'Public Advocate',
      'Comptroller',
      'Borough President',
      'City Council (all 51 districts)',
      'District Attorney (Manhattan and Brooklyn)',
      'Judges (Civil Court and State Supreme Court)',
      'Six ballot proposals',
    ],
    progressiveIssues: [
      'Rents New Yorkers can afford, stronger tenant protections and more public and social housing',
      'Public safety built on mental health care, violence interruption and housing, not more police',
      'Protecting immigrant New Yorkers and keeping the city out of federal deportation drives',
      'Fast, reliable and affordable buses and subways',
      'Universal childcare and fully funded public schools',
      'Good union jobs and enforcement of workplace protections',
      'Climate resilience for the neighborhoods that flood first',
    ],
  },
];
