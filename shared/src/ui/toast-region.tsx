import type { ReactNode } from 'react';
import styled from 'styled-components';

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space(6)};
  transform: translateX(-50%);
  z-index: 900;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: max-content;
  max-width: calc(100vw - 32px);
  pointer-events: none;
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-weight: 600;
  text-align: center;
`;

/**
 * A polite live region that is always in the DOM (screen readers only announce changes to a
 * region they already know), with the visible messages stacked at the bottom of the screen:
 * where the user is, whatever they scrolled to.
 */
export function ToastRegion({ messages }: { messages: ReactNode[] }) {
  return (
    <Region role="status" aria-live="polite">
      {messages.map((message, i) => (
        <Message key={i}>{message}</Message>
      ))}
    </Region>
  );
}
