#!/usr/bin/env bash
# The browser of the browser tests: Debian's Chromium ($CHROMIUM_PATH, default /usr/bin/chromium), started with
# every --disable-features= and --enable-features= Playwright and playwright.config.ts pass joined into one of each.
# Chromium reads only the last of each, so a list of ours would otherwise drop Playwright's own (docs/TESTING.md).
dis=() en=() rest=()
for a in "$@"; do
  case "$a" in
    --disable-features=*) dis+=("${a#--disable-features=}") ;;
    --enable-features=*) en+=("${a#--enable-features=}") ;;
    *) rest+=("$a") ;;
  esac
done
join() { local IFS=,; echo "$*"; }
[ ${#dis[@]} -gt 0 ] && rest+=("--disable-features=$(join "${dis[@]}")")
[ ${#en[@]} -gt 0 ] && rest+=("--enable-features=$(join "${en[@]}")")
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${rest[@]}"
