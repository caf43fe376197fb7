import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia, setViewportWidth } from './test-utils';

installMatchMedia();

// jsdom lacks pointer capture, which sonner's swipe-to-dismiss calls on pointerdown.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;

afterEach(() => {
  cleanup();
  // Each test starts on a desktop-sized window; mobile tests opt in with setViewportWidth(…).
  setViewportWidth(1280);
});
