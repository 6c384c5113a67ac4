// The staff app's entry. It holds only what must start at once and imports nothing the app's large chunks hold; the
// page loads it as an async module, so it runs as soon as it arrives rather than after the stylesheet has been read.
// It sends the first screen's reads, starts fetching the screen's code (and, once the session read says an
// administrator is signed in, what the screen shows administrators alone) and the app (boot.tsx), all side by side, and
// draws the app once both its code and its styles are in. Zod's set-up (no eval) travels in zod's own chunk, ahead
// of any schema. The tablet's database loads here too when the screen will need it (changes may be waiting); with
// nothing waiting, or no database yet, it loads once the page has loaded (lib/offline/wiring.ts). The login page
// shows nothing that waits, and asks for the database as the person signs in (lib/session-api.ts).
import './app/antd.css';
import './app/global.css';
import { startFirstReads } from './app/first-reads.ts';
import { startScreenLoad } from './app/screens.ts';
import { stylesIn } from './app/styles-in.ts';
import { isStaffSignedOutPage } from '@forecourt/contracts/site';
import { checkOutbox } from './lib/offline/db.ts';

startScreenLoad(window.location.pathname, startFirstReads(window.location.pathname));
checkOutbox({ open: !isStaffSignedOutPage(window.location.pathname) });
void Promise.all([import('./app/boot.tsx'), stylesIn(document)]).then(([boot]) => boot.startApp());
