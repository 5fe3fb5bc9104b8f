import styled from 'styled-components';
import type { TContentBlock } from '../../content/blocks';
import { ContentLink } from './content-link';
import { translateOfName, useContentText } from '../../lib/content-text';

const Flow = styled.div`
  max-width: 44rem;

  & > * {
    margin: 0;
  }

  & > * + * {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline-start: 1.25rem;
  list-style: disc;
`;

const LinksTitle = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy};
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const LinkItem = styled(ContentLink)`
  font-weight: 700;
`;

const LinkDesc = styled.span`
  display: block;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** Renders editable text panels: paragraphs, bullet lists and titled lists of links. */
export function ContentBlocks({ blocks }: { blocks: TContentBlock[] }) {
  const text = useContentText();
  return (
    <Flow>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return <p key={index}>{text(block.text)}</p>;
          case 'list':
            return (
              <List key={index}>
                {block.items.map(text).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          case 'links':
            return (
              <div key={index}>
                <LinksTitle>{text(block.title)}</LinksTitle>
                <LinkList>
                  {block.links.map((link) => {
                    const name = text(link.name);
                    return (
                      <li key={link.href + name}>
                        <LinkItem href={link.href}>
                          <span translate={translateOfName(link.name)}>{name}</span>
                        </LinkItem>
                        {link.desc && <LinkDesc>{text(link.desc)}</LinkDesc>}
                      </li>
                    );
                  })}
                </LinkList>
              </div>
            );
        }
      })}
    </Flow>
  );
}
