import Building2 from 'lucide-react/icons/building-2';
import Compass from 'lucide-react/icons/compass';
import HandFist from 'lucide-react/icons/hand-fist';
import SearchCheck from 'lucide-react/icons/search-check';
import type { LucideIcon } from 'lucide-react';

export type TMissionCard = { title: string; text: string; icon: LucideIcon };

export const MISSION_CARDS: TMissionCard[] = [
  {
    title: 'Contextualized Coverage',
    icon: Compass,
    text: "We don't just list names. We explain what each office actually does, what is at stake in the race and how it connects to the issues on your block.",
  },
  {
    title: 'Accountability Tracking',
    icon: SearchCheck,
    text: 'We follow voting records, donors and promises, so you can see whether officials do what they said once they are in office.',
  },
  {
    title: 'Real-World Impact',
    icon: Building2,
    text: 'Council members, judges and district attorneys shape housing, policing, schools and transit. We show how each race changes daily life.',
  },
  {
    title: 'Progressive Values',
    icon: HandFist,
    text: "We believe in housing as a human right, workers' power, racial justice and a livable planet, and we say so. Our analysis is honest about where it comes from.",
  },
];
