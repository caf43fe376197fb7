import type { Beacon, Gateway } from '@rescue-admin/api-contract';
import { CrudListView, CrudPage, LoadFailedNotice, RelativeTime, WaitingNotice, useLookup, lazyPart, type CrudColumn } from '@rescue-admin/crud-kit';
import { errorReasonOf, useAreaCan, useSendTracker, type SendTracker } from '@rescue-admin/data-access';
import { Button, Loader, Notice, notify } from '@rescue-admin/ui-kit';
import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSET_URL_PARAMS, useAssetEditUrlState, type AssetKind } from './asset-url-state';
import styles from './assets-page.module.css';
import { CUSTOMER_FIELDS, customerApi, beaconApi, gatewayApi } from './api';

// The form (react-hook-form with it) is fetched once the list shows its records, not with the list (crud-kit README).
const AssetForm = lazyPart(() => import('./asset-form').then((module) => module.AssetForm));

const getId = (asset: Beacon | Gateway) => asset.uid;
const getName = (asset: Beacon | Gateway) => asset.name;
const sectionKey = { beacon: 'beacons', gateway: 'gateways' } as const;
const SYNC_OPTIONS = { meta: { errorHandledLocally: true } };
/** A list the administrator may not read: syncing it is refused too, so no button offers it. */
const refused = (query: { isError: boolean; error: unknown }) => query.isError && errorReasonOf(query.error) === 'forbidden';

/** Room for the date headers and their sort icon; the text columns share the rest. */
const DATE_WIDTH = { lastUpdated: 190, lastSynced: 210 } as const;

/**
 * /assets: a beacon section and a gateway section, each with a table and a manual sync button
 * (SPEC §2). Editing a name or customer replaces both with the form (`?beacon=<uid>` /
 * `?gateway=<uid>`), like the in-place screens.
 */
export function AssetsPage() {
  const { t } = useTranslation(['assets', 'common']);
  const beacons = useQuery(beaconApi.queries.list());
  const gateways = useQuery(gatewayApi.queries.list());
  // The section says why a sync failed, where the administrator clicked; the shell adds no notice.
  const syncBeacons = beaconApi.useSync(SYNC_OPTIONS);
  const syncGateways = gatewayApi.useSync(SYNC_OPTIONS);
  const { nameOf: customerName, options: customerOptions } = useLookup(customerApi.queries.list(), CUSTOMER_FIELDS);
  const { mode, openEdit, close } = useAssetEditUrlState();
  // A role without the sync grant (`session.grants`) gets no sync button: the API would refuse it.
  const maySync = useAreaCan('sync');

  const lastSynced = useCallback((date: Date | null) => (date ? <RelativeTime date={date} /> : t('neverSynced')), [t]);
  // Both lists end with when the record changed and when it was last synced.
  const syncColumns = useMemo(
    () => [
      { id: 'lastUpdated', header: t('common:fields.lastUpdated'), value: (a: Beacon | Gateway) => a.lastUpdated, type: 'date' as const, width: DATE_WIDTH.lastUpdated },
      {
        id: 'lastSynced',
        header: t('common:fields.lastSynced'),
        value: (a: Beacon | Gateway) => a.lastSynced,
        render: (a: Beacon | Gateway) => lastSynced(a.lastSynced),
        type: 'date' as const,
        width: DATE_WIDTH.lastSynced,
      },
    ],
    [t, lastSynced],
  );
  const beaconColumns = useMemo<CrudColumn<Beacon>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (b) => b.name },
      { id: 'model', header: t('fields.model'), value: (b) => b.model },
      { id: 'customer', header: t('fields.customer'), value: (b) => customerName(b.customerUid) },
      ...syncColumns,
    ],
    [t, customerName, syncColumns],
  );
  const gatewayColumns = useMemo<CrudColumn<Gateway>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (g) => g.name },
      { id: 'customer', header: t('fields.customer'), value: (g) => customerName(g.customerUid) },
      ...syncColumns,
    ],
    [t, customerName, syncColumns],
  );

  const { mutateAsync: runBeaconSync } = syncBeacons;
  const { mutateAsync: runGatewaySync } = syncGateways;
  // Offline a sync waits for the connection: the section says so (with „Nicht senden“) instead of a spinning button.
  const beaconSend = useSendTracker();
  const gatewaySend = useSendTracker();
  const { run: runBeaconSend } = beaconSend;
  const { run: runGatewaySend } = gatewaySend;
  // The data-access hook replaces the cached list on success and clears it on failure (SPEC §4);
  // the section says what that means and why it happened.
  const onSyncBeacons = useCallback(
    () => runBeaconSend(() => runBeaconSync()).then(() => notify.success(t('beacons.synced')), ignoreFailure),
    [runBeaconSend, runBeaconSync, t],
  );
  const onSyncGateways = useCallback(
    () => runGatewaySend(() => runGatewaySync()).then(() => notify.success(t('gateways.synced')), ignoreFailure),
    [runGatewaySend, runGatewaySync, t],
  );
  const onEditBeacon = useCallback((beacon: Beacon) => openEdit('beacon', beacon.uid), [openEdit]);
  const onEditGateway = useCallback((gateway: Gateway) => openEdit('gateway', gateway.uid), [openEdit]);

  if (mode.kind === 'list') {
    // One loading state until both lists are here: the gateway section would otherwise move down
    // when the beacons above it arrived first.
    if (beacons.isPending || gateways.isPending) {
      return (
        <CrudPage title={t('page.title')}>
          <Loader />
        </CrudPage>
      );
    }
    return (
      <CrudPage title={t('page.title')}>
        <div className={styles.sections}>
          <CrudListView
            preload={AssetForm.preload}
            namespace="assets"
            textsKey="beacons"
            headingLevel={2}
            urlParamPrefix={ASSET_URL_PARAMS.beacon.prefix}
            query={beacons}
            columns={beaconColumns}
            getId={getId}
            getName={getName}
            onEdit={onEditBeacon}
            headerActions={
              maySync &&
              !syncBeacons.isError &&
              !refused(beacons) && <SyncButton kind="beacon" onSync={onSyncBeacons} pending={syncBeacons.isPending} send={beaconSend} />
            }
            unavailable={syncBeacons.isError && <SyncFailed kind="beacon" error={syncBeacons.error} onSync={onSyncBeacons} />}
          >
            <SyncWaiting send={beaconSend} />
          </CrudListView>
          <CrudListView
            preload={AssetForm.preload}
            namespace="assets"
            textsKey="gateways"
            headingLevel={2}
            urlParamPrefix={ASSET_URL_PARAMS.gateway.prefix}
            query={gateways}
            columns={gatewayColumns}
            getId={getId}
            getName={getName}
            onEdit={onEditGateway}
            headerActions={
              maySync &&
              !syncGateways.isError &&
              !refused(gateways) && <SyncButton kind="gateway" onSync={onSyncGateways} pending={syncGateways.isPending} send={gatewaySend} />
            }
            unavailable={syncGateways.isError && <SyncFailed kind="gateway" error={syncGateways.error} onSync={onSyncGateways} />}
          >
            <SyncWaiting send={gatewaySend} />
          </CrudListView>
        </div>
      </CrudPage>
    );
  }

  const query = mode.kind === 'beacon' ? beacons : gateways;
  let body: ReactNode;
  if (query.isPending) {
    body = <Loader />;
  } else if (query.isError && !query.data) {
    body = <LoadFailedNotice error={query.error} onRetry={query.refetch} />;
  } else {
    const form =
      mode.kind === 'beacon'
        ? withAsset(beacons.data, mode.uid, (asset) => <AssetForm kind="beacon" asset={asset} customerOptions={customerOptions} onDone={close} />)
        : withAsset(gateways.data, mode.uid, (asset) => <AssetForm kind="gateway" asset={asset} customerOptions={customerOptions} onDone={close} />);
    body = form ?? (
      <Notice variant="warning" title={t('common:notFound.title')}>
        {t('common:crud.recordNotFound')}
      </Notice>
    );
  }

  return (
    <CrudPage
      title={t('page.title')}
      actions={
        <Button icon={ArrowLeft} onClick={close}>
          {t('common:actions.back')}
        </Button>
      }
    >
      {body}
    </CrudPage>
  );
}

