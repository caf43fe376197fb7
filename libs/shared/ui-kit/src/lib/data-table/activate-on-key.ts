// Keyboard activation of a clickable row or card: Enter and Space do what a click does.
import type { KeyboardEvent } from 'react';

export function activateOnKey(event: KeyboardEvent<HTMLElement>, activate: (() => void) | undefined) {
  // Keys pressed on a button inside the row belong to that button.
  if (event.target !== event.currentTarget || !activate) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    activate();
  }
}
