import { composeStory } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './blueprints-page.stories';

const Default = composeStory(stories.Default, stories.default);
const Create = composeStory(stories.Create, stories.default);
const CreateWithoutTypes = composeStory(stories.CreateWithoutTypes, stories.default);

// The stories run on a seeded cache without an API; these checks keep them showing the screen
// they are named after (a broken route in a story would otherwise render an empty page).
describe('blueprints stories', () => {
  it('Default should list the seeded blueprints', async () => {
    render(<Default />);

    const row = (await screen.findByRole('cell', { name: 'HLF 20' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '2 Positionen' })).toBeInTheDocument();
  });

  it('Create should offer the seeded vehicle types', async () => {
    render(<Create />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Neue Fahrzeugvorlage anlegen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Fahrzeugtyp/ })).toBeInTheDocument();
  });

  it('CreateWithoutTypes should ask for the first vehicle type by name', async () => {
    render(<CreateWithoutTypes />);

    expect(await screen.findByRole('textbox', { name: /^Name des neuen Fahrzeugtyps/ })).toBeRequired();
    expect(screen.queryByRole('combobox', { name: /^Fahrzeugtyp/ })).not.toBeInTheDocument();
  });
});
