import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FactList } from './fact-list';

const meta = {
  title: 'UI kit/FactList',
  component: FactList,
  args: {
    children: (
      <>
        <dt>Leader</dt>
        <dd>Ragnhild Ironside</dd>
        <dt>Members</dt>
        <dd>38/50</dd>
        <dt>Email</dt>
        <dd>a.very.long.address.that.wraps@norsecraft.example.com</dd>
      </>
    ),
  },
} satisfies Meta<typeof FactList>;

export default meta;
export const Facts: StoryObj<typeof meta> = {};
