import type { SliceMessages } from '../i18n/slice-messages';

/** The home page's banners and shelves: react-admin's labels and this slice's own texts, in both languages. */
export const storefrontMessages: SliceMessages = {
  en: {
    resources: {
      banners: {
        name: 'Banner |||| Home banners',
        notifications: { created: 'Banner created', updated: 'Banner saved' },
        empty: 'No banners yet',
        fields: {
          id: 'Id (in addresses)',
          title: { en: 'Title (English)', th: 'Title (Thai)' },
          subtitle: { en: 'Subtitle (English)', th: 'Subtitle (Thai)' },
          imageUrl: { en: 'Picture (English)', th: 'Picture (Thai)' },
          linkUrl: 'Link (a page of this site, e.g. /category?categoryId=business)',
          order: 'Place',
          active: 'Shown',
          startsAt: 'Shown from',
          endsAt: 'Shown until',
        },
      },
      shelves: {
        name: 'Shelf |||| Home shelves',
        notifications: { created: 'Shelf created', updated: 'Shelf saved' },
        empty: 'No shelves yet',
        fields: {
          id: 'Id (in addresses)',
          title: { en: 'Title (English)', th: 'Title (Thai)' },
          courseIds: 'Courses',
          order: 'Place',
          active: 'Shown',
        },
      },
    },
    khru: {
      storefront: {
        preview: 'Open home page',
        banners: { window: 'Shown', image: 'Picture', linkRule: 'A path on this site, starting with /' },
        shelves: { previewTitle: 'Home page, top to bottom', noneShown: 'No shelf is shown' },
      },
    },
  },
  th: {
    resources: {
      banners: {
        name: 'แบนเนอร์ |||| แบนเนอร์หน้าแรก',
        notifications: { created: 'สร้างแบนเนอร์แล้ว', updated: 'บันทึกแบนเนอร์แล้ว' },
        empty: 'ยังไม่มีแบนเนอร์',
        fields: {
          id: 'ตัวระบุ (ใช้ในที่อยู่เว็บ)',
          title: { en: 'หัวข้อ (ภาษาอังกฤษ)', th: 'หัวข้อ (ภาษาไทย)' },
          subtitle: { en: 'หัวข้อรอง (ภาษาอังกฤษ)', th: 'หัวข้อรอง (ภาษาไทย)' },
          imageUrl: { en: 'รูปภาพ (ภาษาอังกฤษ)', th: 'รูปภาพ (ภาษาไทย)' },
          linkUrl: 'ลิงก์ (หน้าในเว็บไซต์นี้ เช่น /category?categoryId=business)',
          order: 'ลำดับ',
          active: 'แสดงอยู่',
          startsAt: 'แสดงตั้งแต่',
          endsAt: 'แสดงถึง',
        },
      },
      shelves: {
        name: 'ชั้นคอร์ส |||| ชั้นคอร์สหน้าแรก',
        notifications: { created: 'สร้างชั้นคอร์สแล้ว', updated: 'บันทึกชั้นคอร์สแล้ว' },
        empty: 'ยังไม่มีชั้นคอร์ส',
        fields: {
          id: 'ตัวระบุ (ใช้ในที่อยู่เว็บ)',
          title: { en: 'หัวข้อ (ภาษาอังกฤษ)', th: 'หัวข้อ (ภาษาไทย)' },
          courseIds: 'คอร์ส',
          order: 'ลำดับ',
          active: 'แสดงอยู่',
        },
      },
    },
    khru: {
      storefront: {
        preview: 'เปิดหน้าแรก',
        banners: { window: 'ช่วงเวลาที่แสดง', image: 'รูปภาพ', linkRule: 'ที่อยู่หน้าในเว็บไซต์นี้ ขึ้นต้นด้วย /' },
        shelves: { previewTitle: 'หน้าแรก จากบนลงล่าง', noneShown: 'ไม่มีชั้นคอร์สที่แสดง' },
      },
    },
  },
};
