import { bootstrap } from './app/bootstrap';

void bootstrap({ container: document.getElementById('root') as HTMLElement });
