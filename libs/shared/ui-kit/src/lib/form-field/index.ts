export {
  FieldError,
  FieldRow,
  FormActions,
  FormField,
  RequiredMark,
  type FieldControlProps,
  type FormActionsProps,
  type FormFieldProps,
} from './form-field';
