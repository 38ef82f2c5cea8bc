import styled from 'styled-components';

const Line = styled.bdi`
  display: block;
  unicode-bidi: isolate;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * A name or e-mail on one line: cut with an ellipsis when its box is too narrow, never broken
 * mid-word, and readable whole in the tooltip. Isolated (`<bdi>`) like every name: its direction
 * never reorders the text around it.
 */
export function Truncate({ text, className }: { text: string; className?: string }) {
  return (
    <Line title={text} className={className}>
      {text}
    </Line>
  );
}
