#!/usr/bin/env bash
# Makes the seed's sample videos in public/media/known/ (run: bash scripts/genVideos.sh), and their manifest.json.
#
# Each video is a few seconds of a coloured card with a large Chinese title, three captions that appear one after
# another and a progress bar along the bottom: enough to see in a browser that it plays, where it is, and which one
# it is. Two are 16:9 (640x360: course and original video), two are 9:16 (360x640: small videos).
#
# Format: .mp4, H.264 Constrained Baseline (level 3.0), no audio, yuv420p, +faststart (the index first, so
# playback starts before the whole file is in): the profile every iOS Safari, WeChat web view and Android browser
# decodes, and Debian's Chromium too (checked: its build decodes H.264), so no second format (WebM) is shipped.
# The poster is a JPEG of the moment every caption is on screen.
#
# Needs ffmpeg/ffprobe built with libx264, libfreetype and fontconfig (Debian's `ffmpeg` package) and a
# Simplified Chinese font that fontconfig knows (Debian's `fonts-noto-cjk`). These are tools for making the files,
# which are committed: neither the build nor the tests run this script. The output depends on the ffmpeg and font
# versions, so a rerun may change bytes (not sizes, durations or content).
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=public/media/known
# A family name only: ffmpeg 5's drawtext hands `font` to fontconfig as a family (no :style=...), and picks the
# face of a .ttc collection by fontconfig's index, so the Simplified Chinese glyphs are used. Titles are thickened
# with a border in their own colour instead of a bold face.
FONT='Noto Sans CJK SC'
FPS=24
MAX_TOTAL_BYTES=$((600 * 1024))

for tool in ffmpeg ffprobe fc-match; do
  command -v "$tool" >/dev/null || { echo "genVideos: $tool is missing (Debian: apt-get install ffmpeg fontconfig)" >&2; exit 1; }
done
if ! fc-match -f '%{family}' "$FONT" | grep -q "$FONT"; then
  echo "genVideos: fontconfig has no '$FONT' (Debian: apt-get install fonts-noto-cjk)" >&2
  exit 1
fi

rm -rf "$OUT" # the script owns the folder: nothing else is kept there
mkdir -p "$OUT"

