import { useQuery } from '@tanstack/react-query';
import { INVITATION_ENDPOINTS, accountStateOf, type IssuedInvitation, type User, type UserRole } from '@rescue-admin/api-contract';
import { InPlaceCrudScreen, useInPlaceFormUrlState, useLookup, useEnumLabel, lazyPart, type CrudColumn } from '@rescue-admin/crud-kit';
import { useCapability } from '@rescue-admin/data-access';
import { useAuth } from '@rescue-admin/session';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from './user-name';
import { CUSTOMER_FIELDS, customerApi, userApi } from './api';

// The form (react-hook-form with it) is fetched once the list shows its records, not with the list (crud-kit README).
const UserForm = lazyPart(() => import('./user-form').then((module) => module.UserForm));

const getId = (user: User) => user.uid;

/** /user: the user table and, in the same route, the create/edit form (SPEC §2). */
export function UsersPage() {
  const { t } = useTranslation('users');
  const users = useQuery(userApi.queries.list());
  const deleteUser = userApi.useDelete();
  const { user: signedIn } = useAuth();
  const { nameOf: customerName, options: customerOptions } = useLookup(customerApi.queries.list(), CUSTOMER_FIELDS);
  const roleLabel = useEnumLabel<UserRole>('common:roles');
  const { openEdit } = useInPlaceFormUrlState();
  // A user just created opens at once with their invitation: its link (a credential) lives only
  // in this screen's memory, shown on the new user's form to copy or scan.
  const [invited, setInvited] = useState<{ uid: string; invitation: IssuedInvitation } | null>(null);
  const created = useRef<string | null>(null);
  const onInvited = useCallback((uid: string, invitation: IssuedInvitation) => {
    created.current = uid;
    setInvited({ uid, invitation });
  }, []);
  const invitationsOffered = useCapability(INVITATION_ENDPOINTS['invitation.issue']) !== 'absent';
  const signInLabel = useCallback(
    (user: User) => {
      const state = accountStateOf(user, new Date());
      return state ? t(`invitation.list.${state}`) : '';
    },
    [t],
  );

  const columns = useMemo<CrudColumn<User>[]>(
    () => [
      { id: 'name', header: t('fields.name'), value: fullName },
      { id: 'mail', header: t('fields.mail'), value: (u) => u.mail },
      { id: 'role', header: t('fields.role'), value: (u) => roleLabel(u.role) },
      { id: 'customer', header: t('fields.customer'), value: (u) => customerName(u.customerUid) },
      // Where the service says it (apps/api, with invitations): „Aktiv“, „Eingeladen“, „Einladung abgelaufen“.
      ...(invitationsOffered ? [{ id: 'signIn', header: t('fields.signIn'), value: (u: User) => signInLabel(u) }] : []),
    ],
    [t, roleLabel, customerName, signInLabel, invitationsOffered],
  );

  // Deleting one's own account would lock the administrator out mid-session (beyond the spec).
  const deleteBlockedReason = useCallback((user: User) => (user.uid === signedIn?.uid ? t('selfDelete') : null), [signedIn, t]);

  return (
    <InPlaceCrudScreen
      preload={UserForm.preload}
      namespace="users"
      query={users}
      columns={columns}
      getId={getId}
      getName={fullName}
      onDelete={(user) => deleteUser.mutateAsync({ uid: user.uid, version: user.version })}
      deleteBlockedReason={deleteBlockedReason}
      renderForm={({ record, close }) => (
        <UserForm
          user={record}
          customerOptions={customerOptions}
          onInvited={onInvited}
          invitation={record && invited?.uid === record.uid ? invited.invitation : undefined}
          onDone={() => {
            const uid = created.current;
            created.current = null;
            if (uid) openEdit(uid);
            else close();
          }}
        />
      )}
    />
  );
}
