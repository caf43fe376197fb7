import { useCapability, type HistoryQueryOptions } from '@rescue-admin/data-access';
import { formatDateTime, formatRelativeTime } from '@rescue-admin/i18n';
import { Disclosure, Loader } from '@rescue-admin/ui-kit';
import { asText } from '@rescue-admin/util';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailedNotice } from '../errors/load-failed-notice';
import { useCrudTexts } from '../i18n/crud-texts';
import { useFieldText, type RecordFields } from './record-fields';
import styles from './record-history.module.css';

/** The `queryOptions` of a record's history, e.g. `<area>Api.queries.history`. */
export type HistoryQuery = (uid: string) => HistoryQueryOptions;

export interface RecordHistoryProps {
  /** The area's history query from data-access (`<area>Api.queries.history`). */
  query: HistoryQuery;
  /** The record whose history is shown. */
  uid: string;
  /** Labels (and enum/format) of the record's fields; see `RecordFields`. */
  fields?: RecordFields;
}

/**
 * „Verlauf“: who changed the record, when, and what — newest first, each change as „Feld: alt →
 * neu“ with the area's German field labels. Loaded only when opened; empty, failed (with a retry)
 * and refused (403: no permission, no retry) each say so in German. Not shown where the service
 * keeps no history (its history endpoint answered 404, or the service offers SPEC.md only).
 */
export function RecordHistory({ query, uid, fields }: RecordHistoryProps) {
  const { t } = useCrudTexts();
  const [open, setOpen] = useState(false);
  const options = query(uid);
  const offered = useCapability(options.meta?.endpoint) !== 'absent';
  const history = useQuery({ ...options, enabled: open && offered, meta: { errorHandledLocally: true } });
  const text = useFieldText(fields);
  if (!offered) return null;

  let body;
  if (!open) body = null;
  else if (history.isError) body = <LoadFailedNotice error={history.error} onRetry={history.refetch} />;
  else if (!history.data) body = <Loader />;
  else if (history.data.length === 0) body = <p className={styles.empty}>{t('history.empty')}</p>;
  else {
    const now = new Date();
    body = (
      <ol className={styles.entries}>
        {history.data.map((entry, index) => {
          const at = entry.at instanceof Date ? entry.at : new Date(entry.at);
          return (
            <li key={`${at.getTime()}-${index}`} className={styles.entry}>
              <p className={styles.who}>
                <span className={styles.actor}>{t('history.entry', { name: asText(entry.actor.name), action: t(`history.actions.${entry.action}`) })}</span>{' '}
                <time dateTime={at.toISOString()} className={styles.when}>
                  {t('history.at', { relative: formatRelativeTime(at, now), absolute: formatDateTime(at) })}
                </time>
              </p>
              {entry.changes.length > 0 && (
                <ul className={styles.changes}>
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {t('history.change', {
                        field: text.labelOf(change.field),
                        before: text.valueOf(change.field, change.before),
                        after: text.valueOf(change.field, change.after),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <Disclosure title={t('history.title')} open={open} onOpenChange={setOpen} headingLevel={3}>
      {body}
    </Disclosure>
  );
}
