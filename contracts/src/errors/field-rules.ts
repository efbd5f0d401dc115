import type { Locale } from '../i18n/locale.js';

/**
 * Validation rules whose catalogue code (BAD_REQUEST) says too little on its own: a field error
 * naming one of these carries the rule's own message, with `{{n}}` filled from the rule.
 */
export const FIELD_RULES = ['minLength', 'maxLength', 'equalsField', 'mustAccept', 'notAllowedPath', 'arrayMinSize', 'arrayLength', 'arrayMaxSize', 'nestedTooDeep', 'invalidCharacters', 'voucherUnknown', 'voucherNotValidNow', 'voucherUsedUp', 'voucherNotEligible', 'alreadyOwned', 'notFree', 'refundWindowPassed', 'notRefundable', 'membershipNeedsCard', 'membershipTrialUsed', 'membershipInForce', 'membershipNotInForce', 'orderExpired', 'orderPending', 'idempotencyKeyReused', 'resetLinkExpired', 'lineRefunded', 'ownCourse', 'taxIdInvalid', 'branchCodeInvalid', 'birthdayInFuture', 'ageAtLeast', 'ageAtMost'] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

export const FIELD_RULE_MESSAGES: Record<Locale, Record<FieldRule, string>> = {
  en: {
    minLength: 'Must be at least {{n}} characters',
    maxLength: 'Must be at most {{n}} characters',
    equalsField: 'Does not match',
    mustAccept: 'Please agree to continue',
    notAllowedPath: 'This change is not allowed',
    arrayMinSize: 'Choose at least {{n}} items',
    arrayLength: 'Choose exactly {{n}} item',
    arrayMaxSize: 'At most {{n}} items',
    nestedTooDeep: 'Nested more than {{n}} levels deep',
    invalidCharacters: 'Contains characters that are not allowed',
    voucherUnknown: 'There is no voucher with this code',
    voucherNotValidNow: 'This voucher is not valid at this time',
    voucherUsedUp: 'This voucher has been used up',
    voucherNotEligible: 'This voucher does not apply to these items',
    alreadyOwned: 'You already have this',
    notFree: 'This item is not free',
    refundWindowPassed: 'Refunds can be asked for within {{n}} days of purchase',
    notRefundable: 'This order cannot be refunded',
    membershipNeedsCard: 'Add a card first',
    membershipTrialUsed: 'The free trial can be used once',
    membershipInForce: 'Your membership is already in force',
    membershipNotInForce: 'You have no membership in force',
    orderExpired: 'This checkout has expired. Please check out again',
    orderPending: 'An order waiting for your payment already holds this item: check out the same items to continue it, or wait 30 minutes for it to expire',
    idempotencyKeyReused: 'This request was already sent with different items. Please check out again',
    resetLinkExpired: 'This reset link has expired or was already used. Ask for a new one',
    lineRefunded: 'This item has already been refunded',
    ownCourse: 'You teach this course: it cannot be bought from your own account',
    taxIdInvalid: 'A tax ID has 13 digits, the last one a check digit: please check it',
    branchCodeInvalid: 'A branch number has 5 digits (00001 or higher)',
    birthdayInFuture: 'A birth date must be in the past',
    ageAtLeast: 'You must be at least {{n}} years old',
    ageAtMost: 'Please check the year: this birth date makes you older than {{n}}',
  },
  th: {
    minLength: 'ต้องมีอย่างน้อย {{n}} ตัวอักษร',
    maxLength: 'ต้องมีไม่เกิน {{n}} ตัวอักษร',
    equalsField: 'ข้อมูลไม่ตรงกัน',
    mustAccept: 'กรุณายอมรับเพื่อดำเนินการต่อ',
    notAllowedPath: 'ไม่อนุญาตให้แก้ไขรายการนี้',
    arrayMinSize: 'กรุณาเลือกอย่างน้อย {{n}} รายการ',
    arrayLength: 'กรุณาเลือก {{n}} รายการพอดี',
    arrayMaxSize: 'ได้ไม่เกิน {{n}} รายการ',
    nestedTooDeep: 'ข้อมูลซ้อนกันเกิน {{n}} ชั้น',
    invalidCharacters: 'มีอักขระที่ไม่อนุญาต',
    voucherUnknown: 'ไม่พบคูปองรหัสนี้',
    voucherNotValidNow: 'คูปองนี้ไม่สามารถใช้ได้ในขณะนี้',
    voucherUsedUp: 'คูปองนี้ถูกใช้ครบแล้ว',
    voucherNotEligible: 'คูปองนี้ใช้กับรายการเหล่านี้ไม่ได้',
    alreadyOwned: 'คุณมีรายการนี้อยู่แล้ว',
    notFree: 'รายการนี้ไม่ใช่รายการฟรี',
    refundWindowPassed: 'ขอคืนเงินได้ภายใน {{n}} วันนับจากวันที่ซื้อ',
    notRefundable: 'คำสั่งซื้อนี้ไม่สามารถขอคืนเงินได้',
    membershipNeedsCard: 'กรุณาเพิ่มบัตรก่อน',
    membershipTrialUsed: 'ทดลองใช้ฟรีได้เพียงครั้งเดียว',
    membershipInForce: 'สมาชิกภาพของคุณยังมีผลอยู่',
    membershipNotInForce: 'คุณยังไม่มีสมาชิกภาพที่มีผล',
    orderExpired: 'คำสั่งซื้อนี้หมดเวลาแล้ว กรุณาชำระเงินใหม่อีกครั้ง',
    orderPending: 'รายการนี้อยู่ในคำสั่งซื้อที่รอการชำระเงินของคุณแล้ว ชำระเงินรายการเดิมเพื่อดำเนินการต่อ หรือรอ 30 นาทีให้คำสั่งซื้อนั้นหมดเวลา',
    idempotencyKeyReused: 'คำขอนี้เคยส่งมาแล้วด้วยรายการอื่น กรุณาชำระเงินใหม่อีกครั้ง',
    resetLinkExpired: 'ลิงก์ตั้งรหัสผ่านใหม่นี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่',
    lineRefunded: 'รายการนี้ได้รับเงินคืนไปแล้ว',
    ownCourse: 'คุณเป็นผู้สอนคอร์สนี้ จึงซื้อด้วยบัญชีของตัวเองไม่ได้',
    taxIdInvalid: 'เลขประจำตัวผู้เสียภาษีต้องมี 13 หลักและหลักสุดท้ายต้องถูกต้อง กรุณาตรวจสอบอีกครั้ง',
    branchCodeInvalid: 'เลขที่สาขาต้องมี 5 หลัก (ตั้งแต่ 00001 ขึ้นไป)',
    birthdayInFuture: 'วันเกิดต้องเป็นวันที่ผ่านมาแล้ว',
    ageAtLeast: 'คุณต้องมีอายุอย่างน้อย {{n}} ปี',
    ageAtMost: 'กรุณาตรวจสอบปีเกิด วันเกิดนี้ทำให้อายุเกิน {{n}} ปี',
  },
};

export function isFieldRule(value: unknown): value is FieldRule {
  return typeof value === 'string' && (FIELD_RULES as readonly string[]).includes(value);
}

export function fieldRuleMessage(rule: FieldRule, locale: Locale, n?: number): string {
  return FIELD_RULE_MESSAGES[locale][rule].replace('{{n}}', String(n ?? ''));
}
