// The staff app's entry: starts fetching the first screen's code, then the app (boot.tsx), side by side. Zod is set up
// first (no eval, for the Content-Security-Policy), before any module that makes a schema can run.
import './lib/zod-without-eval.ts';
import './app/antd.css';
import './app/global.css';
import { startScreenLoad } from './app/screens.ts';

startScreenLoad(window.location.pathname);
void import('./app/boot.tsx');
