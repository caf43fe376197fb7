import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './loader';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
} satisfies Meta<typeof Loader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Inline, with the spec's default text. */
export const Default: Story = {};

/** A caller-supplied text. */
export const WithText: Story = { args: { text: 'Hydranten werden geladen …' } };

/** Spinner only; the text is still read by screen readers. */
export const SpinnerOnly: Story = { args: { hideText: true } };

/** Covering the whole window, as while the app starts. */
export const FullScreen: Story = { args: { fullScreen: true }, parameters: { layout: 'fullscreen' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
