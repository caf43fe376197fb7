import { INSPECTION_ENDPOINTS, type Hydrant } from '@rescue-admin/api-contract';
import { FilterChips, formatNumber, useListUrlFilters, type CrudColumn } from '@rescue-admin/crud-kit';
import { useCapability } from '@rescue-admin/data-access';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarX from 'lucide-react/icons/calendar-x';
import OctagonX from 'lucide-react/icons/octagon-x';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INSPECTION_CHIPS, chipIndexOf, chipIndexer, dueStateFor, filterByChips, type DueState, type InspectionChip } from './inspection-due';
import { StatusText, statusKeyOf, useStatusLabels } from './inspection-status';
import styles from './inspection-state.module.css';
import { useToday } from './use-today';

const CHIP_ICONS = { outOfService: OctagonX, overdue: CalendarX, dueSoon: CalendarClock } as const;

let dayFormat: Intl.DateTimeFormat | undefined;
/** „12.03.2027“: a due date is a day, its time means nothing. */
export const formatDay = (date: Date) => (dayFormat ??= new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' })).format(date);

/** Whether the hydrant rows carry their inspection state (apps/api in full; never a service that implements only the spec). */
export function useInspectionStateOffered(hydrants: readonly Hydrant[] | undefined): boolean {
  const capability = useCapability(INSPECTION_ENDPOINTS['inspection.ofHydrant']);
  return capability !== 'absent' && hydrants !== undefined && hydrants.length > 0 && hydrants[0].nextInspection !== undefined;
}

export interface InspectionList {
  /** „Status“, „Nächste Prüfung“ and, for the CSV only, „Fälligkeit“; none without inspection state. */
  columns: CrudColumn<Hydrant>[];
  /** The pressed chips' filter for the list (undefined while none is pressed, or without inspection state). */
  filterRecords: ((hydrants: readonly Hydrant[]) => readonly Hydrant[]) | undefined;
  /** The chips „Außer Betrieb“, „Überfällig“, „Fällig in 30 Tagen“ with their counts; null without inspection state. */
  chips: ReactNode;
  /** Whether the rows carry their inspection state: the list then shows fewer of its own columns on a desktop. */
  offered: boolean;
}

/**
 * What inspections add to the hydrant list: the status and due-date columns and the filter chips
 * (pressed chips in `?filter=`, see crud-kit's `useListUrlFilters`). Each hydrant's chip facts
 * are worked out once ({@link chipIndexOf}: a new list reuses those of the hydrants it keeps); a
 * click filters by them. Against a service without inspections it adds nothing, and a
 * `?filter=` in a link is ignored.
 */
export function useInspectionList(hydrants: readonly Hydrant[] | undefined): InspectionList {
  const { t } = useTranslation('hydrants');
  const offered = useInspectionStateOffered(hydrants);
  const statusLabels = useStatusLabels();
  const { active, toggle } = useListUrlFilters(INSPECTION_CHIPS);
  const today = useToday();
  const [indexOf] = useState(chipIndexer);
  const index = useMemo(() => (offered && hydrants ? indexOf(hydrants, today) : null), [indexOf, offered, hydrants, today]);

  // The same columns for every list of the day: a live change of one hydrant then costs the table
  // that row, not a new sort and search index of the whole list.
  const columns = useMemo<CrudColumn<Hydrant>[]>(() => {
    if (!offered) return [];
    const dueOf = dueStateFor(today);
    const dueLabels: Record<DueState, string> = { overdue: t('inspectionList.overdue'), dueSoon: t('inspectionList.dueSoon'), notDue: '' };
    return [
      {
        id: 'inspectionStatus',
        header: t('fields.inspectionStatus'),
        value: (hydrant) => statusLabels[statusKeyOf(hydrant)],
        render: (hydrant) => <StatusText status={statusKeyOf(hydrant)} label={statusLabels[statusKeyOf(hydrant)]} />,
        width: 170,
      },
      {
        id: 'nextInspection',
        header: t('fields.nextInspection'),
        type: 'date',
        value: (hydrant) => hydrant.nextInspection,
        csvValue: (hydrant) => (hydrant.nextInspection ? formatDay(hydrant.nextInspection) : ''),
        render: (hydrant) => (hydrant.nextInspection ? <DueDate date={hydrant.nextInspection} due={dueOf(hydrant.nextInspection)} label={dueLabels[dueOf(hydrant.nextInspection)]} /> : null),
        width: 200,
      },
      {
        id: 'inspectionDue',
        header: t('fields.inspectionDue'),
        value: (hydrant) => (hydrant.nextInspection ? dueLabels[dueOf(hydrant.nextInspection)] : ''),
        shown: false,
        searchable: false,
      },
    ];
  }, [offered, today, t, statusLabels]);

  const filterRecords = useMemo(() => {
    if (!index || !hydrants || active.length === 0) return undefined;
    // The index is for the list it was made from; any other list (there is none today) gets its own.
    return (rows: readonly Hydrant[]) => filterByChips(rows, rows === hydrants ? index : chipIndexOf(rows, today), active);
  }, [index, hydrants, active, today]);

  const onToggle = useCallback((id: string) => toggle(id as InspectionChip), [toggle]);
  const chips = index && (
    <FilterChips
      label={t('inspectionList.chips')}
      chips={INSPECTION_CHIPS.map((id) => ({ id, label: chipLabel(t, id, index.counts[id]), pressed: active.includes(id), icon: CHIP_ICONS[id] }))}
      onToggle={onToggle}
    />
  );
  return { columns, filterRecords, chips, offered };
}

function chipLabel(t: ReturnType<typeof useTranslation<'hydrants'>>['t'], chip: InspectionChip, count: number): string {
  const formatted = formatNumber(count);
  if (chip === 'outOfService') return t('inspectionList.chip.outOfService', { formatted });
  if (chip === 'overdue') return t('inspectionList.chip.overdue', { formatted });
  return t('inspectionList.chip.dueSoon', { formatted });
}

/** „12.03.2027“ and, when it is near or past, „überfällig“ / „fällig in 30 Tagen“ in words beside it. */
function DueDate({ date, due, label }: { date: Date; due: DueState; label: string }) {
  return (
    <span className={styles.due}>
      <time dateTime={date.toISOString()}>{formatDay(date)}</time>
      {/* A space: the cell reads „12.03.2027 überfällig“, not one word. */}
      {due !== 'notDue' && ' '}
      {due !== 'notDue' && (
        <span className={styles.mark} data-due={due}>
          {label}
        </span>
      )}
    </span>
  );
}
