import styled from 'styled-components';
import { Card, contentIcon, Grid, QueryView, UntranslatedNote } from '@norsecraft/shared';
import { CardTitle, Muted, Section, SectionTitle } from '../../../components/section';
import { Icon } from '../../../components/icon';
import type { WikiAbout } from '../api/get-wiki';
import { useWikiAbout } from '../api/use-wiki';
import { monthLabel } from '../lib/month-label';
import { t } from '../i18n';

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

function About({ highlights, timeline }: WikiAbout) {
  return (
    <>
      <UntranslatedNote lang={highlights[0]?.lang ?? timeline[0]?.lang} />
      <Grid $min="220px">
        {highlights.map((highlight) => (
          <Card key={highlight.id}>
            <IconBox>
              <Icon name={contentIcon(highlight.icon)} size={32} />
            </IconBox>
            <CardTitle>{highlight.title}</CardTitle>
            <Muted>{highlight.description}</Muted>
          </Card>
        ))}
      </Grid>
      {timeline.length > 0 && (
        <Timeline aria-label={t('wiki.history')}>
          {timeline.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.month}>{monthLabel(entry.month)}</time>
              <h3>{entry.title}</h3>
              <Muted>{entry.description}</Muted>
            </li>
          ))}
        </Timeline>
      )}
    </>
  );
}

/** The server's story: highlights and a timeline, kept by staff; nothing shown when empty. */
export function AboutSection() {
  const about = useWikiAbout();
  if (about.data && about.data.highlights.length + about.data.timeline.length === 0) return null;
  return (
    <Section aria-labelledby="wiki-about-title">
      <SectionTitle id="wiki-about-title">{t('wiki.about')}</SectionTitle>
      <QueryView
        query={about}
        loadingLabel={t('wiki.aboutLoading')}
        errorTitle={t('wiki.aboutFailed')}
      >
        {(data) => <About {...data} />}
      </QueryView>
    </Section>
  );
}
