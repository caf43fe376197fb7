import { PRESENCE_EXPIRES_MS, type LiveActor } from '@rescue-admin/api-contract';
import { EVERYTHING_CHANGED, notifyChange, type Database } from '../db/database';

/** Every API process on the database hears the presence beats here. */
export const PRESENCE_CHANNEL = 'rescue_presence';

/** One beat as every instance hears it: who has which record open (or closed it), and whose record it is. */
export interface PresenceNotice {
  list: string;
  uid: string;
  editor: LiveActor;
  /** The record's customer, as the instance that took the beat read it (null: none). */
  owner: string | null;
  editing: boolean;
}

/** The editors of one record right now (changes are told with this). */
export interface RecordEditors {
  list: string;
  uid: string;
  owner: string | null;
  editors: LiveActor[];
}

interface Entry {
  list: string;
  uid: string;
  owner: string | null;
  editors: Map<string, { actor: LiveActor; until: number }>;
}

/**
 * Who has which record open in a form, shared by every instance: a beat goes out as a NOTIFY on
 * {@link PRESENCE_CHANNEL} and each instance keeps the editors per (list, uid) from what it hears.
 * An editor stays for {@link PRESENCE_EXPIRES_MS} after their last beat; `editing: false` removes
 * them at once. Every change of a record's editors is told to `onChange`.
 */
export class PresenceBoard {
  private readonly entries = new Map<string, Entry>();
  private stopListening: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly onChange: (editors: RecordEditors) => void,
    private readonly clock: () => number = Date.now,
    /** How often expired editors are looked for. @default 5 s */
    private readonly sweepMs = 5_000,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(PRESENCE_CHANNEL, (payload) => {
      if (payload === EVERYTHING_CHANGED) return; // Beats come again within PRESENCE_BEAT_MS.
      const notice = parseBeat(payload);
      if (notice) this.hear(notice);
    });
    this.timer = setInterval(() => this.sweep(), this.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Tells every instance (this one included, through the database) of a beat. */
  async announce(notice: PresenceNotice): Promise<void> {
    await notifyChange(this.db, PRESENCE_CHANNEL, JSON.stringify(notice));
  }

  /** Every record with editors now (for a stream that just opened). */
  current(): RecordEditors[] {
    this.sweep();
    return [...this.entries.values()].map(editorsOf);
  }

  private hear(notice: PresenceNotice): void {
    const key = `${notice.list}|${notice.uid}`;
    let entry = this.entries.get(key);
    const known = entry?.editors.get(notice.editor.uid);
    if (notice.editing) {
      if (!entry) this.entries.set(key, (entry = { list: notice.list, uid: notice.uid, owner: notice.owner, editors: new Map() }));
      entry.owner = notice.owner;
      // A renewed beat is told again: clients forget an editor PRESENCE_EXPIRES_MS after they last heard of them.
      entry.editors.set(notice.editor.uid, { actor: notice.editor, until: this.clock() + PRESENCE_EXPIRES_MS });
    } else {
      if (!entry || !known) return;
      entry.editors.delete(notice.editor.uid);
      if (entry.editors.size === 0) this.entries.delete(key);
    }
    this.onChange(editorsOf(entry));
  }

  private sweep(): void {
    const now = this.clock();
    for (const [key, entry] of this.entries) {
      let changed = false;
      for (const [uid, editor] of entry.editors) {
        if (editor.until > now) continue;
        entry.editors.delete(uid);
        changed = true;
      }
      if (entry.editors.size === 0) this.entries.delete(key);
      if (changed) this.onChange(editorsOf(entry));
    }
  }
}

const editorsOf = (entry: Entry): RecordEditors => ({ list: entry.list, uid: entry.uid, owner: entry.owner, editors: [...entry.editors.values()].map((editor) => editor.actor) });

function parseBeat(payload: string): PresenceNotice | null {
  try {
    const notice = JSON.parse(payload) as Partial<PresenceNotice>;
    const editor = notice.editor;
    if (typeof notice.list !== 'string' || typeof notice.uid !== 'string' || typeof notice.editing !== 'boolean') return null;
    if (typeof editor?.uid !== 'string' || typeof editor.name !== 'string') return null;
    return { list: notice.list, uid: notice.uid, editing: notice.editing, owner: typeof notice.owner === 'string' ? notice.owner : null, editor: { uid: editor.uid, name: editor.name } };
  } catch {
    return null;
  }
}
