import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button';
import { Card } from './card';
import { Grid, Page, PageHeader, SidebarLayout } from './layout';

const meta = {
  title: 'UI kit/Page, PageHeader and Grid',
  component: PageHeader,
  args: { title: 'Mini Games', subtitle: 'Two trials for idle hands.' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {};
export const WithActions: Story = {
  args: { actions: <Button variant="secondary">Grid view</Button> },
};
export const PageWithGrid: Story = {
  render: (args) => (
    <Page>
      <PageHeader {...args} />
      <Grid $min="200px">
        {['Elder Clicker', 'Flappy Steve', 'Leaderboards'].map((name) => (
          <Card key={name} as="article">
            {name}
          </Card>
        ))}
      </Grid>
    </Page>
  ),
};
export const PageWithSidebar: Story = {
  render: (args) => (
    <Page>
      <PageHeader {...args} />
      <SidebarLayout sidebar={<Card>Filters or contents</Card>}>
        <Card>The page's column, beside the sidebar from 1024 px, below it on a phone.</Card>
      </SidebarLayout>
    </Page>
  ),
};
