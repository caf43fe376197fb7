/*
 * Every story runs as a test: it renders in jsdom, its play function (if any) runs, and axe finds
 * no violations (the same check as the ui-kit's stories).
 */
import { composeStories, type composeStory, type Meta } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

type StoriesModule = Parameters<typeof composeStories>[0] & { default: Meta };
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoriesModule>('./lib/**/*.stories.tsx', { eager: true });

it('should find the stories', () => {
  expect(Object.keys(modules)).toHaveLength(2);
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];

  it('should have a Default and a Mobile story', () => {
    const names = stories.map(([name]) => name);
    expect(names).toContain('Default');
    expect(names).toContain('Mobile');
  });

  it.each(stories)('%s renders and has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull());
    await Story.play?.({ canvasElement: container });
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
  });
});
