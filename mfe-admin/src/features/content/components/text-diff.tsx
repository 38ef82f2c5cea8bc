import { diffWordsWithSpace } from 'diff';
import styled from 'styled-components';

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.9rem;

  del {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 22%, transparent);
    text-decoration: line-through;
  }
  ins {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.success} 22%, transparent);
    text-decoration: underline;
  }
`;

/** Two versions of a text as one, what went struck through and what came underlined. */
export function TextDiff({ before, after }: { before: string; after: string }) {
  return (
    <Text>
      {diffWordsWithSpace(before, after).map((part, i) =>
        part.removed ? (
          <del key={i}>{part.value}</del>
        ) : part.added ? (
          <ins key={i}>{part.value}</ins>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </Text>
  );
}
