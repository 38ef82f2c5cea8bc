import { siteConfig } from '@norsecraft/shared';
import styled from 'styled-components';

const Wrapper = styled.footer`
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  font-size: 0.875rem;

  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

export function Footer() {
  const { productName, supportEmail } = siteConfig;
  return (
    <Wrapper>
      <p>
        {productName} is a fan-run community server and is not affiliated with, endorsed by or
        associated with Mojang Studios or Microsoft.
      </p>
      <p>
        Need help? Contact <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
    </Wrapper>
  );
}
