import { CheckIcon } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import { UntranslatedNote } from './untranslated-note';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0.125rem ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.green};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: 0.875rem;
  font-weight: 700;
  line-height: 1.4;
  white-space: nowrap;
`;

const Reason = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9375rem;
`;

type TRecommendationBadgeProps = {
  recommended: boolean | undefined;
  /** Shown under the badge where there is room (the candidate page, my ballot). */
  reason?: string | null;
  /** The reason is the English one, its translation into the page's language missing (ADR 44). */
  isReasonInEnglish?: boolean;
};

/** The organisation's recommendation, in words (never colour alone), with its reason where one is given. */
export function RecommendationBadge({ recommended, reason, isReasonInEnglish }: TRecommendationBadgeProps) {
  if (!recommended) return null;
  return (
    <span>
      <Badge>
        <CheckIcon size={16} strokeWidth={3} />
        <Trans>We recommend</Trans>
      </Badge>
      {reason ? <Reason lang={isReasonInEnglish ? 'en' : undefined}>{reason}</Reason> : null}
      {reason && isReasonInEnglish ? <UntranslatedNote /> : null}
    </span>
  );
}
