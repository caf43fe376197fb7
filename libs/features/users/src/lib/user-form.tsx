import { INVITATION_ENDPOINTS, USER_ROLES, UserCreate, type IssuedInvitation, newUser, type User, type UserRole } from '@rescue-admin/api-contract';
import { CrudFormView, FormDropdown, FormGrid, useEnumLabel, useEnumOptions, useEntityForm, type RecordFields } from '@rescue-admin/crud-kit';
import { useCall, useCapability } from '@rescue-admin/data-access';
import { Input, Notice, type DropdownOption } from '@rescue-admin/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fullName } from './user-name';
import { userApi } from './api';
import { InvitationPanel } from './invitation-panel';

/**
 * The contract's create payload without the password (the client sets it, SPEC §7). An empty
 * e-mail is "Pflichtfeld", a malformed one gets its own message.
 */
export const userFormSchema = UserCreate.omit({ password: true }).extend({
  mail: z.string().trim().min(1).max(254).pipe(z.email({ error: 'users:validation.mail' })),
});

/** The form's values for a user (the one opened, or the stored one after a conflict). */
const toFormValues = (user: User) => ({ firstname: user.firstname, lastname: user.lastname, mail: user.mail, role: user.role, customerUid: user.customerUid });

export interface UserFormProps {
  /** The user to edit; undefined creates a new one. */
  user: User | undefined;
  customerOptions: DropdownOption[];
  onDone: () => void;
  /** A new user's invitation was issued: the screen opens their form with it (and then `onDone`). */
  onInvited?: (uid: string, invitation: IssuedInvitation) => void;
  /** The invitation just issued for this user, shown to copy and scan. */
  invitation?: IssuedInvitation;
}

export function UserForm({ user, customerOptions, onDone, onInvited, invitation }: UserFormProps) {
  const { t } = useTranslation('users');
  const create = userApi.useCreate();
  const update = userApi.useUpdate();
  const queryClient = useQueryClient();
  const invite = useCall(INVITATION_ENDPOINTS['invitation.issue'], { meta: { errorHandledLocally: true } });
  // A service without invitations (SPEC.md only): new accounts sign in with the initial password.
  const invitationsOffered = useCapability(INVITATION_ENDPOINTS['invitation.issue']) !== 'absent';
  // Role names are words every screen uses (the profile shows them too): `common`.
  const roleOptions = useEnumOptions('common:roles', USER_ROLES);
  const roleLabel = useEnumLabel<UserRole>('common:roles');
  const form = useEntityForm({
    schema: userFormSchema,
    namespace: 'users',
    defaultValues: user ? toFormValues(user) : newUser(),
  });
  const { register, errorOf, rulesOf, control } = form;
  const fields = useMemo<RecordFields>(
    () => ({
      mail: t('fields.mail'),
      firstname: t('fields.firstname'),
      lastname: t('fields.lastname'),
      role: { label: t('fields.role'), enum: roleLabel },
      customerUid: { label: t('fields.customer'), format: (uid) => customerOptions.find((option) => option.value === uid)?.label },
    }),
    [t, customerOptions, roleLabel],
  );

  return (
    <CrudFormView
      namespace="users"
      form={form}
      isEdit={user !== undefined}
      recordName={user ? fullName(user) : undefined}
      onDone={onDone}
      editing={user ? { record: user, uid: user.uid, toFormValues, history: userApi.queries.history, fields } : undefined}
      onSubmit={async (values, { record }) => {
        if (record) {
          // `version`: the version the user was read at (changed since → the form offers the current state).
          const stored = await update.mutateAsync({ ...values, uid: record.uid, version: record.version });
          // A new e-mail of a user who has signed in before waits for its owner's confirmation (apps/api).
          const pendingMail = stored && typeof stored === 'object' && 'pendingMail' in stored ? stored.pendingMail : null;
          return pendingMail ? { name: fullName(values), description: t('mailChange.pending', { mail: pendingMail }), persistent: true } : { name: fullName(values) };
        }
        const uid = String(await create.mutateAsync(values));
        // The new user comes in through an invitation; their form opens with its link to hand on.
        // A service without invitations (SPEC.md only) has none: back to the list, and the account
        // signs in with the initial password the client set.
        const issued = invitationsOffered ? await invite.mutateAsync({ body: { userUid: uid } }).catch(() => null) : null;
        if (!issued) return { name: fullName(values), description: t('invitation.initialPassword') };
        // Read again with the invitation, so the form that opens next finds the new user as they are.
        await queryClient.invalidateQueries({ queryKey: userApi.keys.lists() });
        onInvited?.(uid, issued);
        return { name: fullName(values), description: issued.mailed ? t('invitation.createdMailed', { mail: values.mail }) : t('invitation.created') };
      }}
    >
      <FormGrid>
        <Input label={t('fields.mail')} type="email" autoComplete="off" {...rulesOf('mail')} {...register('mail')} error={errorOf('mail')} />
        <Input label={t('fields.firstname')} autoComplete="off" {...rulesOf('firstname')} {...register('firstname')} error={errorOf('firstname')} />
        <Input label={t('fields.lastname')} autoComplete="off" {...rulesOf('lastname')} {...register('lastname')} error={errorOf('lastname')} />
        <FormDropdown control={control} name="role" label={t('fields.role')} options={roleOptions} required error={errorOf('role')} placeholder={t('placeholders.role')} />
        <FormDropdown
          control={control}
          name="customerUid"
          label={t('fields.customer')}
          options={customerOptions}
          required
          error={errorOf('customerUid')}
          placeholder={t('placeholders.customer')}
        />
      </FormGrid>
      {user?.pendingMail && <Notice variant="info">{t('mailChange.waiting', { mail: user.pendingMail })}</Notice>}
      {user && invitationsOffered && <InvitationPanel user={user} issued={invitation} />}
    </CrudFormView>
  );
}
