// The combobox's open state, search and active option, and its keyboard: the ARIA combobox
// pattern's moves, choosing, free text and closing.
import { type KeyboardEvent, useMemo, useState } from 'react';
import type { DropdownOption } from './dropdown-props';
import { exactOption, filterOptions, firstEnabled } from './dropdown-options';

interface ComboboxOptions {
  options: DropdownOption[];
  multiple: boolean;
  allowFreeText: boolean;
  values: string[];
  commit: (next: string[]) => void;
}

export function useCombobox({ options, multiple, allowFreeText, values, commit }: ComboboxOptions) {
  const [open, setOpen] = useState(false);
  /** The search text; null while the user is not typing (single mode then shows the selection). */
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);

  const filtered = useMemo(() => filterOptions(options, query), [options, query]);

  const openList = (index = -1) => {
    setOpen(true);
    setActiveIndex(index);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
    setQuery(null);
  };

  const choose = (value: string) => {
    if (multiple) {
      commit(values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);
      // Stay open for the next pick, but start a fresh search.
      setQuery(null);
      setActiveIndex(-1);
    } else {
      commit([value]);
      close();
    }
  };

  const moveActive = (delta: 1 | -1) => {
    if (!open) {
      openList(firstEnabled(filtered, delta === 1 ? 0 : filtered.length - 1, delta));
      return;
    }
    const start = activeIndex === -1 ? (delta === 1 ? 0 : filtered.length - 1) : activeIndex + delta;
    const next = firstEnabled(filtered, start, delta);
    if (next !== -1) setActiveIndex(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        moveActive(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        moveActive(-1);
        break;
      case 'Home':
      case 'End':
        if (open && filtered.length > 0) {
          event.preventDefault();
          setActiveIndex(firstEnabled(filtered, event.key === 'Home' ? 0 : filtered.length - 1, event.key === 'Home' ? 1 : -1));
        }
        break;
      case 'Enter': {
        if (!open && query === null) return;
        event.preventDefault();
        const active = filtered[activeIndex];
        if (open && active && !active.disabled) {
          choose(active.value);
          break;
        }
        const typed = (query ?? '').trim();
        if (!typed) break;
        const exact = exactOption(options, typed);
        if (exact) choose(exact.value);
        else if (allowFreeText) choose(typed);
        break;
      }
      case 'Escape':
        if (open || query !== null) {
          // Only swallow Escape when it did something here, so an enclosing Popup still closes.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Backspace':
        if (multiple && (query ?? '') === '' && values.length > 0) {
          event.preventDefault();
          commit(values.slice(0, -1));
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return { open, query, setQuery, activeIndex, setActiveIndex, filtered, openList, close, choose, handleKeyDown };
}
