/** The one set of home ad slots (the original used different codes on its client retry; inventory §20). */
export const AD_SLOTS_HOME = ['ad100234'];
