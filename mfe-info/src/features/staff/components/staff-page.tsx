import { Grid, Page, PageHeader } from '@norsecraft/shared';
import { Section, SectionTitle } from '../../../components/section';
import { BUILDERS, STAFF } from '../data';
import { StaffCard } from './staff-card';
import { BuilderCard } from './builder-card';

export default function StaffPage() {
  return (
    <Page>
      <PageHeader title="Staff" subtitle="The team that keeps the realm running." />
      <Section aria-labelledby="staff-team-title">
        <SectionTitle id="staff-team-title">Team</SectionTitle>
        <Grid $min="280px">
          {STAFF.map((member) => (
            <StaffCard key={member.minecraft_username} member={member} />
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="builders-title">
        <SectionTitle id="builders-title">Builders</SectionTitle>
        <Grid $min="240px">
          {BUILDERS.map((builder) => (
            <BuilderCard key={builder.minecraft_username} builder={builder} />
          ))}
        </Grid>
      </Section>
    </Page>
  );
}