# render_video NAME WIDTH HEIGHT SECONDS BACKGROUND ACCENT "TITLE LINE 1" "TITLE LINE 2 (may be empty)" "STEP 1" "STEP 2" "STEP 3"
render_video() {
  local name=$1 w=$2 h=$3 secs=$4 bg=$5 accent=$6 title1=$7 title2=$8 step1=$9 step2=${10} step3=${11}
  local portrait=0
  [ "$h" -gt "$w" ] && portrait=1
  local title_size step_size title_y step_y step_gap bar_h=$((h / 60 + 4))
  if [ $portrait = 1 ]; then
    title_size=$((w / 6)); step_size=$((w / 15)); title_y=$((h / 5)); step_y=$((h / 2 + h / 20)); step_gap=$((step_size * 3))
  else
    title_size=$((h / 7)); step_size=$((h / 16)); title_y=$((h / 7)); step_y=$((h / 2 + h / 18)); step_gap=$((step_size * 17 / 10))
  fi
  # The captions appear at 15%, 40% and 65% of the video.
  local t1_at t2_at t3_at
  t1_at=$(awk -v s="$secs" 'BEGIN { print s * 0.15 }')
  t2_at=$(awk -v s="$secs" 'BEGIN { print s * 0.4 }')
  t3_at=$(awk -v s="$secs" 'BEGIN { print s * 0.65 }')

  local title_lines=1 title2_y=$((title_y + title_size * 13 / 10))
  [ -n "$title2" ] && title_lines=2
  local graph
  graph="[0:v]drawbox=x=0:y=0:w=iw:h=ih*0.06:color=${accent}@0.9:t=fill"
  graph+=",drawbox=x=iw*0.06:y=ih*0.47:w=iw*0.88:h=ih*0.4:color=white@0.14:t=fill"
  graph+=",drawtext=font='${FONT}':text='${title1}':fontsize=${title_size}:fontcolor=white:borderw=1:bordercolor=white:x=(w-text_w)/2:y=${title_y}:shadowcolor=black@0.35:shadowx=2:shadowy=2"
  if [ $title_lines = 2 ]; then
    graph+=",drawtext=font='${FONT}':text='${title2}':fontsize=${title_size}:fontcolor=white:borderw=1:bordercolor=white:x=(w-text_w)/2:y=${title2_y}:shadowcolor=black@0.35:shadowx=2:shadowy=2"
  fi
  local i=0 at text
  for pair in "$t1_at|$step1" "$t2_at|$step2" "$t3_at|$step3"; do
    at=${pair%%|*}; text=${pair#*|}
    graph+=",drawtext=font='${FONT}':text='${text}':fontsize=${step_size}:fontcolor=white:x=w*0.1:y=${step_y}+${i}*${step_gap}:enable='gte(t\,${at})'"
    i=$((i + 1))
  done
  # The progress bar: a strip in the accent colour sliding in from the left over the whole duration.
  graph+="[card];[1:v]format=yuv420p[bar];[card][bar]overlay=x='-W+W*t/${secs}':y=H-${bar_h}:eval=frame:shortest=1,format=yuv420p[v]"

  local inputs=(-f lavfi -i "color=c=${bg}:s=${w}x${h}:r=${FPS}:d=${secs}" -f lavfi -i "color=c=${accent}:s=${w}x${bar_h}:r=${FPS}:d=${secs}")
  ffmpeg -v error -y "${inputs[@]}" -filter_complex "$graph" -map '[v]' -an \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset slow -crf 30 -g $((FPS * 2)) \
    -movflags +faststart -metadata title="${title1}${title2}" "$OUT/$name.mp4"
  local poster_at
  poster_at=$(awk -v s="$secs" 'BEGIN { print s * 0.8 }')
  ffmpeg -v error -y -ss "$poster_at" -i "$OUT/$name.mp4" -frames:v 1 -q:v 5 "$OUT/$name.jpg"
}

render_video company-setup 640 360 6 '#1a5fd6' '#ffb020' '公司注册三步走' '' '① 核名：准备3到5个字号' '② 提交材料：章程与身份证明' '③ 领取营业执照与刻章'
render_video trademark-pitfalls 640 360 5 '#d9541e' '#1a5fd6' '商标注册避坑' '' '× 不查近似就申请' '× 类别只选一个' '√ 先检索再分类布局'
render_video patent-process 360 640 5 '#138a5a' '#ffd54a' '专利申请' '流程' '1 技术交底' '2 撰写与提交' '3 审查与授权'
render_video invoice-tips 360 640 4 '#6a3fc4' '#35d0ba' '发票' '小知识' '· 普票与专票' '· 开票信息要核对' '· 红冲与作废'

# manifest.json: one entry per video, dimensions and duration as ffprobe reads them from the mp4.
probe() { ffprobe -v error -select_streams v:0 -show_entries "$1" -of default=noprint_wrappers=1:nokey=1 "$2"; }
entry() {
  local name=$1 title=$2
  local f="$OUT/$name.mp4"
  local w h d
  w=$(probe stream=width "$f"); h=$(probe stream=height "$f")
  d=$(ffprobe -v error -show_entries format=duration -of default=noprint_wrappers=1:nokey=1 "$f")
  printf '  {"file": "/media/known/%s.mp4", "poster": "/media/known/%s.jpg", "width": %s, "height": %s, "durationSeconds": %s, "title": "%s"}' \
    "$name" "$name" "$w" "$h" "$(printf '%.2f' "$d" | sed 's/0*$//;s/\.$//')" "$title"
}
{
  echo '['
  entry company-setup '公司注册三步走'; echo ','
  entry trademark-pitfalls '商标注册避坑'; echo ','
  entry patent-process '专利申请流程'; echo ','
  entry invoice-tips '发票小知识'; echo
  echo ']'
} >"$OUT/manifest.json"

total=$(du -cb "$OUT"/* | tail -1 | cut -f1)
ls -l "$OUT"
echo "genVideos: $total bytes in $OUT"
if [ "$total" -gt "$MAX_TOTAL_BYTES" ]; then
  echo "genVideos: over the budget of $MAX_TOTAL_BYTES bytes" >&2
  exit 1
fi
