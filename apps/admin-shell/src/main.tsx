// First: zod's settings must be in place before any schema module is evaluated.
import './zod-without-eval';
import { bootstrap } from './app/bootstrap';

void bootstrap({ container: document.getElementById('root') as HTMLElement });
