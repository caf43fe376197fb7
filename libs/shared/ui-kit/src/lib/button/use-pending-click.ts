import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';

export type ClickHandler = (event: MouseEvent<HTMLButtonElement>) => unknown;

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * Wraps a click handler: when it returns a promise, `pending` is true until that promise settles
 * (fulfilled or rejected).
 *
 * A rejection is treated as handled here: the typical handler is a react-query `mutateAsync`,
 * whose error already reaches the user through the MutationCache `onError` notice, and rethrowing
 * would only add an "unhandled rejection" for an error that has been reported. Callers that need
 * to react to the failure do so in their own handler.
 */
export function usePendingClick(onClick: ClickHandler | undefined) {
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const handleClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      const result = onClick?.(event);
      if (!isPromiseLike(result)) return;
      setPending(true);
      const settle = () => {
        if (mounted.current) setPending(false);
      };
      result.then(settle, settle);
    },
    [onClick],
  );

  return { pending, handleClick };
}
