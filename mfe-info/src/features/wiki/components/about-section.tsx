import styled from 'styled-components';
import { Card, Grid } from '@norsecraft/shared';
import { CardTitle, Muted, Section, SectionTitle } from '../../../components/section';
import { Icon } from '../../../components/icon';
import { ABOUT_HIGHLIGHTS, TIMELINE } from '../data';

const IconBox = styled.span`
  display: block;
  font-size: 1.75rem;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Timeline = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0 0 0 ${({ theme }) => theme.space(6)};
  border-left: 2px solid ${({ theme }) => theme.colors.primary};

  li {
    position: relative;
    padding-bottom: ${({ theme }) => theme.space(6)};
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-${({ theme }) => theme.space(6)} - 7px);
    top: 4px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
  time {
    display: block;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    margin: ${({ theme }) => theme.space(1)} 0;
    font-size: 1.1rem;
  }
`;

export function AboutSection() {
  return (
    <Section aria-labelledby="wiki-about-title">
      <SectionTitle id="wiki-about-title">About the server</SectionTitle>
      <Grid $min="220px">
        {ABOUT_HIGHLIGHTS.map((highlight) => (
          <Card key={highlight.title}>
            <IconBox>
              <Icon name={highlight.icon} size={32} />
            </IconBox>
            <CardTitle>{highlight.title}</CardTitle>
            <Muted>{highlight.description}</Muted>
          </Card>
        ))}
      </Grid>
      <Timeline aria-label="History">
        {TIMELINE.map((entry) => (
          <li key={entry.date}>
            <time dateTime={entry.month}>{entry.date}</time>
            <h3>{entry.title}</h3>
            <Muted>{entry.description}</Muted>
          </li>
        ))}
      </Timeline>
    </Section>
  );
}
