import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { holdUnsavedWork, unsavedWorkDiscarded } from '@rescue-admin/util';
import { createImportClient } from './import-client';
import { IMPORT_MAX_BYTES, type ColumnMapping, type ImportConfig, type ReadOptions, type ValueLabels } from './import-config';
import { IDLE, importReducer } from './import-steps';
import { sendRows, type SendRowsOptions, type SendState } from './send-rows';

export interface UseCsvImportOptions extends Pick<SendRowsOptions, 'sendBatch' | 'createOne' | 'retryDelayMs'> {
  config: ImportConfig;
  createWorker?: () => Worker | null;
  /** The enums' German words (see `useImportTexts`): the rows' values are matched against them. */
  valueLabels: ValueLabels;
  onImported?(): void;
}

/**
 * The import's state and its work: the file read and checked in the worker (see `createImportClient`),
 * the valid rows sent in batches ({@link sendRows}), cancel, and the step (see `importReducer`).
 */
export function useCsvImport({ config, createWorker, sendBatch, createOne, retryDelayMs, valueLabels, onImported }: UseCsvImportOptions) {
  const [client] = useState(() => createImportClient(config, createWorker));
  useEffect(() => () => client.dispose(), [client]);
  const engine = client.engine;
  const [state, dispatch] = useReducer(importReducer, IDLE);

  const cancelled = useRef(false);
  // Leaving the page ends the import after the running batch (the worker is gone with it).
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      cancelled.current = true;
    };
  }, []);
  // While batches are being sent, closing or reloading the tab asks first, and the page reports
  // unsaved work (a new version's „Neu laden“ asks too).
  const sending = state.step === 'sending';
  useEffect(() => {
    if (!sending) return;
    const release = holdUnsavedWork();
    const ask = (event: BeforeUnloadEvent) => {
      if (!unsavedWorkDiscarded()) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      release();
      window.removeEventListener('beforeunload', ask);
    };
  }, [sending]);

  // Every new file and every change of the mapping checks all rows again, in the worker; the
  // reducer drops an answer that a newer check overtook.
  const map = useCallback(
    (mapping: ColumnMapping) => {
      dispatch({ type: 'mapped', mapping });
      void engine.check(mapping, valueLabels).then((result) => dispatch({ type: 'checked', mapping, result }));
    },
    [engine, valueLabels],
  );

  const readFile = useCallback(
    async (file: File, options: ReadOptions = {}) => {
      if (file.size > IMPORT_MAX_BYTES) {
        // Refused before a byte is read.
        dispatch({ type: 'refused', file, refusal: { reason: 'tooLarge', size: file.size, limit: IMPORT_MAX_BYTES } });
        return;
      }
      try {
        // The enums' German words: a file without a header row has its columns suggested by their values.
        const result = await engine.read(file, { ...options, valueLabels });
        if (!result.ok) {
          dispatch({ type: 'refused', file, refusal: result.refusal });
          return;
        }
        dispatch({ type: 'read', file, read: result });
        map(result.mapping);
      } catch {
        dispatch({ type: 'refused', file, refusal: { reason: 'unreadable' } });
      }
    },
    [engine, map, valueLabels],
  );

  /** A file was chosen (null: none). */
  const choose = useCallback(
    (file: File | null) => {
      dispatch({ type: 'chosen', file });
      if (file) void readFile(file);
    },
    [readFile],
  );

  /** Reads the file of the preview again with other settings (encoding, separator, header row). */
  const reread = useCallback(
    (file: File, options: ReadOptions) => {
      dispatch({ type: 'rereading' });
      void readFile(file, options);
    },
    [readFile],
  );

  const start = async () => {
    if (state.step !== 'preview' || !state.check) return;
    cancelled.current = false;
    const total = state.check.valid;
    const progress: SendState = { imported: 0, skipped: [...(await engine.allIssues())], ended: 'done', from: 0 };
    dispatch({ type: 'sendStarted', total });
    const onProgress = (done: number, attempt: number) => {
      if (!unmounted.current) dispatch({ type: 'progress', done, attempt });
    };
    try {
      await sendRows({ engine, total, sendBatch, createOne, retryDelayMs, isCancelled: () => cancelled.current, onProgress }, progress);
    } catch {
      // The worker ended (the page was left) or failed: what was not sent is not imported.
      progress.ended = 'failed';
    }
    const { imported, skipped, ended, from } = progress;
    if (imported > 0) onImported?.();
    if (unmounted.current) return;
    if (from < total) {
      const rest = await engine.batch(from, total - from).catch(() => ({ lines: [] as number[] }));
      for (const line of rest.lines) skipped.push({ line, field: null, code: ended === 'cancelled' ? 'cancelled' : 'notSent' });
    }
    skipped.sort((a, b) => a.line - b.line);
    dispatch({ type: 'finished', outcome: { imported, skipped, ended } });
  };

  /** Ends the import after the running batch (or the rows under way). */
  const cancel = () => {
    cancelled.current = true;
    dispatch({ type: 'cancel' });
  };

  const restart = () => dispatch({ type: 'restart' });

  return { state, engine, choose, reread, map, start, cancel, restart };
}
