/**
 * Content moderation for 必懂 (pure functions, no I/O): sanitise rich text and plain fields, then decide whether a
 * post is published, held for review or refused. See each file for the rules.
 */
export { sanitizeRichText, plainText, isOwnImageSrc, safeLinkHref, OWN_UPLOAD_PATH, OWN_STATIC_IMAGE_PATH, type SanitizedRichText } from './sanitize';
export { normalizeForScan, prepareScan, type ScanCopy } from './normalize';
export { scanWords, type WordHits } from './words';
export { detectContacts, findLinks, isOffPlatformLink, CONTACT_KINDS, CONTACT_LABELS, type ContactKind } from './contacts';
export { moderate, MODERATION_REASONS, type ModerationDecision, type ModerationInput, type ModerationResult } from './decide';
