import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Building2Icon, CompassIcon, HandFistIcon, SearchCheckIcon, type LucideIcon } from 'lucide-react';

export type TMissionCard = { title: MessageDescriptor; text: MessageDescriptor; icon: LucideIcon };

export const MISSION_CARDS: TMissionCard[] = [
  {
    title: msg`Contextualized Coverage`,
    icon: CompassIcon,
    text: msg`We don't just list names. We explain what each office actually does, what is at stake in the race and how it connects to the issues on your block.`,
  },
  {
    title: msg`Accountability Tracking`,
    icon: SearchCheckIcon,
    text: msg`We follow voting records, donors and promises, so you can see whether officials do what they said once they are in office.`,
  },
  {
    title: msg`Real-World Impact`,
    icon: Building2Icon,
    text: msg`Council members, judges and district attorneys shape housing, policing, schools and transit. We show how each race changes daily life.`,
  },
  {
    title: msg`Progressive Values`,
    icon: HandFistIcon,
    text: msg`We believe in housing as a human right, workers' power, racial justice and a livable planet, and we say so. Our analysis is honest about where it comes from.`,
  },
];
