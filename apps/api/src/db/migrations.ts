import { DISPLAY_TYPES, DURCHMESSER, HYDRANT_TYPES, STAGING_STATUS, USER_ROLES, VERTEILER_LEITUNGEN } from '@rescue-admin/api-contract';
import { SIMPLE_AREA_MIGRATIONS, SIMPLE_AREA_TABLES } from '../areas/registry';
import { INSPECTIONS_MIGRATION_SQL } from '../inspections/inspection-sql';
import { LIST_MARKS_SQL, listMarkTriggers } from '../lists/list-marks';
import type { Entity } from '../writes/audit';
import type { Database } from './database';

export interface Migration {
  /** Applied in order of the array; never renumber or edit one that has shipped — add a new one. */
  id: string;
  sql: string;
}

/** The enum columns accept exactly the contract's values; the database is the last line of defence. */
const oneOf = (column: string, values: readonly string[]) => `CHECK (${column} IN (${values.map((v) => `'${v}'`).join(', ')}))`;

/** The tables whose rows lists show: the entity whose list mark a write moves, and the column naming the record. */
const LIST_TABLES: Record<string, [Entity, string]> = {
  customers: ['customer', 'uid'],
  users: ['user', 'uid'],
  // A user's list row shows their open invitation and pending e-mail change.
  invitations: ['user', 'user_uid'],
  mail_changes: ['user', 'user_uid'],
  staging_rooms: ['staging', 'uid'],
  hydrants: ['hydrant', 'uid'],
  beacons: ['beacon', 'uid'],
  gateways: ['gateway', 'uid'],
  materials: ['material', 'uid'],
  qualification_groups: ['qualificationGroup', 'uid'],
  qualifications: ['qualification', 'uid'],
  vehicle_types: ['vehicleType', 'uid'],
  vehicle_blueprints: ['blueprint', 'uid'],
  blueprint_loads: ['blueprint', 'blueprint_uid'],
  missions: ['mission', 'uid'],
};

