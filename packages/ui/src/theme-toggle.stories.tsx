import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ThemeToggle } from './theme-toggle';

// The pressed state follows the Theme toolbar (the p-dark class on <html>).
const meta = {
  title: 'Theme/ThemeToggle',
  component: ThemeToggle,
  args: { onThemeChange: fn() },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomLabel: Story = { args: { label: 'Nachtmodus' } };
