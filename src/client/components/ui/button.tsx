import styled, { css } from 'styled-components';
import { Link } from 'wouter';
import { ExternalLink } from './external-link';

export type TButtonVariant = 'primary' | 'secondary' | 'onDark' | 'danger';

/**
 * Shared by links and buttons that look like buttons: primary is gold, secondary outlined, onDark light,
 * danger outlined in red (deleting).
 */
export const buttonStyles = css<{ $variant?: TButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  transition: background-color 0.15s ease;

  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          color: ${theme.colors.navy};
          background: ${theme.colors.gold};
          border-color: ${theme.colors.gold};

          &:hover {
            background: ${theme.colors.surface};
          }
        `;
      case 'secondary':
        return css`
          color: ${theme.colors.navy};
          background: transparent;
          border-color: ${theme.colors.navy};

          &:hover {
            background: ${theme.colors.tint};
          }
        `;
      case 'onDark':
        return css`
          color: ${theme.colors.onDark};
          background: transparent;
          border-color: ${theme.colors.onDark};

          &:hover {
            color: ${theme.colors.navy};
            background: ${theme.colors.onDark};
          }
        `;
      case 'danger':
        return css`
          color: ${theme.colors.red};
          background: transparent;
          border-color: ${theme.colors.red};

          &:hover {
            color: ${theme.colors.onDark};
            background: ${theme.colors.red};
          }
        `;
    }
  }}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** An internal link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: TButtonVariant }>`
  ${buttonStyles}
`;

/** A link to another site (new tab) that looks like a button. */
export const ExternalButtonLink = styled(ExternalLink)<{ $variant?: TButtonVariant }>`
  ${buttonStyles}
`;

export const Button = styled.button<{ $variant?: TButtonVariant }>`
  ${buttonStyles}
`;