export const MIGRATIONS: readonly Migration[] = [
  {
    id: '0001_initial',
    sql: `
      CREATE TABLE customers (
        uid             text PRIMARY KEY,
        name            text NOT NULL,
        kennung         text NOT NULL,
        user_amount     integer NOT NULL DEFAULT 0,
        street          text NOT NULL,
        number          text NOT NULL,
        zip             text NOT NULL,
        city            text NOT NULL,
        additional_info text NOT NULL DEFAULT ''
      );
      CREATE UNIQUE INDEX customers_kennung_key ON customers (lower(kennung));

      CREATE TABLE users (
        uid          text PRIMARY KEY,
        firstname    text NOT NULL,
        lastname     text NOT NULL,
        mail         text NOT NULL,
        role         text NOT NULL ${oneOf('role', USER_ROLES)},
        customer_uid text NOT NULL CONSTRAINT users_customer_fkey REFERENCES customers (uid) ON DELETE RESTRICT
      );
      CREATE UNIQUE INDEX users_mail_key ON users (lower(mail));

      CREATE TABLE staging_rooms (
        uid                 text PRIMARY KEY,
        create_date         timestamptz NOT NULL,
        last_update         timestamptz NOT NULL,
        name                text NOT NULL,
        street              text NOT NULL,
        number              text NOT NULL,
        zip                 text NOT NULL,
        city                text NOT NULL,
        additional_info     text NOT NULL DEFAULT '',
        range_autoerfassung integer NOT NULL DEFAULT 0,
        status              text NOT NULL ${oneOf('status', STAGING_STATUS)},
        customer_uid        text NOT NULL CONSTRAINT staging_rooms_customer_fkey REFERENCES customers (uid) ON DELETE RESTRICT,
        lon                 double precision NOT NULL,
        lat                 double precision NOT NULL
      );

      CREATE TABLE hydrants (
        uid               text PRIMARY KEY,
        create_date       timestamptz NOT NULL,
        last_update       timestamptz NOT NULL,
        name              text NOT NULL,
        description       text NOT NULL DEFAULT '',
        lon               double precision NOT NULL,
        lat               double precision NOT NULL,
        durchmesser       text NOT NULL ${oneOf('durchmesser', DURCHMESSER)},
        type              text NOT NULL ${oneOf('type', HYDRANT_TYPES)},
        verteiler_leitung text NOT NULL ${oneOf('verteiler_leitung', VERTEILER_LEITUNGEN)}
      );
      CREATE INDEX hydrants_name_idx ON hydrants (name, uid);

      CREATE TABLE beacons (
        uid          text PRIMARY KEY,
        name         text NOT NULL,
        model        text NOT NULL DEFAULT '',
        customer_uid text NOT NULL CONSTRAINT beacons_customer_fkey REFERENCES customers (uid) ON DELETE RESTRICT,
        last_updated timestamptz NOT NULL,
        last_synced  timestamptz
      );

      CREATE TABLE gateways (
        uid          text PRIMARY KEY,
        name         text NOT NULL,
        customer_uid text NOT NULL CONSTRAINT gateways_customer_fkey REFERENCES customers (uid) ON DELETE RESTRICT,
        last_updated timestamptz NOT NULL,
        last_synced  timestamptz
      );

      CREATE TABLE materials (
        uid         text PRIMARY KEY,
        create_date timestamptz NOT NULL,
        last_update timestamptz NOT NULL,
        name        text NOT NULL
      );
      CREATE UNIQUE INDEX materials_name_key ON materials (lower(name));

      CREATE TABLE qualification_groups (
        uid            text PRIMARY KEY,
        name           text NOT NULL,
        allowed_amount integer NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX qualification_groups_name_key ON qualification_groups (lower(name));

      CREATE TABLE qualifications (
        uid          text PRIMARY KEY,
        name         text NOT NULL,
        group_id     text CONSTRAINT qualifications_group_fkey REFERENCES qualification_groups (uid) ON DELETE SET NULL,
        display_type text NOT NULL ${oneOf('display_type', DISPLAY_TYPES)}
      );

      CREATE TABLE vehicle_types (
        uid         text PRIMARY KEY,
        name        text NOT NULL,
        create_date timestamptz NOT NULL,
        last_update timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX vehicle_types_name_key ON vehicle_types (lower(name));

      CREATE TABLE vehicle_blueprints (
        uid         text PRIMARY KEY,
        create_date timestamptz NOT NULL,
        last_update timestamptz NOT NULL,
        name        text NOT NULL,
        seats       integer NOT NULL DEFAULT 0,
        type_uid    text NOT NULL CONSTRAINT vehicle_blueprints_type_fkey REFERENCES vehicle_types (uid) ON DELETE RESTRICT
      );

      CREATE TABLE blueprint_loads (
        blueprint_uid text NOT NULL REFERENCES vehicle_blueprints (uid) ON DELETE CASCADE,
        material_uid  text NOT NULL CONSTRAINT blueprint_loads_material_fkey REFERENCES materials (uid) ON DELETE RESTRICT,
        amount        integer NOT NULL CHECK (amount >= 0),
        position      integer NOT NULL,
        PRIMARY KEY (blueprint_uid, material_uid)
      );

      CREATE TABLE missions (
        uid          text PRIMARY KEY,
        name         text NOT NULL,
        customer_uid text NOT NULL CONSTRAINT missions_customer_fkey REFERENCES customers (uid) ON DELETE CASCADE,
        create_date  timestamptz NOT NULL,
        active       boolean NOT NULL DEFAULT true
      );
      CREATE INDEX missions_active_idx ON missions (customer_uid) WHERE active;

      CREATE TABLE app_meta (
        key   text PRIMARY KEY,
        value text NOT NULL
      );
    `,
  },
  {
    id: '0002_initial_password_gate',
    sql: `
      -- While set, the user still has the initial password their administrator's client sent, and
      -- the API refuses every call until they choose their own. The value is the Auth account's
      -- tokensValidAfterTime (ms) as of the API's last change to that account: a later value means
      -- the user changed the password (see access/caller-directory.ts).
      ALTER TABLE users ADD COLUMN initial_password_marker bigint;
    `,
  },
  {
    id: '0003_no_lost_updates',
    sql: `
      -- Optimistic locking for records without a lastUpdate of their own.
      ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 0;
      ALTER TABLE customers ADD COLUMN version integer NOT NULL DEFAULT 0;
      ALTER TABLE qualifications ADD COLUMN version integer NOT NULL DEFAULT 0;
      ALTER TABLE qualification_groups ADD COLUMN version integer NOT NULL DEFAULT 0;

      -- Every successful write: who, when, which record, the changed fields (before → after).
      -- Kept when the record is deleted. owner_customer_uid lets a customer-scoped reader see
      -- the history of their own records only, deleted ones included.
      CREATE TABLE audit_log (
        id                 bigserial PRIMARY KEY,
        at                 timestamptz NOT NULL,
        actor_uid          text NOT NULL,
        actor_name         text NOT NULL,
        entity             text NOT NULL,
        record_uid         text NOT NULL,
        owner_customer_uid text,
        action             text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'sync')),
        changes            jsonb NOT NULL
      );
      CREATE INDEX audit_log_record_idx ON audit_log (entity, record_uid, id DESC);

      -- Changes to sign-in accounts, written in the same transaction as the user record and
      -- carried out after the commit (never inside a transaction); what a crash leaves behind is
      -- carried out at the next start or by the timer (accounts/account-sync.ts).
      CREATE TABLE account_outbox (
        id            bigserial PRIMARY KEY,
        uid           text NOT NULL,
        kind          text NOT NULL CHECK (kind IN ('enable', 'update', 'delete')),
        payload       jsonb NOT NULL DEFAULT '{}',
        created_at    timestamptz NOT NULL DEFAULT now(),
        attempts      integer NOT NULL DEFAULT 0,
        claimed_until timestamptz
      );

      -- A create sent again (a lost answer, a retry after going offline) answers what the first
      -- one answered instead of creating a second record.
      CREATE TABLE idempotency_keys (
        caller_uid text NOT NULL,
        key        text NOT NULL,
        endpoint   text NOT NULL,
        status     integer,
        response   text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (caller_uid, key)
      );
    `,
  },
  {
    id: '0004_latest_changes',
    sql: `
      -- The dashboard's "latest changes" take the newest few of each table.
      CREATE INDEX hydrants_last_update_idx ON hydrants (last_update DESC);
    `,
  },
  {
    id: '0005_idempotency_key_binding',
    sql: `
      -- A key answers a repeat only of the same request: the SHA-256 of its canonical body.
      -- Keys from before this have none and match any body until they are pruned.
      ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
      -- Keys older than a day are pruned daily.
      CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
    `,
  },
  {
    id: '0006_audit_log_append_only',
    sql: `
      -- The history is evidence: entries are added, never changed or removed — not through the
      -- API, nor by anyone else using its database role. Only dropping the trigger (the table
      -- owner, a migration) could lift this.
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $$;
      CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
    `,
  },
  {
    id: '0007_invitations',
    sql: `
      -- A new user comes in through an invitation (accounts/invitations.ts): single-use, stored
      -- as the SHA-256 of its token, revocable. activated_at: when the user first used the app
      -- with a password of their own; null until then.
      CREATE TABLE invitations (
        id         bigserial PRIMARY KEY,
        user_uid   text NOT NULL CONSTRAINT invitations_user_fkey REFERENCES users (uid) ON DELETE CASCADE,
        token_hash text NOT NULL CONSTRAINT invitations_token_key UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        created_by text,
        used_at    timestamptz,
        revoked_at timestamptz
      );
      CREATE INDEX invitations_user_idx ON invitations (user_uid);
      ALTER TABLE users ADD COLUMN activated_at timestamptz;
      -- When another hand last changed the account so that its sessions end (role, e-mail):
      -- tokens of sessions that signed in before are refused (access/callers.ts).
      ALTER TABLE users ADD COLUMN sessions_ended_at timestamptz;

      -- Users who replaced the initial password are active. Those who did not still have it (and
      -- it is in the public bundle): their accounts get a password nobody knows and an invitation
      -- (the outbox's "lock", carried out after the start).
      ALTER TABLE account_outbox DROP CONSTRAINT account_outbox_kind_check;
      ALTER TABLE account_outbox ADD CONSTRAINT account_outbox_kind_check CHECK (kind IN ('enable', 'update', 'delete', 'lock'));
      UPDATE users SET activated_at = now() WHERE initial_password_marker IS NULL;
      INSERT INTO account_outbox (uid, kind) SELECT uid, 'lock' FROM users WHERE initial_password_marker IS NOT NULL;
      ALTER TABLE users DROP COLUMN initial_password_marker;

      -- A changed e-mail address waits for its owner's confirmation (accounts/mail-changes.ts).
      CREATE TABLE mail_changes (
        id         bigserial PRIMARY KEY,
        user_uid   text NOT NULL CONSTRAINT mail_changes_user_fkey REFERENCES users (uid) ON DELETE CASCADE,
        new_mail   text NOT NULL,
        token_hash text NOT NULL CONSTRAINT mail_changes_token_key UNIQUE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        created_by text,
        used_at    timestamptz,
        revoked_at timestamptz
      );
      CREATE INDEX mail_changes_user_idx ON mail_changes (user_uid);
    `,
  },
  {
    // The list cache's per-area marks (lists/list-marks.ts), moved by triggers on every table a list shows.
    id: '0008_list_marks',
    sql: [
      LIST_MARKS_SQL,
      ...Object.entries(LIST_TABLES).map(([table, [entity, uidColumn]]) => listMarkTriggers(table, entity, uidColumn)),
    ].join('\n'),
  },
  {
    id: '0009_live_event_id',
    sql: `
      -- The ids of the live stream's events (live/publish.ts): drawn in each write's transaction,
      -- the same on every instance.
      CREATE SEQUENCE live_event_id;
    `,
  },
  {
    // Hydrant inspections (inspections/inspection-sql.ts): records, the register's cycle, each hydrant's derived state.
    id: '0010_inspections',
    sql: INSPECTIONS_MIGRATION_SQL,
  },
];

