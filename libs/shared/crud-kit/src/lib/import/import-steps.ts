import type { CheckResult, ColumnMapping, FileRefusal, ReadResult } from './import-config';
import type { Outcome } from './import-outcome';

export type ReadOk = Extract<ReadResult, { ok: true }>;
/** Why a chosen file is not imported: the engine's refusal, or the file could not be read at all. */
export type Refusal = FileRefusal | { reason: 'unreadable' };

export interface Progress {
  /** Rows created so far. */
  done: number;
  /** Valid rows to send. */
  total: number;
  /** The attempt of a batch being sent again (0: the first send). */
  attempt: number;
}

/** A file as read, its columns' mapping and the check of its rows by that mapping (null while checking). */
export interface LoadedFile {
  file: File;
  read: ReadOk;
  mapping: ColumnMapping;
  check: CheckResult | null;
}

/**
 * The import's one source of truth, by step: idle (no file) → parsing (the file is read; on a
 * second read with other settings the previous preview stays) → preview (mapped and checked) or
 * failed (the file is refused) → sending (batches with progress, cancel) → done (the outcome).
 */
export type ImportState =
  | { step: 'idle' }
  | { step: 'parsing'; file: File; previous: LoadedFile | null }
  | { step: 'failed'; file: File; refusal: Refusal }
  | ({ step: 'preview' } & LoadedFile)
  | ({ step: 'sending'; progress: Progress; cancelling: boolean } & LoadedFile)
  | { step: 'done'; outcome: Outcome };

export type ImportAction =
  /** A file was chosen (null: the choice was cleared). */
  | { type: 'chosen'; file: File | null }
  /** The current file is read again with other settings. */
  | { type: 'rereading' }
  | { type: 'refused'; file: File; refusal: Refusal }
  | { type: 'read'; file: File; read: ReadOk }
  /** The columns were mapped (by the read's suggestion or by hand): the rows are checked again. */
  | { type: 'mapped'; mapping: ColumnMapping }
  /** The check of `mapping` answered. */
  | { type: 'checked'; mapping: ColumnMapping; result: CheckResult }
  | { type: 'sendStarted'; total: number }
  | { type: 'progress'; done: number; attempt: number }
  | { type: 'cancel' }
  | { type: 'finished'; outcome: Outcome }
  | { type: 'restart' };

export const IDLE: ImportState = { step: 'idle' };

/** The loaded file a step shows (the preview, or the previous one while the file is read again). */
export function loadedOf(state: ImportState): LoadedFile | null {
  if (state.step === 'preview' || state.step === 'sending') return state;
  return state.step === 'parsing' ? state.previous : null;
}

function withoutStep({ file, read, mapping, check }: LoadedFile): LoadedFile {
  return { file, read, mapping, check };
}

/**
 * The import's transitions. An answer for another file than the one being read, or a check of a
 * mapping a newer one replaced, is dropped; anything else not allowed in a step leaves it as it is.
 */
export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'chosen':
      return action.file ? { step: 'parsing', file: action.file, previous: null } : IDLE;
    case 'rereading':
      if (state.step !== 'preview') return state;
      return { step: 'parsing', file: state.file, previous: { ...withoutStep(state), check: null } };
    case 'refused':
      if (state.step !== 'parsing' || state.file !== action.file) return state;
      return { step: 'failed', file: action.file, refusal: action.refusal };
    case 'read':
      if (state.step !== 'parsing' || state.file !== action.file) return state;
      return { step: 'preview', file: action.file, read: action.read, mapping: action.read.mapping, check: null };
    case 'mapped':
      if (state.step === 'preview') return { ...state, mapping: action.mapping, check: null };
      if (state.step === 'parsing' && state.previous) return { ...state, previous: { ...state.previous, mapping: action.mapping, check: null } };
      return state;
    case 'checked':
      if (state.step !== 'preview' || state.mapping !== action.mapping) return state;
      return { ...state, check: action.result };
    case 'sendStarted':
      if (state.step !== 'preview' || !state.check) return state;
      return { step: 'sending', ...withoutStep(state), progress: { done: 0, total: action.total, attempt: 0 }, cancelling: false };
    case 'progress':
      if (state.step !== 'sending') return state;
      return { ...state, progress: { ...state.progress, done: action.done, attempt: action.attempt } };
    case 'cancel':
      return state.step === 'sending' ? { ...state, cancelling: true } : state;
    case 'finished':
      return { step: 'done', outcome: action.outcome };
    case 'restart':
      return IDLE;
  }
}
