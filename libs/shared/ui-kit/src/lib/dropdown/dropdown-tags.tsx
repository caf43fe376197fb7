// The chosen values of a multiple Dropdown as tags, each with a button that removes it.
import X from 'lucide-react/icons/x';
import styles from './dropdown.module.css';

interface DropdownTagsProps {
  values: string[];
  labelOf: (value: string) => string;
  /** Accessible name of a tag's remove button. */
  removeTagLabel: (label: string) => string;
  disabled: boolean;
  onRemove: (value: string) => void;
}

export function DropdownTags({ values, labelOf, removeTagLabel, disabled, onRemove }: DropdownTagsProps) {
  return values.map((value) => (
    <span key={value} className={styles.tag}>
      <span>{labelOf(value)}</span>
      <button
        type="button"
        className={styles.tagRemove}
        aria-label={removeTagLabel(labelOf(value))}
        disabled={disabled}
        onClick={(event) => {
          event.stopPropagation();
          onRemove(value);
        }}
      >
        <X size={14} aria-hidden="true" />
      </button>
    </span>
  ));
}
