import { msg } from '@lingui/core/macro';
import { LightbulbIcon, PuzzleIcon, TargetIcon, VideoIcon, WrenchIcon } from 'lucide-react';
import type { TInfoTile } from './blocks';

export const ABOUT_PAGE = {
  title: msg`About`,
  subtitle: msg`Click on each tile to learn more about us`,
} as const;

export const ABOUT_TILES: TInfoTile[] = [
  {
    id: 'mission',
    title: msg`Mission`,
    teaser: msg`Political education that ends at the ballot box, and keeps going after it.`,
    icon: TargetIcon,
    isFeatured: true,
    body: [
      {
        kind: 'paragraph',
        text: msg`We make short, clear videos and plain-language voter guides so that working people can understand the forces shaping their lives and use their vote to change them.`,
      },
      {
        kind: 'paragraph',
        text: msg`We are progressive and proud of it. We don't claim neutrality, because no one who decides who gets housing, healthcare or a fair day's pay is neutral. What we promise instead is honesty: we show our sources, we tell you where we stand, and we tell you why.`,
      },
    ],
  },
  {
    id: 'problem',
    title: msg`Problem`,
    teaser: msg`The races that shape daily life get the least attention.`,
    icon: PuzzleIcon,
    body: [
      {
        kind: 'paragraph',
        text: msg`Most people vote at the top of the ticket and guess at the rest, or skip it. Yet city councils, state legislatures, district attorneys and judges decide rents, policing, schools and wages.`,
      },
      {
        kind: 'list',
        items: [
          msg`Local news has been hollowed out, so many races get no coverage at all.`,
          msg`Campaign mailers are written by consultants, and big donors pay for most of them.`,
          msg`Official voter guides often stop at the candidate's own statement.`,
        ],
      },
      {
        kind: 'paragraph',
        text: msg`The result is low turnout in the races that matter most, and officials who are rarely held to account.`,
      },
    ],
  },
  {
    id: 'proposal',
    title: msg`Proposal`,
    teaser: msg`A guide that does the homework, and explains the why.`,
    icon: LightbulbIcon,
    body: [
      {
        kind: 'paragraph',
        text: msg`Give voters a guide that does the homework for them: who is running, what the office does, where each candidate stands on housing, labor, policing and more, and who is paying for their campaign.`,
      },
      {
        kind: 'paragraph',
        text: msg`Pair it with political education that explains the why: how capitalism, racism and concentrated wealth shape the fights on your ballot, in formats people actually watch.`,
      },
    ],
  },
  {
    id: 'approach',
    title: msg`Approach`,
    teaser: msg`Research first, short-form, and open about our values.`,
    icon: WrenchIcon,
    body: [
      {
        kind: 'list',
        items: [
          msg`Research first: we read voting records, campaign finance filings and candidate questionnaires, and we link our sources.`,
          msg`Made for phones: explainers of a few minutes that you can share in a group chat.`,
          msg`Down-ballot focus: the council, assembly and judicial races most guides leave out.`,
          msg`Values up front: our analysis comes from a progressive point of view, and we say so.`,
          msg`Built with you: if we got something wrong, tell us through our contact form and we will fix it.`,
        ],
      },
    ],
  },
  {
    id: 'midterms-2022',
    title: msg`Midterms 2022`,
    teaser: msg`Where our video work on elections began.`,
    icon: VideoIcon,
    body: [
      {
        kind: 'paragraph',
        text: msg`For the 2022 midterms we made a series of videos on why midterms matter, the races that decided control of Congress and statehouses, and the ballot measures voters faced.`,
      },
      {
        kind: 'paragraph',
        text: msg`What we learned there shaped this guide: people want to know not only who is running, but what each office can actually do for them.`,
      },
      {
        kind: 'links',
        title: msg`Watch`,
        links: [
          {
            name: msg`The Midterms 2022 series in our Video Library`,
            href: '/learningLib',
          },
        ],
      },
    ],
  },
];
