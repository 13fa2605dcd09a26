import { useEffect, useLayoutEffect } from 'react';

/** useLayoutEffect in the browser (before paint), useEffect on the server (where layout effects do not run and React warns). */
export const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
