import type { Locale } from '../i18n/locale.js';
import type { ErrorCode } from './error-codes.js';

/**
 * Messages for every catalogue code, in both languages. The English texts the catalogue gives are
 * kept word for word; where it shows none, the text here is ours (docs/adr/0006-error-messages.md).
 */
export const ERROR_MESSAGES: Record<Locale, Record<ErrorCode, string>> = {
  en: {
    INVALID_PHONE_PASSWORD: 'Your credentials are invalid',
    NOT_UPDATE_YOURSELF: 'You cannot update yourself in here, go to profile page',
    NOT_DELETE_YOURSELF: 'You cannot delete yourself!',
    UNAUTHORIZED: 'You are not authorized',
    INCORRECT_PHONE_PASSWORD: 'Wrong phone number or password',
    INCORRECT_EMAIL_PASSWORD: 'Wrong email or password',
    IS_EXPIRED_TOKEN: 'Your session has been expired',
    ALREADY_EXIST: 'Already exist',
    IS_MOBILE_PHONE: 'Wrong phone number format',
    IS_EMAIL: 'Wrong email format',
    REQUEST_TIMEOUT: 'Request time out',
    NOT_CHANGE_ANOTHER_AUTHORS_ITEM: "You cannot update others' content",
    IS_NOT_ACTIVE: 'This account or item is not active',
    CONFLICT: 'Someone else changed this at the same time. Please try again',
    VIOLATE_FOREIGN_KEY_CONSTRAINT: 'This item is still used by other items',
    NOT_EXIST_FOREIGN_KEY: 'A referenced item does not exist',
    BAD_REQUEST: 'Bad Request',
    IS_NOT_EFFECTED: 'Nothing was changed',
    IS_NOT_EMPTY: 'This field is required!',
    IS_EMPTY: 'This field must be empty',
    IS_STRING: 'This field must be text',
    IS_NUMBER: 'This field must be a number',
    IS_INT: 'This field must be a whole number',
    IS_BOOLEAN: 'This field must be true or false',
    IS_ARRAY: 'This field must be a list',
    IS_DATE_STRING: 'This field must be a date',
    IS_ENUM: 'This field has a value that is not allowed',
    IS_IN: 'This field has a value that is not allowed',
    IS_NOT_IN: 'This field has a value that is not allowed',
    IS_LATITUDE: 'This field must be a latitude',
    IS_LONGITUDE: 'This field must be a longitude',
    IS_LAT_LONG: 'This field must be a latitude and longitude',
    INTERNAL_SERVER_ERROR: 'Something wrong',
    METHOD_NOT_ALLOWED: 'This method is not allowed here',
    NOT_FOUND: 'Not found',
    FORBIDDEN: 'You do not have permission to do this',
    FILE_UPLOAD_FAILED: 'The file could not be uploaded',
    FILE_DELETE_FAILED: 'The file could not be deleted',
    INSUFFICIENT_LICENSE: 'You do not have the sufficient license to enroll in this course. Please contact your Admin/HR.',
    INSUFFICIENT_CREDITS: 'You have insufficient credits to enroll in this course. Please contact your Admin/HR.',
    COURSE_NOT_STARTED: 'Start the course before reviewing it or asking and answering questions about it',
    ALREADY_REVIEWED: 'You have already reviewed this course. Edit your review instead',
  },
  th: {
    INVALID_PHONE_PASSWORD: 'ข้อมูลการเข้าสู่ระบบของคุณไม่ถูกต้อง',
    NOT_UPDATE_YOURSELF: 'คุณไม่สามารถแก้ไขข้อมูลของตัวเองที่นี่ได้ กรุณาไปที่หน้าโปรไฟล์',
    NOT_DELETE_YOURSELF: 'คุณไม่สามารถลบบัญชีของตัวเองได้!',
    UNAUTHORIZED: 'คุณไม่มีสิทธิ์เข้าถึง',
    INCORRECT_PHONE_PASSWORD: 'หมายเลขโทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
    INCORRECT_EMAIL_PASSWORD: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    IS_EXPIRED_TOKEN: 'เซสชันของคุณหมดอายุแล้ว',
    ALREADY_EXIST: 'มีข้อมูลนี้อยู่แล้ว',
    IS_MOBILE_PHONE: 'รูปแบบหมายเลขโทรศัพท์ไม่ถูกต้อง',
    IS_EMAIL: 'รูปแบบอีเมลไม่ถูกต้อง',
    REQUEST_TIMEOUT: 'หมดเวลาการร้องขอ',
    NOT_CHANGE_ANOTHER_AUTHORS_ITEM: 'คุณไม่สามารถแก้ไขเนื้อหาของผู้อื่นได้',
    IS_NOT_ACTIVE: 'บัญชีหรือรายการนี้ยังไม่เปิดใช้งาน',
    CONFLICT: 'มีผู้อื่นแก้ไขข้อมูลนี้ในเวลาเดียวกัน กรุณาลองใหม่อีกครั้ง',
    VIOLATE_FOREIGN_KEY_CONSTRAINT: 'รายการนี้ยังถูกใช้งานโดยรายการอื่น',
    NOT_EXIST_FOREIGN_KEY: 'ไม่พบรายการที่อ้างถึง',
    BAD_REQUEST: 'คำขอไม่ถูกต้อง',
    IS_NOT_EFFECTED: 'ไม่มีการเปลี่ยนแปลงใด ๆ',
    IS_NOT_EMPTY: 'กรุณากรอกข้อมูลในช่องนี้!',
    IS_EMPTY: 'ช่องนี้ต้องว่างเปล่า',
    IS_STRING: 'ช่องนี้ต้องเป็นข้อความ',
    IS_NUMBER: 'ช่องนี้ต้องเป็นตัวเลข',
    IS_INT: 'ช่องนี้ต้องเป็นจำนวนเต็ม',
    IS_BOOLEAN: 'ช่องนี้ต้องเป็นจริงหรือเท็จ',
    IS_ARRAY: 'ช่องนี้ต้องเป็นรายการ',
    IS_DATE_STRING: 'ช่องนี้ต้องเป็นวันที่',
    IS_ENUM: 'ค่าในช่องนี้ไม่ได้รับอนุญาต',
    IS_IN: 'ค่าในช่องนี้ไม่ได้รับอนุญาต',
    IS_NOT_IN: 'ค่าในช่องนี้ไม่ได้รับอนุญาต',
    IS_LATITUDE: 'ช่องนี้ต้องเป็นละติจูด',
    IS_LONGITUDE: 'ช่องนี้ต้องเป็นลองจิจูด',
    IS_LAT_LONG: 'ช่องนี้ต้องเป็นละติจูดและลองจิจูด',
    INTERNAL_SERVER_ERROR: 'เกิดข้อผิดพลาดบางอย่าง',
    METHOD_NOT_ALLOWED: 'ไม่อนุญาตให้ใช้วิธีนี้ที่นี่',
    NOT_FOUND: 'ไม่พบข้อมูล',
    FORBIDDEN: 'คุณไม่มีสิทธิ์ทำรายการนี้',
    FILE_UPLOAD_FAILED: 'ไม่สามารถอัปโหลดไฟล์ได้',
    FILE_DELETE_FAILED: 'ไม่สามารถลบไฟล์ได้',
    INSUFFICIENT_LICENSE: 'คุณไม่มีสิทธิ์การใช้งานเพียงพอสำหรับลงทะเบียนคอร์สนี้ กรุณาติดต่อผู้ดูแลระบบ/ฝ่ายบุคคล',
    INSUFFICIENT_CREDITS: 'เครดิตของคุณไม่เพียงพอสำหรับลงทะเบียนคอร์สนี้ กรุณาติดต่อผู้ดูแลระบบ/ฝ่ายบุคคล',
    COURSE_NOT_STARTED: 'กรุณาเริ่มเรียนคอร์สนี้ก่อนเขียนรีวิว ถามคำถาม หรือตอบคำถาม',
    ALREADY_REVIEWED: 'คุณรีวิวคอร์สนี้แล้ว กรุณาแก้ไขรีวิวเดิมแทน',
  },
};