/** Every table the API owns, in an order safe for wiping and snapshots (children first). */
export const TABLES = [
  'blueprint_loads',
  'vehicle_blueprints',
  'vehicle_types',
  'qualifications',
  'qualification_groups',
  'materials',
  'missions',
  'beacons',
  'gateways',
  'inspections',
  'inspection_settings',
  'hydrants',
  'staging_rooms',
  'invitations',
  'mail_changes',
  'users',
  'customers',
  'app_meta',
  'audit_log',
  'account_outbox',
  'idempotency_keys',
] as const;

/**
 * The core migrations, then the simple areas' (areas/registry.ts). Each is applied once, by id:
 * an area registered later gets its table at the next start, on an existing data dir too.
 */
export const ALL_MIGRATIONS: readonly Migration[] = [...MIGRATIONS, ...SIMPLE_AREA_MIGRATIONS];

/** The core tables and the simple areas' (which start empty, unlike the seeded core tables). */
export const ALL_TABLES: readonly string[] = [...SIMPLE_AREA_TABLES, ...TABLES];

/**
 * Applies the pending migrations in one transaction. The advisory lock makes two API processes
 * sharing one PostgreSQL database take turns instead of both creating the same tables.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = ALL_MIGRATIONS): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(4242001)`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const applied = new Set((await tx.query<{ id: string }>(`SELECT id FROM schema_migrations`)).map((row) => row.id));
    const pending = migrations.filter((migration) => !applied.has(migration.id));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query(`INSERT INTO schema_migrations (id) VALUES ($1)`, [migration.id]);
    }
    return pending.map((migration) => migration.id);
  });
}

