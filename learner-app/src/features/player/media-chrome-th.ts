import { En } from 'media-chrome/dist/lang/en.js';
import { addTranslation } from 'media-chrome/dist/utils/i18n.js';

// The speed button shows "1.5x": its accessible name must contain that text (WCAG 2.5.3).
addTranslation('en', { ...En, 'Playback rate {playbackRate}': 'Playback rate {playbackRate}x' });

/**
 * Thai for media-chrome's own labels, tooltips and screen-reader texts (it ships no Thai); the
 * controller's `lang` picks it. Keys are media-chrome's English strings.
 */
addTranslation('th', {
  Captions: 'คำบรรยาย',
  'Enable captions': 'เปิดคำบรรยาย',
  'Disable captions': 'ปิดคำบรรยาย',
  'Enter fullscreen mode': 'เต็มจอ',
  'Exit fullscreen mode': 'ออกจากโหมดเต็มจอ',
  Mute: 'ปิดเสียง',
  Unmute: 'เปิดเสียง',
  'Enter picture in picture mode': 'ภาพซ้อนภาพ',
  'Exit picture in picture mode': 'ออกจากภาพซ้อนภาพ',
  Play: 'เล่น',
  Pause: 'หยุดชั่วคราว',
  'Playback rate': 'ความเร็ว',
  'Playback rate {playbackRate}': 'ความเร็ว {playbackRate}x',
  'Seek backward': 'ย้อนกลับ',
  'Seek forward': 'ข้ามไปข้างหน้า',
  Settings: 'การตั้งค่า',
  Auto: 'อัตโนมัติ',
  'video player': 'เครื่องเล่นวิดีโอ',
  volume: 'ระดับเสียง',
  seek: 'เลื่อนตำแหน่ง',
  'closed captions': 'คำบรรยาย',
  'current playback rate': 'ความเร็วปัจจุบัน',
  'playback time': 'เวลาที่เล่น',
  'media loading': 'กำลังโหลดวิดีโอ',
  settings: 'การตั้งค่า',
  play: 'เล่น',
  pause: 'หยุดชั่วคราว',
  mute: 'ปิดเสียง',
  unmute: 'เปิดเสียง',
  Off: 'ปิด',
  'enter fullscreen mode': 'เต็มจอ',
  'exit fullscreen mode': 'ออกจากโหมดเต็มจอ',
  'enter picture in picture mode': 'ภาพซ้อนภาพ',
  'exit picture in picture mode': 'ออกจากภาพซ้อนภาพ',
  'seek back {seekOffset} seconds': 'ย้อนกลับ {seekOffset} วินาที',
  'seek forward {seekOffset} seconds': 'ข้ามไปข้างหน้า {seekOffset} วินาที',
  'Network Error': 'เครือข่ายขัดข้อง',
  'Decode Error': 'เล่นวิดีโอไม่ได้',
  'Source Not Supported': 'ไม่รองรับวิดีโอนี้',
  'A network error caused the media download to fail.': 'โหลดวิดีโอไม่สำเร็จเพราะเครือข่ายขัดข้อง',
  hour: 'ชั่วโมง',
  hours: 'ชั่วโมง',
  minute: 'นาที',
  minutes: 'นาที',
  second: 'วินาที',
  seconds: 'วินาที',
  '{time} remaining': 'เหลือ {time}',
  '{currentTime} of {totalTime}': '{currentTime} จาก {totalTime}',
  'video not loaded, unknown time.': 'ยังไม่ได้โหลดวิดีโอ ไม่ทราบเวลา',
});
