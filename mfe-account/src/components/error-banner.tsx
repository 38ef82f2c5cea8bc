import styled from 'styled-components';
import { Banner } from '@norsecraft/shared';
import type { ShownError } from '../lib/error-message';

const Reasons = styled.ul`
  margin: ${({ theme }) => `${theme.space(2)} 0 0`};
  padding-left: ${({ theme }) => theme.space(5)};
`;

/** The server's message, with its weak_password reasons listed under it. */
export function ErrorBanner({ error }: { error: ShownError }) {
  return (
    <Banner tone="error">
      {error.message}
      {error.reasons.length > 0 && (
        <Reasons aria-label="Why the password was refused">
          {error.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Reasons>
      )}
    </Banner>
  );
}
