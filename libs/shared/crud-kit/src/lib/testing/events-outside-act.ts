import { configure, getConfig } from '@testing-library/dom';

/**
 * Makes userEvent dispatch events the way a browser does: not inside React's `act()`.
 *
 * Testing Library wraps every event in `act()`, which renders all pending work — the router's
 * URL transition included — before the next key is pressed. A test could then never see what a
 * fast typist sees when a transition is still running at the next keystroke (lost letters in a
 * box bound to the URL). Returns a function that restores Testing Library's wrapper; call it in
 * `afterEach`/`afterAll`.
 */
export function dispatchEventsOutsideAct(): () => void {
  const previous = getConfig().eventWrapper;
  configure({ eventWrapper: (dispatch) => dispatch() });
  return () => configure({ eventWrapper: previous });
}
