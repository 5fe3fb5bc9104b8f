import { building2Icon } from './icons/building-2';
import { compassIcon } from './icons/compass';
import { handFistIcon } from './icons/hand-fist';
import { searchCheckIcon } from './icons/search-check';
import type { TIconShapes } from './icons/icon-shapes';

export type TMissionCard = { title: string; text: string; icon: TIconShapes };

export const MISSION_CARDS: TMissionCard[] = [
  {
    title: 'Contextualized Coverage',
    icon: compassIcon,
    text: "We don't just list names. We explain what each office actually does, what is at stake in the race and how it connects to the issues on your block.",
  },
  {
    title: 'Accountability Tracking',
    icon: searchCheckIcon,
    text: 'We follow voting records, donors and promises, so you can see whether officials do what they said once they are in office.',
  },
  {
    title: 'Real-World Impact',
    icon: building2Icon,
    text: 'Council members, judges and district attorneys shape housing, policing, schools and transit. We show how each race changes daily life.',
  },
  {
    title: 'Progressive Values',
    icon: handFistIcon,
    text: "We believe in housing as a human right, workers' power, racial justice and a livable planet, and we say so. Our analysis is honest about where it comes from.",
  },
];
