// The browser tests' expect: Playwright's locator assertions, waiting up to 15 s rather than 5, because the whole
// suite runs its browsers two at a time on a two-core machine and a first screen can take that long there.
import { expect as playwrightExpect } from '@playwright/test';

export const expect = playwrightExpect.configure({ timeout: 15_000 });
