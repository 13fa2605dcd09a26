import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_APP_CONTEXT, type AppContext } from '@/lib/app/appContext';

/** The app context plus the open-app banner flag, which the server cannot know (sessionStorage). */
export type AppFlags = AppContext & {
  isShowOpenApp: boolean;
  /** The stores hold this page load's state (app flags, user restored from cookies); false on the server and during hydration. */
  booted: boolean;
};

const Ctx = createContext<AppFlags>({ ...DEFAULT_APP_CONTEXT, isShowOpenApp: true, booted: false });

export function AppFlagsProvider({ value, children }: { value: AppFlags; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** In-app / mini-program / hide-nav flags, right on the first server-rendered frame (see appContext.ts). */
export function useAppFlags(): AppFlags {
  return useContext(Ctx);
}
