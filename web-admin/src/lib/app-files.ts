// Whether the app's own files are on this tablet: a worker answers for them once the app is installed. Before that
// (a first visit) code not fetched yet cannot be fetched once the Wi-Fi drops, so code a change may need comes at once.
export const appFilesOnTablet = (): boolean => Boolean(navigator.serviceWorker?.controller);
