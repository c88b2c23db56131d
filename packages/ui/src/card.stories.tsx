import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';
import { Card, CardBody, CardFigure, CardMeta, CardText, CardTitle } from './card';

const meta = {
  title: 'Content/Card',
  component: Card,
  tags: ['autodocs'],
  args: { accent: '#0f766e' },
  render: (args) => (
    <Card {...args}>
      <CardBody>
        <CardTitle>
          <a href="#journal">Journal of Forest Ecology</a>
        </CardTitle>
        <CardMeta>
          <span>ISSN 1234-5678</span>
          <span>42 articles</span>
        </CardMeta>
        <CardText>Field studies of temperate and boreal forests, open to every reader.</CardText>
      </CardBody>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Journal: Story = {};

export const WithoutAccent: Story = { args: { accent: undefined } };

export const Issue: Story = {
  render: () => (
    <ul className="q-card-grid">
      <Card as="li" accent>
        <CardBody>
          <CardTitle>
            <a href="#issue">Vol. 3 No. 2 (2026): Fire and regrowth</a>
          </CardTitle>
          <CardMeta>
            <span>Published 12-05-2026</span>
            <span>9 articles</span>
            <Badge>Current issue</Badge>
          </CardMeta>
        </CardBody>
      </Card>
    </ul>
  ),
};

export const DashboardTile: Story = {
  render: () => (
    <Card as="section" layout="stack" aria-labelledby="tile-title">
      <CardTitle id="tile-title">Submissions</CardTitle>
      <CardFigure value={3} label="submissions in progress" />
      <p>
        <a href="#submissions">See your submissions</a>
      </p>
    </Card>
  ),
};
