// data-access never imports UI; errors reach the user through the shell.
import * as uiKit from '@rescue-admin/ui-kit';

export const fixture = [uiKit];
