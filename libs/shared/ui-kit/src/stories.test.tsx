/*
 * Every story runs as a test: it renders in jsdom, its play function (if any) runs, and axe finds
 * no violations. A story that breaks — or that shows designers an inaccessible state — fails here.
 */
import { composeStories, type composeStory, type Meta } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, setViewportWidth } from './test-utils';

type StoriesModule = Parameters<typeof composeStories>[0] & { default: Meta };
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoriesModule>('./lib/**/*.stories.tsx', { eager: true });

function viewportOf(globals: Record<string, unknown>): string | undefined {
  const viewport = globals.viewport as { value?: string } | string | undefined;
  return typeof viewport === 'string' ? viewport : viewport?.value;
}

it('should find the stories', () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(15);
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];

  it('should have a Default and a Mobile story', () => {
    const names = stories.map(([name]) => name);
    expect(names).toContain('Default');
    expect(names).toContain('Mobile');
  });

  it.each(stories)('%s renders, plays and has no axe violations', async (_name, Story) => {
    if (viewportOf(Story.globals) === 'mobile') setViewportWidth(375);
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    // Popups render into document.body through a portal, so check the whole document.
    await expectNoAxeViolations(document.body);
  });
});
