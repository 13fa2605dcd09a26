/** The user's real-name states (inventory platform §5.5), shared by the server, the client calls and components/realname. */
export const REAL_STATUS = {
  NONE: 'NO_AUTHENTICATION',
  ING: 'AUTHENTICATION_ING',
  SUCCESS: 'AUTHENTICATION_SUCCESS',
  FAIL: 'AUTHENTICATION_FAIL',
  INVALID: 'AUTHENTICATION_INVALID',
} as const;
export type RealStatus = (typeof REAL_STATUS)[keyof typeof REAL_STATUS];