/** The form for the asset with this uid, or null when the list does not hold it (any more). */
function withAsset<T extends { uid: string }>(list: T[] | undefined, uid: string, render: (asset: T) => ReactNode): ReactNode | null {
  const asset = list?.find((candidate) => candidate.uid === uid);
  // A new key per asset: switching assets must not carry one asset's input into another.
  return asset ? <div key={uid}>{render(asset)}</div> : null;
}

/** A failed sync is shown by its section (SyncFailed) from the mutation's state; nothing more to do here. */
const ignoreFailure = () => undefined;

interface SyncProps {
  kind: AssetKind;
  /** Runs the manual sync; the button shows progress until it settles. */
  onSync: () => Promise<unknown>;
}

/**
 * The sync button shows progress while the sync runs — but not while it waits for the connection:
 * then the section's notice says so, and the button is disabled until it was sent or dropped.
 */
function SyncButton({ kind, onSync, pending, send }: SyncProps & { pending: boolean; send: SendTracker }) {
  const { t } = useTranslation('assets');
  return (
    <Button
      variant="primary"
      icon={RefreshCw}
      onClick={() => void onSync()}
      loading={pending && !send.waiting}
      disabled={send.waiting}
      aria-label={t(`${sectionKey[kind]}.syncLabel`)}
    >
      {t('sync.action')}
    </Button>
  );
}

function SyncWaiting({ send }: { send: SendTracker }) {
  const { t } = useTranslation('common');
  return send.waiting ? <WaitingNotice onCancel={send.cancel}>{t('offline.waitingSync')}</WaitingNotice> : null;
}

/**
 * A failed sync cleared its list (SPEC §4): say so and why, and offer a retry instead of an empty
 * table — unless the sync was refused (403), which a retry does not change.
 */
function SyncFailed({ kind, error, onSync }: SyncProps & { error: unknown }) {
  const { t } = useTranslation(['assets', 'common']);
  const reason = errorReasonOf(error);
  return (
    <Notice
      variant="danger"
      title={t(`${sectionKey[kind]}.syncFailed`)}
      action={
        reason !== 'forbidden' && (
          <Button variant="primary" icon={RefreshCw} onClick={onSync}>
            {t('common:actions.retry')}
          </Button>
        )
      }
    >
      <p className={styles.noticeText}>{t(`common:errors.${reason}`)}</p>
      <p className={styles.noticeText}>{t(reason === 'forbidden' ? 'common:crud.forbiddenHint' : 'sync.failedHint')}</p>
    </Notice>
  );
}