/** Status texts of the catalogue, used when a response carries no message of its own. */
export const STATUS_TEXTS: Record<Locale, Record<'200' | '201' | '400' | '401' | '404' | '503' | 'other', string>> = {
  en: {
    '200': 'All done. Request successfully executed',
    '201': 'Data successfully created',
    '400': 'Bad Request',
    '401': 'Need auth',
    '404': 'Not found',
    '503': 'Service unavailable. Try again later',
    other: 'Something wrong',
  },
  th: {
    '200': 'เรียบร้อย ดำเนินการสำเร็จ',
    '201': 'สร้างข้อมูลสำเร็จ',
    '400': 'คำขอไม่ถูกต้อง',
    '401': 'กรุณาเข้าสู่ระบบ',
    '404': 'ไม่พบข้อมูล',
    '503': 'บริการไม่พร้อมใช้งาน กรุณาลองใหม่ภายหลัง',
    other: 'เกิดข้อผิดพลาดบางอย่าง',
  },
};

/** Messages for failures that happen before a response exists, or that the catalogue names apart. */
export const TRANSPORT_MESSAGES: Record<Locale, { network: string; timeout: string; rateLimited: string; payloadTooLarge: string }> = {
  en: {
    network: 'Oops! Network Error. Try again later.',
    timeout: 'Request time out',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    payloadTooLarge: 'The request is too large',
  },
  th: {
    network: 'อุ๊ย! เครือข่ายขัดข้อง กรุณาลองใหม่ภายหลัง',
    timeout: 'หมดเวลาการร้องขอ',
    rateLimited: 'มีคำขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่',
    payloadTooLarge: 'คำขอมีขนาดใหญ่เกินไป',
  },
};

export function statusText(status: number, locale: Locale): string {
  const key = String(status) as keyof (typeof STATUS_TEXTS)['en'];
  return STATUS_TEXTS[locale][key] ?? STATUS_TEXTS[locale].other;
}
