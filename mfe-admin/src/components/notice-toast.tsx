import { Banner } from '@norsecraft/shared';
import styled from 'styled-components';

const Corner = styled.div`
  position: fixed;
  z-index: 900;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  left: ${({ theme }) => theme.space(4)};
  display: flex;
  justify-content: flex-end;
  pointer-events: none;

  > * {
    pointer-events: auto;
    max-width: 420px;
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

/** A corner notice that never covers the page's controls for long and can be dismissed. */
export function NoticeToast({
  message,
  onDismiss,
}: {
  message: string | null;
  onDismiss: () => void;
}) {
  if (!message) return null;
  return (
    <Corner>
      <Banner tone="warning" onDismiss={onDismiss}>
        {message}
      </Banner>
    </Corner>
  );
}
