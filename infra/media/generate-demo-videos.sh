#!/usr/bin/env bash
# Regenerates the demo lesson videos in infra/seed/media/ (committed; run only to change them).
# Needs fonts-thai-tlwg and an ffmpeg: Debian's (apt-get install ffmpeg fonts-thai-tlwg), or the one in the
# npm package @ffmpeg-installer/linux-x64 given as FFMPEG=/path/to/ffmpeg.
# The 8-second clips serve tests and hand-made courses; the longer ones are the seeded courses' lessons, whose
# stated lengths are these clips' real lengths (docs/decisions/demo-catalogue-media.md).
set -euo pipefail
cd "$(dirname "$0")/../seed/media"
FFMPEG="${FFMPEG:-ffmpeg}"
FONT=/usr/share/fonts/truetype/tlwg/Garuda-Bold.ttf

# name | background | English line | Thai line | tone (Hz, 0 for a silent clip) | seconds
while IFS='|' read -r name colour english thai tone seconds; do
  if [ "${tone}" = 0 ]; then audio=(-an); sound=(); else audio=(-af "volume=0.05" -c:a aac -b:a 24k); sound=(-f lavfi -i "sine=frequency=${tone}:duration=${seconds}:sample_rate=22050"); fi
  "${FFMPEG}" -nostdin -y -loglevel error \
    -f lavfi -i "color=c=${colour}:s=640x360:d=${seconds}:r=15" "${sound[@]}" \
    -vf "drawtext=fontfile=${FONT}:text='${english}':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=(h/2)-50,drawtext=fontfile=${FONT}:text='${thai}':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=(h/2)+10,drawtext=fontfile=${FONT}:text='Khru':fontcolor=0x3eb489:fontsize=24:x=20:y=20,drawtext=fontfile=${FONT}:text='%{pts\:hms}':fontcolor=white:fontsize=22:x=w-text_w-20:y=h-40,fade=t=in:st=0:d=0.5,fade=t=out:st=$((seconds - 1)).5:d=0.5" \
    -c:v libx264 -preset veryslow -crf 34 -pix_fmt yuv420p -movflags +faststart "${audio[@]}" "${name}.mp4"
done <<'LIST'
welcome|0xe4002b|Welcome to the course|ยินดีต้อนรับสู่หลักสูตร|440|8
concepts|0x1a1a1a|Key ideas|แนวคิดสำคัญ|523|8
practice|0x2f8f6b|Let us practise|มาฝึกปฏิบัติกัน|587|8
summary|0x7a1020|Summary and next steps|สรุปและก้าวต่อไป|659|8
lesson-welcome|0xe4002b|Welcome to the course|ยินดีต้อนรับสู่หลักสูตร|0|95
lesson-ideas-short|0x1a1a1a|Key ideas|แนวคิดสำคัญ|0|140
lesson-ideas-long|0x1a1a1a|Key ideas|แนวคิดสำคัญ|0|265
lesson-practice-short|0x2f8f6b|Let us practise|มาฝึกปฏิบัติกัน|0|185
lesson-practice-long|0x2f8f6b|Let us practise|มาฝึกปฏิบัติกัน|0|330
lesson-summary|0x7a1020|Summary and next steps|สรุปและก้าวต่อไป|0|110
LIST
ls -l ./*.mp4
