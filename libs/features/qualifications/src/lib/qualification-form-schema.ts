import {
  DisplayType,
  Qualification,
  QualificationGroupCreate,
  type QualificationCreate,
  newQualification,
  newQualificationGroup,
} from '@rescue-admin/api-contract';
import { z } from 'zod';

/** The group choice "none": saving with it clears the qualification's group (SPEC §4). */
export const NO_GROUP = '__no-group__';
/** The group choice "create a new group together with the qualification". */
export const NEW_GROUP = '__new-group__';

/**
 * The form: the qualification's own fields, a group choice (none, an existing group's uid, or a new
 * group) and the new group's fields, which count only when a new group is chosen.
 */
export const qualificationFormSchema = z
  .object({
    name: Qualification.shape.name,
    displayType: DisplayType,
    groupChoice: z.string(),
    newGroup: z.object({ name: z.string(), allowedAmount: z.number() }),
  })
  .superRefine(
    (values, ctx) => {
      if (values.groupChoice === '') ctx.addIssue({ code: 'custom', path: ['groupChoice'], message: 'required' });
      if (values.groupChoice !== NEW_GROUP) return;
      // SPEC §5: the group's fields are required when a group is created. The contract's schema
      // decides what a valid group is; its issues go on without a message, so the form's error map
      // names the failed rule as for any other field.
      const group = QualificationGroupCreate.safeParse(values.newGroup);
      for (const { message: _message, ...issue } of group.error?.issues ?? []) {
        ctx.addIssue({ ...issue, path: ['newGroup', ...issue.path] });
      }
    },
    // Also when the name is still empty, so that every missing field is marked at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type QualificationFormInput = z.input<typeof qualificationFormSchema>;
export type QualificationFormValues = z.output<typeof qualificationFormSchema>;

export function formDefaults(qualification: Qualification | null): QualificationFormInput {
  const fields = qualification ?? newQualification();
  return {
    name: fields.name,
    displayType: fields.displayType,
    // An empty group id (a service that sends '' for none) is no group, not a group named ''.
    groupChoice: fields.groupId || NO_GROUP,
    newGroup: newQualificationGroup(),
  };
}

/** What to send: the qualification (with its group id, or null for none) and, if chosen, a group to create first. */
export function toSaveInput(values: QualificationFormValues): { qualification: QualificationCreate; newGroup?: QualificationGroupCreate } {
  const base = { name: values.name, displayType: values.displayType };
  if (values.groupChoice === NEW_GROUP) {
    return { qualification: { ...base, groupId: null }, newGroup: { name: values.newGroup.name.trim(), allowedAmount: values.newGroup.allowedAmount } };
  }
  return { qualification: { ...base, groupId: values.groupChoice === NO_GROUP ? null : values.groupChoice } };
}
