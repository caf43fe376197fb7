import { notify } from '@rescue-admin/ui-kit';

export function notifyError(text: string, id: string): void {
  notify.error(text, { id });
}
