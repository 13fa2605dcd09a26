/** The page that opens the app at a path of ours or offers the download (its own module: the tab bar's banner links it). */
export const OPEN_APP_PAGE = '/activity/openApp';
