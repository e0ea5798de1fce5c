/**
 * Relative paths on the command line and in DATA_DIR mean where the user typed `npm run …`
 * (INIT_CWD): `npm -w apps/server` runs the command in apps/server, which would otherwise put an
 * admin or demo data into apps/server/data instead of the data the server uses.
 */
export function useCallersDirectory() {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
}
