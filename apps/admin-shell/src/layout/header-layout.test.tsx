import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Header } from './header';

// jsdom applies no stylesheet, so the rules are read where they are written.
const headerCss = readFileSync(join(import.meta.dirname, 'header.module.css'), 'utf8');
const clockCss = readFileSync(join(import.meta.dirname, 'clock.module.css'), 'utf8');

const NAME = 'Freiwillige Feuerwehr Musterstadt-Nord Löschzug 3';

/** The declarations of `selector` inside `@media (max-width: <width>px)`, as one text. */
function rulesAt(css: string, width: number, selector: string): string {
  const start = css.indexOf(`@media (max-width: ${width}px)`);
  if (start < 0) return '';
  let depth = 0;
  let end = css.indexOf('{', start);
  for (let index = end; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    if (css[index] === '}' && --depth === 0) {
      end = index;
      break;
    }
  }
  const block = css.slice(start, end);
  return [...block.matchAll(new RegExp(`\\${selector}\\s*\\{([^}]*)\\}`, 'g'))].map((match) => match[1]).join(' ');
}

describe('the header at narrow widths (SPEC §2: customer name and the clock with its date)', () => {
  it('should keep the customer name at ≤ 1100 px and at 768 px, shortened with an ellipsis, never hidden', () => {
    expect(rulesAt(headerCss, 1100, '.customer')).not.toMatch(/display:\s*none/);
    expect(rulesAt(headerCss, 768, '.customer')).not.toMatch(/display:\s*none/);
    expect(headerCss).toMatch(/\.customer\s*\{[^}]*text-overflow:\s*ellipsis/);
  });

  it('should show the short date where the long one is hidden, so a date shows at every width', () => {
    expect(rulesAt(clockCss, 1100, '.date')).toMatch(/display:\s*none/);
    expect(rulesAt(clockCss, 1100, '.shortDate')).toMatch(/display:\s*inline/);
    expect(rulesAt(clockCss, 768, '.shortDate')).not.toMatch(/display:\s*none/);
  });

  it('should give the whole customer name as the title of the shortened one, and both dates to the clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 14, 5));
    render(
      <I18nTestProvider>
        <MemoryRouter>
          <Header
            hasMenu
            menuOpen={false}
            onToggleMenu={() => undefined}
            customerName={NAME}
            missions={{ activeMissions: [], selectedMission: null, onChange: () => undefined }}
            onGenerateMission={async () => undefined}
            canGenerateMission
            profileOpen={false}
            onToggleProfile={() => undefined}
            onLogout={async () => undefined}
          />
        </MemoryRouter>
      </I18nTestProvider>,
    );
    expect(screen.getByText(NAME)).toHaveAttribute('title', NAME);
    expect(screen.getByText('Sonntag, 22. November 2026')).toBeInTheDocument();
    expect(screen.getByText('So., 22.11.2026')).toBeInTheDocument();
    vi.useRealTimers();
  });
});
