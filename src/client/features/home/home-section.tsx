import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  /* Hash links land with a little air above the heading. */
  scroll-margin-top: ${({ theme }) => theme.space.md};

  /* Focused only as a hash link's destination, so reading carries on from here: not a control to ring. */
  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.xl}`};
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 1.5rem;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.navy};

  ${({ theme }) => theme.media.tablet} {
    font-size: 2rem;
  }
`;

const Intro = styled.p`
  max-width: 44rem;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

type THomeSectionProps = {
  id: string;
  title: MessageDescriptor;
  intro: MessageDescriptor;
  children: ReactNode;
};

/** One home page section: the hash-link target `id`, an h2 naming the region, an introduction. */
export function HomeSection({ id, title, intro, children }: THomeSectionProps) {
  const headingId = `${id}-heading`;
  const { t } = useLingui();
  return (
    <Section id={id} aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{t(title)}</SectionTitle>
      <Intro>{t(intro)}</Intro>
      {children}
    </Section>
  );
}

/** Cards side by side from the tablet breakpoint: `$columns` on wide screens, two on tablets, one on phones. */
export const CardGrid = styled.ul<{ $columns: 2 | 3 | 4 }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;
