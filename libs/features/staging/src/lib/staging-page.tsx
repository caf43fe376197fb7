import { useQuery } from '@tanstack/react-query';
import type { StagingRoom, StagingStatus } from '@rescue-admin/api-contract';
import { CrudMapView, formatNumber, InPlaceCrudScreen, ListViewSwitch, useLookup, useEnumLabel, useInPlaceFormUrlState, useListViewMode, lazyPart, type CrudColumn } from '@rescue-admin/crud-kit';
import { asText } from '@rescue-admin/util';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_FIELDS, customerApi, stagingRoomApi } from './api';

// The form (react-hook-form with it) is fetched once the list shows its records, not with the list (crud-kit README).
const StagingRoomForm = lazyPart(() => import('./staging-room-form').then((module) => module.StagingRoomForm));

const getId = (room: StagingRoom) => room.uid;
const getName = (room: StagingRoom) => room.name;
const roomAddress = (room: StagingRoom) => formatAddress(room.address);
// The map view brings the map lib (Leaflet): loaded only when „Karte“ is chosen.
const StagingMapView = lazyPart(() => import('./staging-map-view').then((module) => module.default), { loadingText: 'common:map.loading' });

/** "Am Sportplatz 3, 12345 Musterstadt" */
const formatAddress = ({ street, number, zip, city }: StagingRoom['address']) =>
  `${asText(street)} ${asText(number)}, ${asText(zip)} ${asText(city)}`.trim();

/** /staging: the staging room table (or, with `?view=karte`, the map) and, in the same route, the create/edit form (SPEC §2, §4). */
export function StagingPage() {
  const { t } = useTranslation(['staging', 'common']);
  const rooms = useQuery(stagingRoomApi.queries.list());
  const deleteRoom = stagingRoomApi.useDelete();
  const { nameOf: customerName, options: customerOptions } = useLookup(customerApi.queries.list(), CUSTOMER_FIELDS);
  const statusLabel = useEnumLabel<StagingStatus>('staging:enums.status');

  const columns = useMemo<CrudColumn<StagingRoom>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: (r) => r.name },
      // ACTIVE is the only status (SPEC §4): a column of "Aktiv" tells nothing; the CSV keeps it.
      { id: 'status', header: t('fields.status'), value: (r) => statusLabel(r.status), shown: false },
      { id: 'customer', header: t('fields.customer'), value: (r) => customerName(r.customerUid) },
      { id: 'address', header: t('common:fields.address'), value: (r) => formatAddress(r.address) },
      { id: 'rangeAutoerfassung', header: t('columns.range'), value: (r) => r.rangeAutoerfassung, align: 'end', width: 150 },
      {
        id: 'coordinates',
        header: t('fields.coordinates'),
        value: (r) => `${formatNumber(r.lat)} / ${formatNumber(r.lon)}`,
        sortable: false,
        searchable: false,
        exported: false,
        desktopOnly: true,
        width: 170,
      },
      { id: 'lat', header: t('common:fields.lat'), value: (r) => r.lat, shown: false },
      { id: 'lon', header: t('common:fields.lon'), value: (r) => r.lon, shown: false },
      { id: 'lastUpdate', header: t('common:fields.lastUpdate'), value: (r) => r.lastUpdate, type: 'date', width: 170 },
    ],
    [t, statusLabel, customerName],
  );

  const view = useListViewMode();
  const form = useInPlaceFormUrlState();
  // The map stands in for the table; a room opened from a popup (`?edit=`) shows the form as usual.
  if (view.mode === 'map' && form.mode.kind === 'list') {
    return (
      <CrudMapView namespace="staging" query={rooms} columns={columns} preload={StagingRoomForm.preload}>
        {(matching, search) => <StagingMapView rooms={matching} search={search} formatAddress={roomAddress} />}
      </CrudMapView>
    );
  }

  return (
    <InPlaceCrudScreen
      preload={StagingRoomForm.preload}
      namespace="staging"
      query={rooms}
      columns={columns}
      getId={getId}
      getName={getName}
      onDelete={(room) => deleteRoom.mutateAsync({ uid: room.uid, lastUpdate: room.lastUpdate })}
      renderForm={({ record, close }) => <StagingRoomForm room={record} customerOptions={customerOptions} onDone={close} />}
      toolbar={<ListViewSwitch mode={view.mode} onChange={view.setMode} />}
    />
  );
}
