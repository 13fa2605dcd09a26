import type { ReactElement } from 'react';
import { AppSafeViewLayout } from './AppSafeViewLayout';
import { DefaultLayout } from './DefaultLayout';
import { KeepAliveLayout } from './KeepAliveLayout';
import { NavLayout } from './NavLayout';
import { NewNavLayout } from './NewNavLayout';
import { ProductDetailLayout } from './ProductDetailLayout';

export type { GetLayout, PageWithLayout } from './types';
export { AppSafeViewLayout, DefaultLayout, KeepAliveLayout, NavLayout, NewNavLayout, ProductDetailLayout };

/** Ready-made `Page.getLayout` values for the layouts that take no props. */
export const defaultLayout = (page: ReactElement) => <DefaultLayout>{page}</DefaultLayout>;
export const keepAliveLayout = (page: ReactElement) => <KeepAliveLayout>{page}</KeepAliveLayout>;
export const navLayout = (page: ReactElement) => <NavLayout>{page}</NavLayout>;
export const newNavLayout = (page: ReactElement) => <NewNavLayout>{page}</NewNavLayout>;
export const appSafeViewLayout = (page: ReactElement) => <AppSafeViewLayout>{page}</AppSafeViewLayout>;
