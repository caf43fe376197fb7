import { useQuery } from '@tanstack/react-query';
import { blueprintIconQuery } from './api';
import ImageOff from 'lucide-react/icons/image-off';
import { asText } from '@rescue-admin/util';
import { useTranslation } from 'react-i18next';
import styles from './blueprint-icon.module.css';

export interface BlueprintIconProps {
  uid: string;
  /** The blueprint's name, for the image's text alternative. */
  name: string;
  /** @default 'sm' (the list's thumbnail) */
  size?: 'sm' | 'lg';
}

/**
 * The blueprint's icon from file storage (SPEC §3: located by the blueprint uid), or a neutral
 * placeholder while it loads, when there is none, or when storage cannot be reached.
 */
export function BlueprintIcon({ uid, name, size = 'sm' }: BlueprintIconProps) {
  const { t } = useTranslation('blueprints');
  const icon = useQuery(blueprintIconQuery(uid));
  const className = `${styles.frame} ${size === 'lg' ? styles.large : styles.small}`;
  if (icon.data) return <img src={icon.data} alt={t('icon.alt', { name: asText(name) })} className={className} />;
  return (
    <span role="img" aria-label={t('icon.none')} className={`${className} ${styles.placeholder}`}>
      <ImageOff size={size === 'lg' ? 28 : 18} aria-hidden="true" />
    </span>
  );
}
