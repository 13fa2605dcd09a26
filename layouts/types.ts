import type { NextPage } from 'next';
import type { ReactElement, ReactNode } from 'react';

/**
 * Per-page layouts: a page sets `Page.getLayout = (page) => <SomeLayout>{page}</SomeLayout>`
 * (or one of the ready-made helpers in layouts/index.tsx). Pages without it get DefaultLayout.
 * Consecutive pages with the same layout component keep that layout mounted (React reconciles the
 * same component type at the same place), which is what lets KeepAliveLayout hold pages.
 */
export type GetLayout = (page: ReactElement) => ReactNode;

export type PageWithLayout<P = object> = NextPage<P> & { getLayout?: GetLayout };
