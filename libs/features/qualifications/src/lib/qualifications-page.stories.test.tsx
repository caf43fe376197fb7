import { composeStory } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './qualifications-page.stories';

const Default = composeStory(stories.Default, stories.default);
const Create = composeStory(stories.Create, stories.default);
const EditWithoutSelection = composeStory(stories.EditWithoutSelection, stories.default);

// The stories run on a seeded cache without an API; these checks keep them showing the screen
// they are named after (a broken route in a story would otherwise render an empty page).
describe('qualifications stories', () => {
  it('Default should list the seeded qualifications with their group', async () => {
    render(<Default />);

    const row = (await screen.findByRole('cell', { name: 'Gruppenführer' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: 'Führung' })).toBeInTheDocument();
  });

  it('Create should show the empty form', async () => {
    render(<Create />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Neue Qualifikation anlegen' })).toBeInTheDocument();
  });

  it('EditWithoutSelection should show the not-found screen', async () => {
    render(<EditWithoutSelection />);

    expect(await screen.findByText('Nicht gefunden')).toBeInTheDocument();
  });
});
