/**
 * What "emoji clearing" removes (spec §5):
 * - emoji: every Extended_Pictographic code point plus the joiners and modifiers that build emoji sequences
 *   (ZWJ U+200D, variation selectors U+FE0E/U+FE0F, keycap U+20E3, skin tones, regional indicators, tag characters);
 * - "symbols from the miscellaneous-symbols range through CJK symbols": U+2600–U+2FFF (miscellaneous symbols,
 *   dingbats, arrows, braille, radicals...) and the symbol part of CJK Symbols and Punctuation (U+3012–U+3013,
 *   U+3020–U+303F: 〒 〓 〠 〰 〽 ...). The punctuation and brackets of that block (U+3000–U+3011, U+3014–U+301F:
 *   、。〇《》「」【】〜) are kept on purpose: removing them would mangle ordinary Chinese text;
 * - "Latin-1 extended characters": the Latin-1 Supplement U+0080–U+00FF (C1 controls, © ® ° × é ...), except the
 *   middle dot U+00B7, which writes transliterated names such as 阿依古丽·买买提.
 */
const STRIP =
  /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u200D\u20E3\uFE0E\uFE0F\u{E0020}-\u{E007F}\u0080-\u00B6\u00B8-\u00FF\u2600-\u2FFF\u3012\u3013\u3020-\u303F]/gu;

export function stripEmoji(value: string): string {
  return typeof value === 'string' ? value.replace(STRIP, '') : value;
}
