// First: zod's settings must be in place before any schema module is evaluated.
import './zod-without-eval';
import { bootstrap } from './app/bootstrap';
import { preloadSignedInApp } from './app/routes';

// Opened at a signed-in address (a reload, a link), a session is most likely there to be restored:
// the signed-in app loads beside the config, the texts and Firebase's restore, not after them.
if (!window.location.pathname.startsWith('/login')) preloadSignedInApp().catch(() => undefined);
void bootstrap({ container: document.getElementById('root') as HTMLElement });
