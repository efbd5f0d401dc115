#!/usr/bin/env bash
# Regenerates the short demo lesson videos in infra/seed/media/ (committed; run only to change them).
# Needs Debian's ffmpeg and fonts-thai-tlwg: apt-get install ffmpeg fonts-thai-tlwg
set -euo pipefail
cd "$(dirname "$0")/../seed/media"
FONT=/usr/share/fonts/truetype/tlwg/Garuda-Bold.ttf

# name | background | English line | Thai line | tone (Hz)
while IFS='|' read -r name colour english thai tone; do
  ffmpeg -nostdin -y -loglevel error \
    -f lavfi -i "color=c=${colour}:s=640x360:d=8:r=15" \
    -f lavfi -i "sine=frequency=${tone}:duration=8:sample_rate=22050" \
    -vf "drawtext=fontfile=${FONT}:text='${english}':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=(h/2)-50,drawtext=fontfile=${FONT}:text='${thai}':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=(h/2)+10,drawtext=fontfile=${FONT}:text='Khru':fontcolor=0x3eb489:fontsize=24:x=20:y=20,fade=t=in:st=0:d=0.5,fade=t=out:st=7.5:d=0.5" \
    -af "volume=0.05" \
    -c:v libx264 -preset veryslow -crf 34 -pix_fmt yuv420p -movflags +faststart \
    -c:a aac -b:a 24k -shortest "${name}.mp4"
done <<'LIST'
welcome|0xe4002b|Welcome to the course|ยินดีต้อนรับสู่หลักสูตร|440
concepts|0x1a1a1a|Key ideas|แนวคิดสำคัญ|523
practice|0x2f8f6b|Let us practise|มาฝึกปฏิบัติกัน|587
summary|0x7a1020|Summary and next steps|สรุปและก้าวต่อไป|659
LIST
ls -l ./*.mp4
