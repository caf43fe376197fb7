import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HYDRANTS, VEHICLE_BLUEPRINTS } from '@rescue-admin/api-contract';
import { createEntity } from '@rescue-admin/data-access';
import type { RouteFormNavigationState } from '@rescue-admin/crud-kit';
import type { ChangeKind, ChangeTarget } from './dashboard-links';

export interface LatestChangeLinkProps {
  kind: ChangeKind;
  uid: string;
  target: ChangeTarget;
  className?: string;
  children: ReactNode;
}

// The same entities the features make (createEntity returns one per contract entity), so the cache is shared.
const hydrants = createEntity(HYDRANTS);
const blueprints = createEntity(VEHICLE_BLUEPRINTS);

/** The record from the list the form's list would show (cached, or fetched now). */
async function findRecord(queryClient: ReturnType<typeof useQueryClient>, kind: ChangeKind, uid: string): Promise<unknown> {
  if (kind === 'hydrant') return (await queryClient.fetchQuery(hydrants.queries.list())).find((hydrant) => hydrant.uid === uid);
  if (kind === 'blueprint') return (await queryClient.fetchQuery(blueprints.queries.list())).find((blueprint) => blueprint.uid === uid);
  return undefined;
}

/**
 * A latest change, linking to its form. Route forms (hydrant, blueprint) need the record in
 * navigation state, so a plain click first takes it from the list's query (cached or fetched) and
 * then navigates; the `href` is the list searched by the name, which is also where a new tab, a
 * failed load or a record deleted meanwhile lead — never to "not found" for a record that exists.
 */
export function LatestChangeLink({ kind, uid, target, className, children }: LatestChangeLinkProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);

  if (target.kind === 'url') {
    return (
      <Link to={target.href} className={className}>
        {children}
      </Link>
    );
  }

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) follow the href.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (opening) return;
    setOpening(true);
    let record: unknown;
    try {
      record = await findRecord(queryClient, kind, uid);
    } catch {
      record = undefined;
    }
    setOpening(false);
    if (record) void navigate(target.pathname, { state: { record, listSearch: '' } satisfies RouteFormNavigationState });
    else void navigate(target.fallback);
  };

  return (
    <Link to={target.fallback} className={className} onClick={(event) => void open(event)} aria-busy={opening || undefined}>
      {children}
    </Link>
  );
}
