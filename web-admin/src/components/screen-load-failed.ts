/** What a screen says in its place when it cannot be opened (`ScreenLoadError.tsx`). */
export const SCREEN_LOAD_FAILED = 'This screen could not be opened. Check the connection, then try again.';
